import type { TopicSort } from '@shared/features/forum';
import { type AnyColumn, and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { forumCategories, forumTopicCategories, forumTopics } from '../../db/schema';
import { prefixQuery } from '../../lib/search-query';
import type { Cursor } from './topic-cursor';

const t = forumTopics;

/** What a list shows of a topic: the start of the content only (the excerpt is cut from it). */
export const summaryColumns = {
  id: t.id,
  userId: t.userId,
  title: t.title,
  contentStart: sql<string>`left(${t.content}, 400)`,
  status: t.status,
  rejectionReason: t.rejectionReason,
  viewCount: t.viewCount,
  likeCount: t.likeCount,
  commentCount: t.commentCount,
  createdAt: t.createdAt,
  lastActivityAt: t.lastActivityAt,
  updatedAt: t.updatedAt,
};

/**
 * A new version stamp for an edit: strictly later than the last one (two edits within a
 * millisecond still differ), so a moderator's `seenUpdatedAt` always tells versions apart.
 */
export const nextVersion = (column: AnyColumn) =>
  sql<Date>`greatest(date_trunc('milliseconds', clock_timestamp()), ${column} + interval '1 millisecond')`;

export type TopicSummaryRow = Awaited<ReturnType<TopicsRepository['list']>>[number];

export const sortColumns = {
  activity: t.lastActivityAt,
  recent: t.createdAt,
  popular: t.viewCount,
} as const;

/**
 * Which topics a list branch reads. Each branch is one index range (status or author first, then
 * the sort column), so a page costs its own rows whatever the table's size.
 */
export type TopicBranch =
  | { kind: 'approved' }
  | { kind: 'ownUnapproved'; userId: number }
  | { kind: 'pendingOfOthers'; userId: number | null }
  | { kind: 'byAuthor'; userId: number };

export type TopicListOptions = {
  branch: TopicBranch;
  sort: TopicSort;
  cursor?: Cursor;
  limit: number;
  q?: string;
  categoryId?: number;
};

function branchCondition(branch: TopicBranch): SQL {
  switch (branch.kind) {
    case 'approved':
      return eq(t.status, 'approved');
    case 'ownUnapproved':
      return and(eq(t.userId, branch.userId), ne(t.status, 'approved'))!;
    case 'pendingOfOthers':
      return branch.userId === null
        ? eq(t.status, 'pending')
        : and(eq(t.status, 'pending'), sql`${t.userId} IS DISTINCT FROM ${branch.userId}`)!;
    case 'byAuthor':
      return eq(t.userId, branch.userId);
  }
}

export function createTopicsRepository(db: Queryable) {
  return {
    /** One branch's page, in the sort order; null when the search has no searchable word. */
    async list({ branch, sort, cursor, limit, q, categoryId }: TopicListOptions) {
      const column = sortColumns[sort];
      const conditions = [branchCondition(branch)];
      if (q !== undefined) {
        const query = prefixQuery(q);
        if (!query) return [];
        conditions.push(sql`${t.search} @@ ${query}`);
      }
      if (categoryId !== undefined) {
        conditions.push(
          sql`EXISTS (SELECT 1 FROM ${forumTopicCategories} WHERE ${forumTopicCategories.topicId} = ${t.id} AND ${forumTopicCategories.categoryId} = ${categoryId})`,
        );
      }
      if (cursor) {
        const value = sort === 'popular' ? cursor.value : new Date(cursor.value);
        conditions.push(sql`(${column}, ${t.id}) < (${value}, ${cursor.id})`);
      }
      return db
        .select(summaryColumns)
        .from(t)
        .where(and(...conditions))
        .orderBy(desc(column), desc(t.id))
        .limit(limit);
    },

    /** The categories of some topics, by topic id. */
    async categoriesOf(topicIds: number[]) {
      const byTopic = new Map<number, { id: number; name: string }[]>();
      if (topicIds.length === 0) return byTopic;
      const rows = await db
        .select({
          topicId: forumTopicCategories.topicId,
          id: forumCategories.id,
          name: forumCategories.name,
        })
        .from(forumTopicCategories)
        .innerJoin(forumCategories, eq(forumCategories.id, forumTopicCategories.categoryId))
        .where(inArray(forumTopicCategories.topicId, topicIds))
        .orderBy(asc(forumCategories.order), asc(forumCategories.id));
      for (const { topicId, id, name } of rows) {
        const list = byTopic.get(topicId) ?? [];
        list.push({ id, name });
        byTopic.set(topicId, list);
      }
      return byTopic;
    },

    async findById(id: number) {
      const [row] = await db
        .select({ ...summaryColumns, content: t.content })
        .from(t)
        .where(eq(t.id, id))
        .limit(1);
      return row;
    },

    /** Moderation queues: pending oldest first, rejected newest first. */
    async listByStatus(status: 'pending' | 'rejected', limit: number) {
      return db
        .select({ ...summaryColumns, content: t.content })
        .from(t)
        .where(eq(t.status, status))
        .orderBy(
          status === 'pending' ? asc(t.createdAt) : desc(t.createdAt),
          status === 'pending' ? asc(t.id) : desc(t.id),
        )
        .limit(limit);
    },

    async insert(values: { userId: number; title: string; content: string }, categoryIds: number[]) {
      const [row] = await db.insert(t).values(values).returning({ id: t.id });
      await db
        .insert(forumTopicCategories)
        .values(categoryIds.map((categoryId) => ({ topicId: row!.id, categoryId })));
      return row!.id;
    },

    /**
     * The author's edit, only while pending (DECISIONS.md "Forum"): the status check is part of the
     * UPDATE, so a decision committed meanwhile wins and the edit changes nothing (false).
     */
    async update(id: number, values: { title: string; content: string }, categoryIds: number[]) {
      const changed = await db
        .update(t)
        .set({ ...values, updatedAt: nextVersion(t.updatedAt) })
        .where(and(eq(t.id, id), eq(t.status, 'pending')))
        .returning({ id: t.id });
      if (changed.length === 0) return false;
      await db.delete(forumTopicCategories).where(eq(forumTopicCategories.topicId, id));
      await db
        .insert(forumTopicCategories)
        .values(categoryIds.map((categoryId) => ({ topicId: id, categoryId })));
      return true;
    },

    /** The status before the change, read under a row lock so two moderators never both "transition" it. */
    async lockStatus(id: number) {
      const [row] = await db
        .select({ status: t.status, userId: t.userId, title: t.title, updatedAt: t.updatedAt })
        .from(t)
        .where(eq(t.id, id))
        .for('update')
        .limit(1);
      return row;
    },

    async setStatus(id: number, status: 'approved' | 'rejected', reason: string | null, moderatorId: number) {
      await db
        .update(t)
        .set({ status, rejectionReason: reason, moderatedBy: moderatorId, moderatedAt: new Date() })
        .where(eq(t.id, id));
    },

    /** Keeps the categories' approved-topic counts in step when a topic enters or leaves 'approved'. */
    async shiftCategoryCounts(topicId: number, delta: 1 | -1) {
      await db
        .update(forumCategories)
        .set({ topicCount: sql`greatest(${forumCategories.topicCount} + ${delta}, 0)` })
        .where(
          inArray(
            forumCategories.id,
            db
              .select({ id: forumTopicCategories.categoryId })
              .from(forumTopicCategories)
              .where(eq(forumTopicCategories.topicId, topicId)),
          ),
        );
    },

    async shiftCommentCount(topicId: number, delta: 1 | -1) {
      await db
        .update(t)
        .set({
          commentCount: sql`greatest(${t.commentCount} + ${delta}, 0)`,
          ...(delta === 1 ? { lastActivityAt: new Date() } : {}),
        })
        .where(eq(t.id, topicId));
    },

    async countPending() {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(t)
        .where(eq(t.status, 'pending'));
      return row?.count ?? 0;
    },
  };
}

export type TopicsRepository = ReturnType<typeof createTopicsRepository>;
