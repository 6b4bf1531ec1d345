import { forumMessages } from '@shared/features/forum';
import type { ForumNotification, NotificationList, NotificationType } from '@shared/features/notifications';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { forumTopics, notifications } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';

export type NewNotification = {
  /** The recipient; nothing is sent when null (deleted account) or when it is the actor. */
  userId: number | null;
  actorId: number;
  type: NotificationType;
  topicId: number;
  commentId?: number | null;
  reason?: string | null;
};

const LATEST = 20;

/** The bell of DECISIONS.md "Forum": moderation decisions, replies and likes, for the author concerned. */
export function createNotificationsService(db: Db) {
  return {
    /** Written inside the caller's transaction, so a decision and its notice stand or fall together. */
    async notify(tx: Queryable, n: NewNotification) {
      if (n.userId === null || n.userId === n.actorId) return;
      const commentId = n.commentId ?? null;
      if (n.type === 'topic_like' || n.type === 'comment_like') {
        // Like, unlike, like again: one unread notice is enough.
        const [unread] = await tx
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, n.userId),
              eq(notifications.type, n.type),
              eq(notifications.topicId, n.topicId),
              commentId === null ? isNull(notifications.commentId) : eq(notifications.commentId, commentId),
              isNull(notifications.readAt),
            ),
          )
          .limit(1);
        if (unread) return;
      }
      await tx.insert(notifications).values({
        userId: n.userId,
        type: n.type,
        topicId: n.topicId,
        commentId,
        reason: n.reason ?? null,
      });
    },

    async list(userId: number): Promise<NotificationList> {
      const [rows, [unread]] = await Promise.all([
        db
          .select({
            id: notifications.id,
            type: notifications.type,
            topicId: notifications.topicId,
            commentId: notifications.commentId,
            topicTitle: forumTopics.title,
            reason: notifications.reason,
            readAt: notifications.readAt,
            createdAt: notifications.createdAt,
          })
          .from(notifications)
          .leftJoin(forumTopics, eq(forumTopics.id, notifications.topicId))
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(LATEST),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
      ]);
      return {
        unreadCount: unread?.count ?? 0,
        items: rows.map(
          (row): ForumNotification => ({
            id: row.id,
            type: row.type as NotificationType,
            topicId: row.topicId,
            commentId: row.commentId,
            topicTitle: row.topicTitle,
            reason: row.reason,
            read: row.readAt !== null,
            createdAt: row.createdAt.toISOString(),
          }),
        ),
      };
    },

    async markRead(userId: number, id: number) {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      if (rows.length === 0) throw new NotFoundError(forumMessages.notificationNotFound);
    },

    async markAllRead(userId: number) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
