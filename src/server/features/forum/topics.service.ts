import {
  type ForumTopic,
  type ForumTopicDetail,
  type ForumTopicSummary,
  forumMessages,
  type PendingTopic,
  type TopicData,
  type TopicSort,
} from '@shared/features/forum';
import type { Db } from '../../db/client';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { NotificationsService } from '../notifications/notifications.service';
import { createCategoriesRepository } from './categories.repository';
import { createCommentsRepository } from './comments.repository';
import { canSee, isModerator, toComment, toTopicSummary, type Viewer } from './forum-mappers';
import { createReactionsRepository } from './reactions.repository';
import { type Cursor, decodeCursor, encodeCursor } from './topic-cursor';
import { createTopicsRepository, type TopicBranch, type TopicSummaryRow } from './topics.repository';

export type TopicListRequest = {
  viewer: Viewer;
  q?: string;
  sort: TopicSort;
  limit: number;
  cursor?: string;
  categoryId?: number;
};

export type TopicPage = { items: ForumTopicSummary[]; nextCursor: string | null };

function sortValue(row: TopicSummaryRow, sort: TopicSort): string | number {
  const value = row[sort === 'activity' ? 'lastActivityAt' : sort === 'recent' ? 'createdAt' : 'viewCount'];
  return value instanceof Date ? value.toISOString() : value;
}

/** Descending by the sort value, then by id: the order every branch's index gives. */
function compareDesc(sort: TopicSort) {
  return (a: TopicSummaryRow, b: TopicSummaryRow) => {
    const x = sortValue(a, sort);
    const y = sortValue(b, sort);
    if (x !== y) return x < y ? 1 : -1;
    return b.id - a.id;
  };
}

export function createTopicsService({ db, notifications }: { db: Db; notifications: NotificationsService }) {
  const topics = createTopicsRepository(db);
  const comments = createCommentsRepository(db);
  const reactions = createReactionsRepository(db);

  /** Rows → API summaries, with their categories in one query. */
  async function summaries(rows: TopicSummaryRow[], viewer: Viewer) {
    const categories = await topics.categoriesOf(rows.map((row) => row.id));
    return rows.map((row) => toTopicSummary(row, categories.get(row.id) ?? [], viewer));
  }

  /** Reads each visible branch's page through its index and merges them: the page is exact. */
  async function page(branches: TopicBranch[], request: Omit<TopicListRequest, 'viewer'>, viewer: Viewer) {
    const cursor: Cursor | undefined = decodeCursor(request.cursor, request.sort);
    const limit = request.limit + 1;
    const parts = await Promise.all(
      branches.map((branch) =>
        topics.list({
          branch,
          sort: request.sort,
          cursor,
          limit,
          q: request.q || undefined,
          categoryId: request.categoryId,
        }),
      ),
    );
    const rows = parts.flat().sort(compareDesc(request.sort)).slice(0, limit);
    const hasMore = rows.length > request.limit;
    const shown = rows.slice(0, request.limit);
    const last = shown.at(-1);
    return {
      items: await summaries(shown, viewer),
      nextCursor:
        hasMore && last ? encodeCursor({ value: sortValue(last, request.sort), id: last.id }) : null,
    };
  }

  async function visibleTopic(id: number, viewer: Viewer) {
    const row = await topics.findById(id);
    if (!row) throw new NotFoundError(forumMessages.topicNotFound);
    if (!canSee(viewer, row)) throw new ForbiddenError(forumMessages.topicPending);
    return row;
  }

  async function checkCategories(ids: number[]) {
    const existing = await createCategoriesRepository(db).existingIds(ids);
    if (existing.size !== ids.length) throw new BadRequestError(forumMessages.unknownCategories);
  }

  async function detail(id: number, viewer: Viewer, viewCount?: number | null): Promise<ForumTopicDetail> {
    const row = await visibleTopic(id, viewer);
    if (viewCount) row.viewCount = viewCount;
    const commentRows = await comments.listForTopic(
      id,
      viewer && { id: viewer.id, moderator: isModerator(viewer) },
    );
    const [categories, likedTopic, likedComments] = await Promise.all([
      topics.categoriesOf([id]),
      viewer ? reactions.topicLikedBy(id, viewer.id) : false,
      viewer
        ? comments.likedBy(
            viewer.id,
            commentRows.map((c) => c.id),
          )
        : new Set<number>(),
    ]);
    const topicCategories = categories.get(id) ?? [];
    const topic: ForumTopic = {
      ...toTopicSummary(row, topicCategories, viewer),
      content: row.content,
      likedByMe: likedTopic,
      canEdit: viewer !== null && viewer.id === row.userId && row.status === 'pending',
    };
    return {
      topic,
      comments: commentRows.map((c) => toComment(c, viewer, likedComments.has(c.id))),
      categories: topicCategories,
    };
  }

  return {
    /** The forum's lists: approved topics, plus one's own unapproved ones, plus every pending one for a moderator. */
    list({ viewer, ...request }: TopicListRequest): Promise<TopicPage> {
      const branches: TopicBranch[] = [{ kind: 'approved' }];
      if (viewer) branches.push({ kind: 'ownUnapproved', userId: viewer.id });
      if (isModerator(viewer)) branches.push({ kind: 'pendingOfOthers', userId: viewer?.id ?? null });
      return page(branches, request, viewer);
    },

    listByAuthor(viewer: NonNullable<Viewer>, request: { limit: number; cursor?: string }) {
      return page([{ kind: 'byAuthor', userId: viewer.id }], { ...request, sort: 'recent' }, viewer);
    },

    /** The topic page; counts a view the first time this viewer opens an approved topic. */
    async get(id: number, viewer: Viewer, viewerKey: string | null) {
      const row = await visibleTopic(id, viewer);
      const viewCount =
        viewerKey && row.status === 'approved' ? await reactions.recordView(id, viewerKey) : null;
      return detail(id, viewer, viewCount);
    },

    async create(viewer: NonNullable<Viewer>, data: TopicData): Promise<ForumTopic> {
      await checkCategories(data.categories);
      const id = await db.transaction((tx) =>
        createTopicsRepository(tx).insert(
          { userId: viewer.id, title: data.title, content: data.content },
          data.categories,
        ),
      );
      return (await detail(id, viewer)).topic;
    },

    /** DECISIONS.md: an author may edit their topic while it is pending. */
    async update(id: number, viewer: NonNullable<Viewer>, data: TopicData): Promise<ForumTopic> {
      const row = await visibleTopic(id, viewer);
      if (row.userId !== viewer.id) throw new ForbiddenError(forumMessages.notAuthor);
      if (row.status !== 'pending') throw new ConflictError(forumMessages.editOnlyPending);
      await checkCategories(data.categories);
      await db.transaction((tx) =>
        createTopicsRepository(tx).update(id, { title: data.title, content: data.content }, data.categories),
      );
      return (await detail(id, viewer)).topic;
    },

    /** Approves or rejects (SPEC §7 `approved`); approving a rejected topic reverses the rejection. */
    async moderate(id: number, moderator: NonNullable<Viewer>, approved: boolean, reason?: string) {
      await db.transaction(async (tx) => {
        const repository = createTopicsRepository(tx);
        const before = await repository.lockStatus(id);
        if (!before) throw new NotFoundError(forumMessages.topicNotFound);
        const status = approved ? 'approved' : 'rejected';
        await repository.setStatus(id, status, approved ? null : (reason ?? null), moderator.id);
        if (before.status === status) return;
        if (approved) await repository.shiftCategoryCounts(id, 1);
        else if (before.status === 'approved') await repository.shiftCategoryCounts(id, -1);
        await notifications.notify(tx, {
          userId: before.userId,
          actorId: moderator.id,
          type: approved ? 'topic_approved' : 'topic_rejected',
          topicId: id,
          reason: approved ? null : (reason ?? null),
        });
      });
      const row = await topics.findById(id);
      return (await summaries([row!], moderator))[0]!;
    },

    async setLike(id: number, viewer: NonNullable<Viewer>, like: boolean) {
      const row = await visibleTopic(id, viewer);
      if (row.status !== 'approved') throw new ForbiddenError(forumMessages.likeUnpublished);
      if (row.userId === viewer.id) throw new ForbiddenError(forumMessages.ownLike);
      await db.transaction(async (tx) => {
        const repository = createReactionsRepository(tx);
        if (!like) return repository.unlikeTopic(id, viewer.id);
        if (await repository.likeTopic(id, viewer.id)) {
          await notifications.notify(tx, {
            userId: row.userId,
            actorId: viewer.id,
            type: 'topic_like',
            topicId: id,
          });
        }
      });
      return { liked: like, likeCount: await reactions.likeCounts('topic', id) };
    },

    async moderationQueue(
      status: 'pending' | 'rejected',
      moderator: NonNullable<Viewer>,
    ): Promise<PendingTopic[]> {
      const rows = await topics.listByStatus(status, status === 'pending' ? 100 : 50);
      const list = await summaries(rows, moderator);
      return list.map((summary, i) => ({ ...summary, content: rows[i]!.content }));
    },

    countPending: () => topics.countPending(),
  };
}

export type TopicsService = ReturnType<typeof createTopicsService>;
