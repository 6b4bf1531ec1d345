import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

import { useHistory } from '../api/get-history';
import { formatDateTime, signedPointsLabel } from '../gamification-format';
import { LoadError, LoadingRows, MoreButton, useErrorToast } from './gamification-states';

const HISTORY_ERROR = "Impossible de charger l'historique de vos points.";

/** The 'Activités' tab: every award, newest first, a page at a time. */
export function HistoryPanel() {
  const query = useHistory();
  useErrorToast(query.error, HISTORY_ERROR);

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingRows label="Chargement de vos activités…" />;
  } else if (!query.data) {
    body = <LoadError message={HISTORY_ERROR} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  } else {
    const entries = query.data.pages.flatMap((page) => page.items);
    body =
      entries.length === 0 ? (
        <HistoryEmpty />
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-2">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-2 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium">{entry.action.name}</p>
                  <p className="text-sm text-pretty text-muted-foreground">{entry.action.description}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
                  </p>
                </div>
                <p className="shrink-0 font-semibold text-green-800 tabular-nums">
                  {signedPointsLabel(entry.pointsAwarded)}
                </p>
              </li>
            ))}
          </ul>
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm text-destructive">
              {HISTORY_ERROR}
            </p>
          ) : null}
          {query.hasNextPage ? (
            <MoreButton loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
              Voir plus
            </MoreButton>
          ) : null}
        </div>
      );
  }

  return (
    <section aria-labelledby="history-heading" className="grid gap-4">
      <h2 id="history-heading" className="text-xl font-semibold">
        Vos activités
      </h2>
      {body}
    </section>
  );
}

function HistoryEmpty() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card/50 px-6 py-10 text-center">
      <p className="text-lg font-semibold">Vous n'avez pas encore gagné de points</p>
      <p className="mt-1 max-w-md text-pretty text-muted-foreground">
        Participez au forum, faites un quiz ou partagez une ressource : chaque contribution compte.
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/forum">Aller au forum</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/quiz">Faire un quiz</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/resources">Voir les ressources</Link>
        </Button>
      </div>
    </div>
  );
}
