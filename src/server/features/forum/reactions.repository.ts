import { and, eq, like, lt, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  forumCommentLikes,
  forumComments,
  forumTopicLikes,
  forumTopics,
  forumTopicViews,
} from '../../db/schema';

/** Likes (one per user and item) and views (one per viewer key and topic), with the counters kept in step. */
export function createReactionsRepository(db: Queryable) {
  return {
    /** What this user liked in a topic: the topic itself, and which of its comments (one query). */
    async likedIn(topicId: number, userId: number) {
      const rows = await unionAll(
        db
          .select({ id: forumTopicLikes.topicId, isTopic: sql<boolean>`true` })
          .from(forumTopicLikes)
          .where(and(eq(forumTopicLikes.topicId, topicId), eq(forumTopicLikes.userId, userId))),
        db
          .select({ id: forumCommentLikes.commentId, isTopic: sql<boolean>`false` })
          .from(forumCommentLikes)
          .innerJoin(forumComments, eq(forumComments.id, forumCommentLikes.commentId))
          .where(and(eq(forumCommentLikes.userId, userId), eq(forumComments.topicId, topicId))),
      );
      return {
        topic: rows.some((row) => row.isTopic),
        comments: new Set(rows.filter((row) => !row.isTopic).map((row) => row.id)),
      };
    },

    /** True when the like is new (and the counter was raised). */
    async likeTopic(topicId: number, userId: number) {
      const added = await db
        .insert(forumTopicLikes)
        .values({ topicId, userId })
        .onConflictDoNothing()
        .returning();
      if (added.length > 0) {
        await db
          .update(forumTopics)
          .set({ likeCount: sql`${forumTopics.likeCount} + 1` })
          .where(eq(forumTopics.id, topicId));
      }
      return added.length > 0;
    },

    async unlikeTopic(topicId: number, userId: number) {
      const removed = await db
        .delete(forumTopicLikes)
        .where(and(eq(forumTopicLikes.topicId, topicId), eq(forumTopicLikes.userId, userId)))
        .returning();
      if (removed.length > 0) {
        await db
          .update(forumTopics)
          .set({ likeCount: sql`greatest(${forumTopics.likeCount} - 1, 0)` })
          .where(eq(forumTopics.id, topicId));
      }
      return removed.length > 0;
    },

    async likeComment(commentId: number, userId: number) {
      const added = await db
        .insert(forumCommentLikes)
        .values({ commentId, userId })
        .onConflictDoNothing()
        .returning();
      if (added.length > 0) {
        await db
          .update(forumComments)
          .set({ likeCount: sql`${forumComments.likeCount} + 1` })
          .where(eq(forumComments.id, commentId));
      }
      return added.length > 0;
    },

    async unlikeComment(commentId: number, userId: number) {
      const removed = await db
        .delete(forumCommentLikes)
        .where(and(eq(forumCommentLikes.commentId, commentId), eq(forumCommentLikes.userId, userId)))
        .returning();
      if (removed.length > 0) {
        await db
          .update(forumComments)
          .set({ likeCount: sql`greatest(${forumComments.likeCount} - 1, 0)` })
          .where(eq(forumComments.id, commentId));
      }
      return removed.length > 0;
    },

    async likeCounts(kind: 'topic' | 'comment', id: number) {
      const table = kind === 'topic' ? forumTopics : forumComments;
      const [row] = await db.select({ likeCount: table.likeCount }).from(table).where(eq(table.id, id));
      return row?.likeCount ?? 0;
    },

    /**
     * Rows older than `date`; a visitor's rows (per address and day, docs/decisions/014) are of no
     * use after their day, so they go after two days whatever `date` is.
     */
    async purgeViewsBefore(date: Date, now = new Date()) {
      const visitorsBefore = new Date(now.getTime() - 2 * 86_400_000);
      await db
        .delete(forumTopicViews)
        .where(
          or(
            lt(forumTopicViews.createdAt, date),
            and(like(forumTopicViews.viewerKey, 'a:%'), lt(forumTopicViews.createdAt, visitorsBefore)),
          ),
        );
    },

    /** Counts the view the first time this viewer opens this topic; the new count, or null if already counted. */
    async recordView(topicId: number, viewerKey: string) {
      const added = await db
        .insert(forumTopicViews)
        .values({ topicId, viewerKey })
        .onConflictDoNothing()
        .returning({ topicId: forumTopicViews.topicId });
      if (added.length === 0) return null;
      const [row] = await db
        .update(forumTopics)
        .set({ viewCount: sql`${forumTopics.viewCount} + 1` })
        .where(eq(forumTopics.id, topicId))
        .returning({ viewCount: forumTopics.viewCount });
      return row?.viewCount ?? null;
    },
  };
}

export type ReactionsRepository = ReturnType<typeof createReactionsRepository>;
