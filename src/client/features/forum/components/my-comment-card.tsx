import type { ForumCommentWithTopic } from '@shared/features/forum';
import { CornerDownRight, Heart } from 'lucide-react';
import { Link } from 'react-router';

import { formatDateTime, relativeAge } from '@/features/forum/forum-format';

import { OwnItemNotice } from './own-item-notice';
import { StatusBadge } from './status-badge';
import { likesLabel } from './topic-card';

/** One of the user's comments, outside its topic: the topic's title links to /forum/topic/{topicId}. */
export function MyCommentCard({ comment }: { comment: ForumCommentWithTopic }) {
  return (
    <article className="group relative rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-md sm:p-5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 text-sm text-muted-foreground">
        <StatusBadge status={comment.status} />
        {comment.parentId !== null ? (
          <span className="inline-flex items-center gap-1">
            <CornerDownRight aria-hidden="true" className="size-4" />
            Réponse à un commentaire
          </span>
        ) : null}
      </div>

      <h3 className="mt-2.5 text-sm text-muted-foreground">
        Sur le sujet{' '}
        <Link
          to={`/forum/topic/${comment.topicId}`}
          className="font-semibold text-foreground outline-none break-words group-hover:text-primary after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
        >
          « {comment.topicTitle} »
        </Link>
      </h3>

      <p className="mt-2 line-clamp-4 whitespace-pre-line break-words">{comment.content}</p>

      <OwnItemNotice kind="comment" status={comment.status} rejectionReason={comment.rejectionReason} />

      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <time dateTime={comment.createdAt} title={formatDateTime(comment.createdAt)}>
          {relativeAge(comment.createdAt)}
        </time>
        {comment.status === 'approved' ? (
          <span className="inline-flex items-center gap-1" title={likesLabel(comment.likeCount)}>
            <Heart aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{comment.likeCount}</span>
            <span className="sr-only">{likesLabel(comment.likeCount)}</span>
          </span>
        ) : null}
      </div>
    </article>
  );
}
