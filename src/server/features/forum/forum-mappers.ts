import type { Role } from '@shared/features/auth';
import {
  type CategoryRef,
  excerpt,
  FORUM_LIMITS,
  type ForumAuthor,
  type ForumComment,
  type ForumStatus,
  type ForumTopicSummary,
  forumMessages,
} from '@shared/features/forum';
import { ConflictError } from '../../lib/errors';
import type { CommentRow } from './comments.repository';
import type { TopicSummaryRow } from './topics.repository';

/** Who is asking: null for a visitor. */
export type Viewer = { id: number; role: Role } | null;

export const isModerator = (viewer: Viewer) => viewer !== null && viewer.role !== 'user';

/** Approved items are public; the others only for their author and the moderators (DECISIONS.md). */
export function canSee(viewer: Viewer, item: { status: string; userId: number | null }) {
  return item.status === 'approved' || isModerator(viewer) || (viewer !== null && viewer.id === item.userId);
}

/** A moderator's decision (SPEC §7 `approved`), with the version they read (docs/decisions/017). */
export type Decision = { approved: boolean; reason?: string; seenUpdatedAt?: string };

/**
 * An approval publishes what the moderator read or nothing: run under the row's lock, so no edit
 * can land between this check and the status change. A rejection needs no such check.
 */
export function checkSeenVersion(decision: Decision, current: Date) {
  const { approved, seenUpdatedAt } = decision;
  if (approved && seenUpdatedAt !== undefined && Date.parse(seenUpdatedAt) !== current.getTime()) {
    throw new ConflictError(forumMessages.changedSinceSeen);
  }
}

/** A rejection's reason is for the author and the moderators only. */
function reasonFor(
  viewer: Viewer,
  item: { userId: number | null; status: string; rejectionReason: string | null },
) {
  const concerned = isModerator(viewer) || (viewer !== null && viewer.id === item.userId);
  return concerned && item.status === 'rejected' && item.rejectionReason
    ? { rejectionReason: item.rejectionReason }
    : {};
}

export function toTopicSummary(
  row: TopicSummaryRow,
  categories: CategoryRef[],
  viewer: Viewer,
  author: ForumAuthor,
): ForumTopicSummary {
  return {
    id: row.id,
    userId: row.userId,
    author,
    title: row.title,
    excerpt: excerpt(row.contentStart, FORUM_LIMITS.listExcerpt),
    status: row.status as ForumStatus,
    isApproved: row.status === 'approved',
    ...reasonFor(viewer, row),
    viewCount: row.viewCount,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    categories,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toComment(
  row: CommentRow,
  viewer: Viewer,
  likedByMe: boolean,
  author: ForumAuthor,
): ForumComment {
  return {
    id: row.id,
    topicId: row.topicId,
    userId: row.userId,
    author,
    content: row.content,
    parentId: row.parentId,
    status: row.status as ForumStatus,
    isApproved: row.status === 'approved',
    ...reasonFor(viewer, row),
    likeCount: row.likeCount,
    likedByMe,
    canEdit: viewer !== null && viewer.id === row.userId && row.status === 'pending',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
