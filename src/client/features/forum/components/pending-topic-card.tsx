import { excerpt, FORUM_LIMITS, type PendingTopic } from '@shared/features/forum';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime, relativeAge } from '@/features/forum/forum-format';

import { AuthorLine } from './author-line';
import { ModerationActions } from './moderation-actions';
import { StatusBadge } from './status-badge';

/**
 * A topic waiting for a decision, or recently rejected (SPEC "Forum screens": title, author id,
 * date, the content cut at 300 characters, 'Voir le sujet complet', Rejeter, Approuver).
 */
/** `viewerId`: the moderator looking, who may not approve their own topic. */
export function PendingTopicCard({ topic, viewerId }: { topic: PendingTopic; viewerId?: number }) {
  const titleId = `pending-topic-${topic.id}-title`;
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-lg font-semibold text-pretty break-words">
          {topic.title}
        </h3>
        {topic.status === 'pending' ? null : <StatusBadge status={topic.status} />}
      </div>

      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <span>
          Par <AuthorLine author={topic.author} className="text-foreground" />
        </span>
        {/* The id is what moderators go by (SPEC); the default name already shows it. */}
        {topic.userId === null || topic.author.name === `Utilisateur #${topic.userId}` ? null : (
          <span>(Utilisateur #{topic.userId})</span>
        )}
        <span aria-hidden="true">·</span>
        <time dateTime={topic.createdAt} title={formatDateTime(topic.createdAt)}>
          {relativeAge(topic.createdAt)}
        </time>
        <span className="sr-only">, le {formatDateTime(topic.createdAt)}</span>
      </p>

      {topic.categories.length > 0 ? (
        <ul aria-label="Catégories" className="flex flex-wrap gap-1.5">
          {topic.categories.map((category) => (
            <li key={category.id}>
              <Badge variant="outline">{category.name}</Badge>
            </li>
          ))}
        </ul>
      ) : null}

      <p className="text-sm leading-relaxed break-words whitespace-pre-line">
        {excerpt(topic.content, FORUM_LIMITS.moderationPreview)}
      </p>

      {topic.status === 'rejected' && topic.rejectionReason ? (
        <p className="rounded-md bg-destructive/5 px-3 py-2 text-sm">
          <span className="font-medium">Motif : </span>
          {topic.rejectionReason}
        </p>
      ) : null}

      <div className="flex flex-col gap-2 border-t pt-3 sm:flex-row sm:items-center sm:justify-between">
        <Button asChild variant="link" className="h-auto justify-start p-0">
          <Link to={`/forum/topic/${topic.id}`}>
            <ExternalLink aria-hidden="true" />
            Voir le sujet complet
            <span className="sr-only"> « {topic.title} »</span>
          </Link>
        </Button>
        <ModerationActions
          kind="topic"
          id={topic.id}
          topicId={topic.id}
          status={topic.status}
          version={topic.updatedAt}
          own={viewerId !== undefined && viewerId === topic.userId}
        />
      </div>
    </article>
  );
}
