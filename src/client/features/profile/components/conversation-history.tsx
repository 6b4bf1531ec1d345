import { ASSISTANT_LIMITS, type ConversationHistoryEntry } from '@shared/features/assistant';
import { History, List, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { useAllConversations, useRecentConversations } from '@/features/profile/api/get-conversation-history';

import { ConversationCard } from './conversation-card';
import {
  HISTORY_ERROR,
  HistoryEmpty,
  HistoryError,
  HistorySkeleton,
  useHistoryErrorToast,
} from './history-states';

function ConversationList({
  entries,
  onDeleted,
}: {
  entries: ConversationHistoryEntry[];
  onDeleted: () => void;
}) {
  return (
    <ul className="grid gap-3">
      {entries.map((entry) => (
        <li key={entry.id}>
          <ConversationCard entry={entry} onDeleted={onDeleted} />
        </li>
      ))}
    </ul>
  );
}

function RecentConversations({ onDeleted }: { onDeleted: () => void }) {
  const query = useRecentConversations();
  useHistoryErrorToast(query.error);

  if (query.isPending) return <HistorySkeleton />;
  if (!query.data) return <HistoryError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0) {
    return (
      <HistoryEmpty
        title={`Aucune conversation ces ${ASSISTANT_LIMITS.profileRecentDays} derniers jours`}
        hint="Décrivez une situation vécue avec une personne que vous accompagnez : Sophia vous propose des pistes concrètes et des ressources."
      />
    );
  }
  return <ConversationList entries={query.data} onDeleted={onDeleted} />;
}

function AllConversations({ onDeleted }: { onDeleted: () => void }) {
  const query = useAllConversations();
  useHistoryErrorToast(query.error);

  if (query.isPending) return <HistorySkeleton />;
  if (!query.data) return <HistoryError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  const entries = query.data.pages.flat();
  if (entries.length === 0) {
    return (
      <HistoryEmpty
        title="Vous n'avez pas encore de conversation"
        hint="Décrivez une situation vécue avec une personne que vous accompagnez : Sophia vous propose des pistes concrètes et des ressources."
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ConversationList entries={entries} onDeleted={onDeleted} />
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {HISTORY_ERROR}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {query.isFetchingNextPage ? 'Chargement…' : 'Afficher plus'}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * SPEC §2 Profile and §9: the last 10 conversations within 10 days; 'Voir tout' lists every one
 * kept (DECISIONS.md "Privacy": 12 months), page by page.
 */
export function ConversationHistory() {
  const [showAll, setShowAll] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a deletion the card (and its button) is gone: focus lands on the section's heading.
  const focusHeading = () => heading.current?.focus();

  return (
    <section aria-labelledby="profile-conversations" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            id="profile-conversations"
            ref={heading}
            tabIndex={-1}
            className="rounded-sm text-xl font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {showAll ? 'Toutes mes conversations' : 'Conversations récentes'}
          </h2>
          <p className="mt-1 text-sm text-pretty text-muted-foreground">
            {showAll
              ? 'Toutes vos conversations avec Sophia, de la plus récente à la plus ancienne.'
              : `Vos ${ASSISTANT_LIMITS.profileRecent} dernières conversations des ${ASSISTANT_LIMITS.profileRecentDays} derniers jours.`}
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          className="self-start sm:self-auto"
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? <History aria-hidden="true" /> : <List aria-hidden="true" />}
          {showAll ? 'Voir les récentes' : 'Voir tout'}
        </Button>
      </div>
      {showAll ? (
        <AllConversations onDeleted={focusHeading} />
      ) : (
        <RecentConversations onDeleted={focusHeading} />
      )}
    </section>
  );
}
