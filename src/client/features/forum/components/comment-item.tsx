import type { PublicUser } from '@shared/features/auth';
import type { ForumComment } from '@shared/features/forum';
import { Pencil, Reply } from 'lucide-react';
import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { useLikeComment } from '@/features/forum/api/like-comment';
import { formatDateTime, relativeAge } from '@/features/forum/forum-format';

import { AuthorLine } from './author-line';
import { CommentEditForm } from './comment-edit-form';
import { ForumContent } from './forum-content';
import { LikeButton, likeBlockedReason, likeFailed } from './like-button';
import { ModerationActions } from './moderation-actions';
import { StatusBadge } from './status-badge';

type Props = {
  comment: ForumComment;
  topicId: number;
  user: PublicUser | null;
  /** Present on a top-level comment the user may answer. */
  onReply?: ((comment: ForumComment) => void) | undefined;
};

export function isModerator(user: PublicUser | null): boolean {
  return user?.role === 'moderator' || user?.role === 'admin';
}

/**
 * One comment: author, relative date, its status when not yet public (DECISIONS.md "Forum"), the
 * text line by line, then its actions: like, reply, the author's edit while pending, moderation.
 */
export function CommentItem({ comment, topicId, user, onReply }: Props) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const like = useLikeComment(topicId);

  const stopEditing = () => {
    setEditing(false);
    // Back where the user was, rather than at the top of the page.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <article
      aria-label={`Commentaire de ${comment.author.name}`}
      className="rounded-lg border bg-card p-3 shadow-xs sm:p-4"
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <AuthorLine author={comment.author} />
        <span aria-hidden="true" className="text-muted-foreground">
          ·
        </span>
        <time
          dateTime={comment.createdAt}
          title={formatDateTime(comment.createdAt)}
          className="text-muted-foreground"
        >
          {relativeAge(comment.createdAt)}
        </time>
        {comment.status === 'approved' ? null : <StatusBadge status={comment.status} long />}
      </header>
      {comment.status === 'rejected' && comment.rejectionReason ? (
        <p className="mt-2 text-sm text-destructive">Motif : {comment.rejectionReason}</p>
      ) : null}

      {editing ? (
        <CommentEditForm comment={comment} onDone={stopEditing} />
      ) : (
        <>
          <ForumContent text={comment.content} className="mt-2" />
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <LikeButton
              size="sm"
              liked={comment.likedByMe}
              count={comment.likeCount}
              blockedReason={likeBlockedReason(user, comment)}
              pending={like.isPending}
              onToggle={(value) => like.mutate({ id: comment.id, like: value }, { onError: likeFailed })}
            />
            {user && onReply ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => onReply(comment)}>
                <Reply aria-hidden="true" />
                {'Répondre '}
                <span className="sr-only">à {comment.author.name}</span>
              </Button>
            ) : null}
            {comment.canEdit ? (
              <Button
                ref={editButton}
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden="true" />
                {'Modifier '}
                <span className="sr-only">le commentaire</span>
              </Button>
            ) : null}
            {isModerator(user) ? (
              <ModerationActions
                kind="comment"
                id={comment.id}
                topicId={topicId}
                status={comment.status}
                version={comment.updatedAt}
                own={user?.id === comment.userId}
                compact
              />
            ) : null}
          </div>
        </>
      )}
    </article>
  );
}
