import { ArrowLeft, CircleCheckBig, MessageSquareText } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/features/auth/api/get-user';
import { useModerationCounts } from '@/features/forum/api/get-moderation-counts';
import { usePendingComments } from '@/features/forum/api/get-pending-comments';
import { usePendingTopics } from '@/features/forum/api/get-pending-topics';
import { useRejectedComments } from '@/features/forum/api/get-rejected-comments';
import { useRejectedTopics } from '@/features/forum/api/get-rejected-topics';
import { ModerationList } from '@/features/forum/components/moderation-list';
import { PendingCommentCard } from '@/features/forum/components/pending-comment-card';
import { PendingTopicCard } from '@/features/forum/components/pending-topic-card';

const tabs = ['topics', 'comments', 'rejected'] as const;
type Tab = (typeof tabs)[number];

function CountBadge({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Badge aria-hidden="true" variant={count > 0 ? 'default' : 'secondary'} className="min-w-6 tabular-nums">
      {count}
    </Badge>
  );
}

/** A tab's name with its count, read as 'Sujets en attente (3)'. */
function withCount(label: string, count: number | undefined) {
  return count === undefined ? label : `${label} (${count})`;
}

/** The latest rejections, so that one can be reversed (DECISIONS.md "Forum"). Mounted only when open. */
function RejectedPanel({ viewerId }: { viewerId: number | undefined }) {
  const topics = useRejectedTopics();
  const comments = useRejectedComments();
  return (
    <div className="grid gap-10">
      <section aria-labelledby="rejected-topics-title" className="grid gap-4">
        <h2 id="rejected-topics-title" className="text-xl font-semibold">
          Sujets refusés
        </h2>
        <ModerationList
          query={topics}
          loadingLabel="Chargement des sujets refusés…"
          errorText="Erreur lors de la récupération des sujets refusés"
          emptyIcon={<CircleCheckBig aria-hidden="true" />}
          emptyText="Aucun sujet refusé récemment."
          renderItem={(topic) => <PendingTopicCard topic={topic} viewerId={viewerId} />}
        />
      </section>
      <section aria-labelledby="rejected-comments-title" className="grid gap-4">
        <h2 id="rejected-comments-title" className="text-xl font-semibold">
          Commentaires refusés
        </h2>
        <ModerationList
          query={comments}
          loadingLabel="Chargement des commentaires refusés…"
          errorText="Erreur lors de la récupération des commentaires refusés"
          emptyIcon={<CircleCheckBig aria-hidden="true" />}
          emptyText="Aucun commentaire refusé récemment."
          renderItem={(comment) => <PendingCommentCard comment={comment} viewerId={viewerId} />}
        />
      </section>
    </div>
  );
}

/**
 * /forum/moderation (moderators and admins: guarded in the router, enforced by the API). The pending
 * topics and comments, oldest first, and the latest rejections.
 */
export default function ForumModerationPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('onglet');
  const tab: Tab = tabs.find((value) => value === tabParam) ?? 'topics';

  const topics = usePendingTopics();
  const comments = usePendingComments();
  const viewerId = useUser().data?.id;
  // The exact counts (the lists stop at 100); the lists' lengths until they arrive.
  const counts = useModerationCounts(true);
  const topicCount = counts.data?.topics ?? topics.data?.length;
  const commentCount = counts.data?.comments ?? comments.data?.length;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <Button asChild variant="ghost" className="-ml-3 mb-4">
        <Link to="/forum">
          <ArrowLeft aria-hidden="true" />
          Retour au forum
        </Link>
      </Button>

      <h1 className="text-3xl font-bold tracking-tight">Modération du forum</h1>
      <p className="mt-2 text-pretty text-muted-foreground">
        Les sujets et commentaires ne sont publiés qu'après votre approbation. Les plus anciens sont en
        premier.
      </p>

      <Tabs
        value={tab}
        onValueChange={(value) => {
          const next = tabs.find((candidate) => candidate === value) ?? 'topics';
          setParams(next === 'topics' ? {} : { onglet: next }, { replace: true });
        }}
        className="mt-8 gap-6"
      >
        <TabsList className="grid h-auto w-full grid-cols-1 gap-1 sm:inline-flex sm:w-fit">
          <TabsTrigger
            value="topics"
            aria-label={withCount('Sujets en attente', topicCount)}
            className="h-9 px-4"
          >
            Sujets en attente
            <CountBadge count={topicCount} />
          </TabsTrigger>
          <TabsTrigger
            value="comments"
            aria-label={withCount('Commentaires en attente', commentCount)}
            className="h-9 px-4"
          >
            Commentaires en attente
            <CountBadge count={commentCount} />
          </TabsTrigger>
          <TabsTrigger value="rejected" className="h-9 px-4">
            Refusés
          </TabsTrigger>
        </TabsList>

        <TabsContent value="topics">
          <h2 className="sr-only">Sujets en attente</h2>
          <ModerationList
            query={topics}
            loadingLabel="Chargement des sujets en attente…"
            errorText="Erreur lors de la récupération des sujets en attente"
            emptyIcon={<CircleCheckBig aria-hidden="true" />}
            emptyText="Aucun sujet en attente de modération."
            renderItem={(topic) => <PendingTopicCard topic={topic} viewerId={viewerId} />}
          />
        </TabsContent>
        <TabsContent value="comments">
          <h2 className="sr-only">Commentaires en attente</h2>
          <ModerationList
            query={comments}
            loadingLabel="Chargement des commentaires en attente…"
            errorText="Erreur lors de la récupération des commentaires en attente"
            emptyIcon={<MessageSquareText aria-hidden="true" />}
            emptyText="Aucun commentaire en attente de modération."
            renderItem={(comment) => <PendingCommentCard comment={comment} viewerId={viewerId} />}
          />
        </TabsContent>
        <TabsContent value="rejected">
          <RejectedPanel viewerId={viewerId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
