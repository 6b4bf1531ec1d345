import { type BadgeId, type PointAction, pointActions } from '@shared/features/gamification';
import type { Queryable } from '../../db/client';
import { createLedgerRepository } from './ledger.repository';

/** Milestones reached by counting one kind of award (DECISIONS.md "badges for milestones"). */
export const milestones: Partial<Record<PointAction, { count: number; badge: BadgeId }[]>> = {
  topic_approved: [{ count: 1, badge: 'first-topic' }],
  comment_approved: [
    { count: 1, badge: 'first-comment' },
    { count: 10, badge: 'ten-comments' },
  ],
  like_received: [
    { count: 1, badge: 'first-like' },
    { count: 25, badge: 'twenty-five-likes' },
  ],
  resource_shared: [{ count: 1, badge: 'first-share' }],
};

/** A title quoted in a history line, cut so one long title does not swamp the list. */
const quoted = (title: string) => `« ${title.length > 80 ? `${title.slice(0, 79)}…` : title} »`;

type LikeTarget = {
  authorId: number;
  likerId: number;
  kind: 'topic' | 'comment';
  itemId: number;
  title: string;
};

/**
 * The points the forum and the library earn (DECISIONS.md "Points and levels"), written in the
 * caller's transaction so an award stands or falls with what earned it.
 */
export function createAwards() {
  async function award(
    db: Queryable,
    action: PointAction,
    userId: number,
    reference: string,
    description: string,
  ) {
    const ledger = createLedgerRepository(db);
    const points = pointActions[action].points ?? 0;
    const isNew = await ledger.award({ userId, action, points, reference, description });
    if (!isNew) return false;
    const reached = milestones[action];
    if (reached) {
      const held = await ledger.countAwards(userId, action);
      for (const { count, badge } of reached) if (held >= count) await ledger.grantBadge(userId, badge);
    }
    return true;
  }

  return {
    topicApproved: (db: Queryable, topic: { userId: number; id: number; title: string }) =>
      award(
        db,
        'topic_approved',
        topic.userId,
        `topic:${topic.id}`,
        `Votre sujet ${quoted(topic.title)} a été publié.`,
      ),

    /** A published topic rejected afterwards no longer earns its points. */
    topicUnpublished: (db: Queryable, topic: { userId: number; id: number }) =>
      createLedgerRepository(db).withdraw(topic.userId, 'topic_approved', `topic:${topic.id}`),

    commentApproved: (db: Queryable, comment: { userId: number; id: number; topicTitle: string }) =>
      award(
        db,
        'comment_approved',
        comment.userId,
        `comment:${comment.id}`,
        `Votre commentaire sur ${quoted(comment.topicTitle)} a été publié.`,
      ),

    commentUnpublished: (db: Queryable, comment: { userId: number; id: number }) =>
      createLedgerRepository(db).withdraw(comment.userId, 'comment_approved', `comment:${comment.id}`),

    /** One award per liker and item: unliking takes it back, liking again gives it again. */
    likeReceived: (db: Queryable, like: LikeTarget) =>
      award(
        db,
        'like_received',
        like.authorId,
        `${like.kind}:${like.itemId}:${like.likerId}`,
        like.kind === 'topic'
          ? `Un membre a aimé votre sujet ${quoted(like.title)}.`
          : `Un membre a aimé votre commentaire sur ${quoted(like.title)}.`,
      ),

    likeWithdrawn: (db: Queryable, like: Omit<LikeTarget, 'title'>) =>
      createLedgerRepository(db).withdraw(
        like.authorId,
        'like_received',
        `${like.kind}:${like.itemId}:${like.likerId}`,
      ),

    /** Once per resource and user, however often it is shared. */
    resourceShared: (db: Queryable, share: { userId: number; resourceId: number; title: string }) =>
      award(
        db,
        'resource_shared',
        share.userId,
        `resource:${share.resourceId}`,
        `Vous avez partagé la ressource ${quoted(share.title)}.`,
      ),
  };
}

export type Awards = ReturnType<typeof createAwards>;
