import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { forumCommentLikes, forumComments, forumTopics } from '../../db/schema';
import type { Cursor } from './topic-cursor';
import { nextVersion } from './topics.repository';

const c = forumComments;

const commentColumns = {
  id: c.id,
  topicId: c.topicId,
  userId: c.userId,
  parentId: c.parentId,
  content: c.content,
  status: c.status,
  rejectionReason: c.rejectionReason,
  likeCount: c.likeCount,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
};

export type CommentRow = Awaited<ReturnType<CommentsRepository['findById']>> & {};

/** A topic never shows more comments than this (bounded query); far above any real thread. */
export const MAX_COMMENTS_PER_TOPIC = 1000;

export function createCommentsRepository(db: Queryable) {
  return {
    /**
     * A topic's comments the viewer may see, oldest first: the approved ones, their own, and all
     * of them for a moderator. Reads the topic's index range only.
     */
    async listForTopic(topicId: number, viewer: { id: number; moderator: boolean } | null) {
      const visible: SQL | undefined = viewer?.moderator
        ? undefined
        : viewer
          ? or(eq(c.status, 'approved'), eq(c.userId, viewer.id))
          : eq(c.status, 'approved');
      return db
        .select(commentColumns)
        .from(c)
        .where(and(eq(c.topicId, topicId), visible))
        .orderBy(asc(c.createdAt), asc(c.id))
        .limit(MAX_COMMENTS_PER_TOPIC);
    },

    /** A topic's comments that are not (or no longer) public: one author's, or everyone's (userId null). */
    async listUnapproved(topicId: number, userId: number | null) {
      return db
        .select(commentColumns)
        .from(c)
        .where(
          and(
            eq(c.topicId, topicId),
            ne(c.status, 'approved'),
            userId === null ? undefined : eq(c.userId, userId),
          ),
        )
        .orderBy(asc(c.createdAt), asc(c.id))
        .limit(MAX_COMMENTS_PER_TOPIC);
    },

    async findById(id: number) {
      const [row] = await db.select(commentColumns).from(c).where(eq(c.id, id)).limit(1);
      return row;
    },

    /** Comments listed outside their topic (moderation, my-comments), with the topic's title. */
    async listWithTopic(options: { where: SQL; order: 'oldest' | 'newest'; limit: number; cursor?: Cursor }) {
      const conditions = [options.where];
      if (options.cursor) {
        conditions.push(
          sql`(${c.createdAt}, ${c.id}) < (${new Date(options.cursor.value)}, ${options.cursor.id})`,
        );
      }
      const direction = options.order === 'oldest' ? asc : desc;
      return db
        .select({ ...commentColumns, topicTitle: forumTopics.title })
        .from(c)
        .innerJoin(forumTopics, eq(forumTopics.id, c.topicId))
        .where(and(...conditions))
        .orderBy(direction(c.createdAt), direction(c.id))
        .limit(options.limit);
    },

    async countPending() {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(c)
        .where(eq(c.status, 'pending'));
      return row?.count ?? 0;
    },

    async insert(values: { topicId: number; userId: number; content: string; parentId: number | null }) {
      const [row] = await db.insert(c).values(values).returning({ id: c.id });
      return row!.id;
    },

    /** The author's edit, only while pending: the check is in the UPDATE itself (see topics'). */
    async updateContent(id: number, content: string) {
      const changed = await db
        .update(c)
        .set({ content, updatedAt: nextVersion(c.updatedAt) })
        .where(and(eq(c.id, id), eq(c.status, 'pending')))
        .returning({ id: c.id });
      return changed.length > 0;
    },

    async lockStatus(id: number) {
      const [row] = await db
        .select({
          status: c.status,
          userId: c.userId,
          topicId: c.topicId,
          parentId: c.parentId,
          updatedAt: c.updatedAt,
        })
        .from(c)
        .where(eq(c.id, id))
        .for('update')
        .limit(1);
      return row;
    },

    async setStatus(id: number, status: 'approved' | 'rejected', reason: string | null, moderatorId: number) {
      await db
        .update(c)
        .set({ status, rejectionReason: reason, moderatedBy: moderatorId, moderatedAt: new Date() })
        .where(eq(c.id, id));
    },

    /** Which of these comments the user liked. */
    async likedBy(userId: number, commentIds: number[]) {
      if (commentIds.length === 0) return new Set<number>();
      const rows = await db
        .select({ id: forumCommentLikes.commentId })
        .from(forumCommentLikes)
        .where(and(eq(forumCommentLikes.userId, userId), inArray(forumCommentLikes.commentId, commentIds)));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
