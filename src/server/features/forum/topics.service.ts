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
import { authorOf, authorsOf } from './forum-author';
import type { ForumCache } from './forum-cache';
import { canSee, isModerator, toTopicSummary, type Viewer } from './forum-mappers';
import { loadTopic, topicDetail, withOwnComments } from './public-topic';
import { createReactionsRepository } from './reactions.repository';
import { decodeCursor, encodeCursor } from './topic-cursor';
import {
  createTopicsRepository,
  type TopicBranch,
  type TopicListOptions,
  type TopicSummaryRow,
} from './topics.repository';

export type TopicListRequest = {
  viewer: Viewer;
  q?: string;
  sort: TopicSort;
  limit: number;
  cursor?: string;
  categoryId?: number;
};

export type TopicPage = { items: ForumTopicSummary[]; nextCursor: string | null };

/** The value a list is ordered by, from the summary itself (ISO dates compare as text). */
function sortValue(topic: ForumTopicSummary, sort: TopicSort): string | number {
  return sort === 'popular' ? topic.viewCount : sort === 'recent' ? topic.createdAt : topic.lastActivityAt;
}

/** Descending by the sort value, then by id: the order every branch's index gives. */
function compareDesc(sort: TopicSort) {
  return (a: ForumTopicSummary, b: ForumTopicSummary) => {
    const x = sortValue(a, sort);
    const y = sortValue(b, sort);
    if (x !== y) return x < y ? 1 : -1;
    return b.id - a.id;
  };
}

type Services = { db: Db; notifications: NotificationsService; cache: ForumCache };

export function createTopicsService({ db, notifications, cache }: Services) {
  const topics = createTopicsRepository(db);

  /** Rows → API summaries, with their categories and authors in one query each. */
  async function summaries(rows: TopicSummaryRow[], viewer: Viewer) {
    const [categories, authors] = await Promise.all([
      topics.categoriesOf(rows.map((row) => row.id)),
      authorsOf(
        db,
        rows.map((row) => row.userId),
      ),
    ]);
    return rows.map((row) =>
      toTopicSummary(row, categories.get(row.id) ?? [], viewer, authorOf(authors, row.userId)),
    );
  }

  /** One branch's page; the approved branch is the same for everyone, so it is cached. */
  async function branchPage(
    branch: TopicBranch,
    options: Omit<TopicListOptions, 'branch'>,
    rawCursor: string | undefined,
    viewer: Viewer,
  ) {
    const key =
      branch.kind === 'approved'
        ? JSON.stringify([
            options.sort,
            options.q?.toLowerCase(),
            rawCursor,
            options.limit,
            options.categoryId,
          ])
        : undefined;
    const cached = key ? cache.pages.get(key) : undefined;
    if (cached) return cached;
    const result = await summaries(await topics.list({ branch, ...options }), viewer);
    if (key) cache.pages.set(key, result);
    return result;
  }

  /** Reads each visible branch's page through its index and merges them: the page is exact. */
  async function page(
    branches: TopicBranch[],
    request: Omit<TopicListRequest, 'viewer'>,
    viewer: Viewer,
  ): Promise<TopicPage> {
    const options = {
      sort: request.sort,
      cursor: decodeCursor(request.cursor, request.sort),
      limit: request.limit + 1,
      q: request.q || undefined,
      categoryId: request.categoryId,
    };
    const parts = await Promise.all(
      branches.map((branch) => branchPage(branch, options, request.cursor, viewer)),
    );
    const merged = parts.flat().sort(compareDesc(request.sort));
    const shown = merged.slice(0, request.limit);
    const last = shown.at(-1);
    return {
      items: shown,
      nextCursor:
        merged.length > request.limit && last
          ? encodeCursor({ value: sortValue(last, request.sort), id: last.id })
          : null,
    };
  }

  async function visibleTopic(id: number, viewer: Viewer) {
    const row = await topics.findById(id);
    if (!row) throw new NotFoundError(forumMessages.topicNotFound);
    if (!canSee(viewer, row)) throw new ForbiddenError(forumMessages.topicPending);
    return row;
  }

  /**
   * The topic row is always read fresh (its status and counters are current); for an approved
   * topic read by a member or visitor, its approved comments, categories and authors come from
   * the cache.
   */
  async function detail(id: number, viewer: Viewer): Promise<ForumTopicDetail> {
    const row = await visibleTopic(id, viewer);
    if (row.status !== 'approved' || isModerator(viewer)) {
      return topicDetail(db, await loadTopic(db, row, viewer), viewer);
    }
    let shared = cache.topics.get(String(id));
    if (!shared) {
      shared = await loadTopic(db, row, null);
      cache.topics.set(String(id), shared);
    }
    const topic = { ...shared, row };
    return topicDetail(db, viewer ? await withOwnComments(db, topic, viewer) : topic, viewer);
  }

  async function checkCategories(ids: number[]) {
    const existing = await createCategoriesRepository(db).existingIds(ids);
    if (existing.size !== ids.length) throw new BadRequestError(forumMessages.unknownCategories);
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
      const result = await detail(id, viewer);
      if (viewerKey && result.topic.status === 'approved') {
        const viewCount = await createReactionsRepository(db).recordView(id, viewerKey);
        if (viewCount !== null) result.topic.viewCount = viewCount;
      }
      return result;
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
      cache.clearTopic(id);
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
      cache.clearAll();
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
      cache.clearTopic(id);
      return { liked: like, likeCount: await createReactionsRepository(db).likeCounts('topic', id) };
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
