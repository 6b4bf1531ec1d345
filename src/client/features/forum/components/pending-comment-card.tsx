import type { ForumCommentWithTopic } from '@shared/features/forum';
import { CornerDownRight, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';

import { formatDateTime, relativeAge } from '@/features/forum/forum-format';

import { AuthorLine } from './author-line';
import { ModerationActions } from './moderation-actions';
import { StatusBadge } from './status-badge';

/**
 * A comment waiting for a decision, or recently rejected (SPEC "Forum screens": author, topic id
 * and a link to it, date, the parent comment when a reply, Rejeter and Approuver).
 */
/** `viewerId`: the moderator looking, who may not approve their own comment. */
export function PendingCommentCard({
  comment,
  viewerId,
}: {
  comment: ForumCommentWithTopic;
  viewerId?: number;
}) {
  const titleId = `pending-comment-${comment.id}-title`;
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="flex min-w-0 items-start gap-2 font-semibold">
          <MessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 break-words">
            Commentaire sur{' '}
            <Link
              to={`/forum/topic/${comment.topicId}#comment-${comment.id}`}
              className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              « {comment.topicTitle} »
            </Link>{' '}
            <span className="font-normal text-muted-foreground">(sujet #{comment.topicId})</span>
          </span>
        </h3>
        {comment.status === 'pending' ? null : <StatusBadge status={comment.status} />}
      </div>

      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <span>
          Par <AuthorLine author={comment.author} className="text-foreground" />
        </span>
        {/* The id is what moderators go by (SPEC); the default name already shows it. */}
        {comment.userId === null || comment.author.name === `Utilisateur #${comment.userId}` ? null : (
          <span>(Utilisateur #{comment.userId})</span>
        )}
        <span aria-hidden="true">·</span>
        <time dateTime={comment.createdAt} title={formatDateTime(comment.createdAt)}>
          {relativeAge(comment.createdAt)}
        </time>
        <span className="sr-only">, le {formatDateTime(comment.createdAt)}</span>
      </p>

      {comment.parentId === null ? null : (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CornerDownRight aria-hidden="true" className="size-4" />
          En réponse au commentaire #{comment.parentId}
        </p>
      )}

      <blockquote className="border-l-4 border-muted pl-4 text-sm leading-relaxed break-words whitespace-pre-line">
        {comment.content}
      </blockquote>

      {comment.status === 'rejected' && comment.rejectionReason ? (
        <p className="rounded-md bg-destructive/5 px-3 py-2 text-sm">
          <span className="font-medium">Motif : </span>
          {comment.rejectionReason}
        </p>
      ) : null}

      <div className="flex justify-end border-t pt-3">
        <ModerationActions
          kind="comment"
          id={comment.id}
          topicId={comment.topicId}
          status={comment.status}
          version={comment.updatedAt}
          own={viewerId !== undefined && viewerId === comment.userId}
        />
      </div>
    </article>
  );
}
