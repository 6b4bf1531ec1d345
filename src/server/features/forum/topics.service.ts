import {
  type ForumTopic,
  type ForumTopicDetail,
  forumMessages,
  type PendingTopic,
  type TopicData,
} from '@shared/features/forum';
import type { Db } from '../../db/client';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Awards } from '../gamification/awards';
import type { NotificationsService } from '../notifications/notifications.service';
import { createCategoriesRepository } from './categories.repository';
import type { ForumCache } from './forum-cache';
import { canSee, checkSeenVersion, type Decision, type Viewer } from './forum-mappers';
import { loadTopic, topicDetail, withUnapprovedComments } from './public-topic';
import { createReactionsRepository } from './reactions.repository';
import { createTopicLists } from './topic-lists';
import { createTopicsRepository } from './topics.repository';

type Services = { db: Db; notifications: NotificationsService; cache: ForumCache; awards: Awards };

export function createTopicsService({ db, notifications, cache, awards }: Services) {
  const topics = createTopicsRepository(db);

  const lists = createTopicLists({ db, cache });

  async function visibleTopic(id: number, viewer: Viewer) {
    const row = await topics.findById(id);
    if (!row) throw new NotFoundError(forumMessages.topicNotFound);
    if (!canSee(viewer, row)) throw new ForbiddenError(forumMessages.topicPending);
    return row;
  }

  /**
   * An approved topic's public part (row, approved comments, categories, authors) comes from the
   * cache; what the viewer may see beyond it is added per request. Anything else is read fresh.
   */
  async function detail(id: number, viewer: Viewer): Promise<ForumTopicDetail> {
    let shared = cache.topics.get(String(id));
    if (!shared) {
      const row = await visibleTopic(id, viewer);
      if (row.status !== 'approved') return topicDetail(db, await loadTopic(db, row, viewer), viewer);
      shared = await loadTopic(db, row, null);
      cache.topics.set(String(id), shared);
    }
    return topicDetail(db, viewer ? await withUnapprovedComments(db, shared, viewer) : shared, viewer);
  }

  async function checkCategories(ids: number[]) {
    const existing = await createCategoriesRepository(db).existingIds(ids);
    if (existing.size !== ids.length) throw new BadRequestError(forumMessages.unknownCategories);
  }

  return {
    list: lists.list,
    listByAuthor: lists.listByAuthor,

    /**
     * The topic page; counts a view the first time this viewer opens an approved topic. A
     * visitor's repeated view is answered from memory, without the database.
     */
    async get(id: number, viewer: Viewer, viewerKey: string | null): Promise<ForumTopicDetail> {
      const viewKey = viewerKey && `${id}:${viewerKey}`;
      const seen = viewKey ? cache.seenViews.get(viewKey) : undefined;
      const cached = viewer ? undefined : cache.visitorTopics.get(String(id));
      if (cached && seen) return cached;
      const result = await detail(id, viewer);
      if (result.topic.status !== 'approved') return result;
      if (viewKey && !seen) {
        const viewCount = await createReactionsRepository(db).recordView(id, viewerKey!);
        if (viewCount !== null) {
          result.topic.viewCount = viewCount;
          // The cached public part shows the new count too; a cached visitor answer is redone.
          const shared = cache.topics.get(String(id));
          if (shared) shared.row.viewCount = viewCount;
          cache.visitorTopics.delete(String(id));
        }
        cache.seenViews.set(viewKey, true);
      }
      if (!viewer) cache.visitorTopics.set(String(id), result);
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
      await db.transaction(async (tx) => {
        const repository = createTopicsRepository(tx);
        const changed = await repository.update(
          id,
          { title: data.title, content: data.content },
          data.categories,
        );
        // A decision landed since the check above: the edit changed nothing.
        if (!changed) throw new ConflictError(forumMessages.editOnlyPending);
      });
      cache.clearTopic(id);
      return (await detail(id, viewer)).topic;
    },

    /** Approves or rejects (SPEC §7 `approved`); approving a rejected topic reverses the rejection. */
    async moderate(id: number, moderator: NonNullable<Viewer>, decision: Decision) {
      const { approved, reason } = decision;
      await db.transaction(async (tx) => {
        const repository = createTopicsRepository(tx);
        const before = await repository.lockStatus(id);
        if (!before) throw new NotFoundError(forumMessages.topicNotFound);
        // Publishing needs a second pair of eyes (docs/decisions/014); withdrawing one's own item does not.
        if (approved && before.userId === moderator.id) throw new ForbiddenError(forumMessages.ownApproval);
        checkSeenVersion(decision, before.updatedAt);
        const status = approved ? 'approved' : 'rejected';
        await repository.setStatus(id, status, approved ? null : (reason ?? null), moderator.id);
        if (before.status === status) return;
        if (approved) await repository.shiftCategoryCounts(id, 1);
        else if (before.status === 'approved') await repository.shiftCategoryCounts(id, -1);
        // +10 at publication only (rejected spam earns nothing), taken back if unpublished later.
        if (before.userId !== null) {
          const author = { userId: before.userId, id, title: before.title };
          if (approved) await awards.topicApproved(tx, author);
          else if (before.status === 'approved') await awards.topicUnpublished(tx, author);
        }
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
      return (await lists.summaries([row!], moderator))[0]!;
    },

    async setLike(id: number, viewer: NonNullable<Viewer>, like: boolean) {
      const row = await visibleTopic(id, viewer);
      if (row.status !== 'approved') throw new ForbiddenError(forumMessages.likeUnpublished);
      if (row.userId === viewer.id) throw new ForbiddenError(forumMessages.ownLike);
      await db.transaction(async (tx) => {
        const repository = createReactionsRepository(tx);
        const target = { authorId: row.userId!, likerId: viewer.id, kind: 'topic', itemId: id } as const;
        if (!like) {
          await repository.unlikeTopic(id, viewer.id);
          if (row.userId !== null) await awards.likeWithdrawn(tx, target);
          return;
        }
        if (await repository.likeTopic(id, viewer.id)) {
          if (row.userId !== null) await awards.likeReceived(tx, { ...target, title: row.title });
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
      const list = await lists.summaries(rows, moderator);
      return list.map((summary, i) => ({ ...summary, content: rows[i]!.content }));
    },

    countPending: () => topics.countPending(),
  };
}

export type TopicsService = ReturnType<typeof createTopicsService>;
