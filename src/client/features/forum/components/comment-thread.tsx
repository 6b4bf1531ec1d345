import type { PublicUser } from '@shared/features/auth';
import type { ForumComment } from '@shared/features/forum';

import { CommentItem } from './comment-item';

export type CommentGroup = { comment: ForumComment; replies: ForumComment[] };

/**
 * One level of replies (SPEC "Forum screens"): the flat list, oldest first, grouped under each
 * top-level comment. A reply whose parent the caller cannot see (still pending, by someone else)
 * is shown at the top level rather than lost.
 */
export function groupComments(comments: ForumComment[]): CommentGroup[] {
  const groups = new Map<number, CommentGroup>();
  for (const comment of comments) {
    if (comment.parentId === null) groups.set(comment.id, { comment, replies: [] });
  }
  const result: CommentGroup[] = [];
  for (const comment of comments) {
    const parent = comment.parentId === null ? undefined : groups.get(comment.parentId);
    if (parent) parent.replies.push(comment);
    else result.push(groups.get(comment.id) ?? { comment, replies: [] });
  }
  return result;
}

type Props = {
  comments: ForumComment[];
  topicId: number;
  user: PublicUser | null;
  /** Puts the comment form in reply mode; absent when the user cannot reply. */
  onReply?: ((comment: ForumComment) => void) | undefined;
};

export function CommentThread({ comments, topicId, user, onReply }: Props) {
  return (
    <ul className="grid gap-4">
      {groupComments(comments).map(({ comment, replies }) => (
        <li key={comment.id}>
          <CommentItem
            comment={comment}
            topicId={topicId}
            user={user}
            // Only a top-level comment takes replies (the server refuses a reply to a reply).
            onReply={comment.parentId === null && comment.status !== 'rejected' ? onReply : undefined}
          />
          {replies.length > 0 ? (
            <ul
              aria-label={`Réponses à ${comment.author.name}`}
              className="mt-3 ml-3 grid gap-3 border-l-2 border-muted pl-3 sm:ml-6 sm:pl-5"
            >
              {replies.map((reply) => (
                <li key={reply.id}>
                  <CommentItem comment={reply} topicId={topicId} user={user} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
