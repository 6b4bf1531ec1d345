import {
  type CommentData,
  type ForumComment,
  type ForumCommentWithTopic,
  forumMessages,
} from '@shared/features/forum';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forumComments } from '../../db/schema';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Awards } from '../gamification/awards';
import type { NotificationsService } from '../notifications/notifications.service';
import { createCommentsRepository } from './comments.repository';
import { authorOf, authorsOf } from './forum-author';
import type { ForumCache } from './forum-cache';
import { canSee, checkSeenVersion, type Decision, toComment, type Viewer } from './forum-mappers';
import { createReactionsRepository } from './reactions.repository';
import { decodeCursor, encodeCursor } from './topic-cursor';
import { createTopicsRepository } from './topics.repository';

export function createCommentsService({
  db,
  notifications,
  cache,
  awards,
}: {
  db: Db;
  notifications: NotificationsService;
  cache: ForumCache;
  awards: Awards;
}) {
  const comments = createCommentsRepository(db);
  const topics = createTopicsRepository(db);
  const reactions = createReactionsRepository(db);

  async function visibleTopic(topicId: number, viewer: Viewer) {
    const topic = await topics.findById(topicId);
    if (!topic) throw new NotFoundError(forumMessages.topicNotFound);
    if (!canSee(viewer, topic)) throw new ForbiddenError(forumMessages.topicPending);
    return topic;
  }

  async function visibleComment(id: number, viewer: Viewer) {
    const row = await comments.findById(id);
    if (!row) throw new NotFoundError(forumMessages.commentNotFound);
    await visibleTopic(row.topicId, viewer);
    if (!canSee(viewer, row)) throw new NotFoundError(forumMessages.commentNotFound);
    return row;
  }

  async function one(id: number, viewer: Viewer): Promise<ForumComment> {
    const row = (await comments.findById(id))!;
    const [liked, authors] = await Promise.all([
      viewer ? comments.likedBy(viewer.id, [id]) : new Set<number>(),
      authorsOf(db, [row.userId]),
    ]);
    return toComment(row, viewer, liked.has(id), authorOf(authors, row.userId));
  }

  async function withTopic(rows: Awaited<ReturnType<typeof comments.listWithTopic>>, viewer: Viewer) {
    const [liked, authors] = await Promise.all([
      viewer
        ? comments.likedBy(
            viewer.id,
            rows.map((r) => r.id),
          )
        : new Set<number>(),
      authorsOf(
        db,
        rows.map((r) => r.userId),
      ),
    ]);
    return rows.map(
      (row): ForumCommentWithTopic => ({
        ...toComment(row, viewer, liked.has(row.id), authorOf(authors, row.userId)),
        topicTitle: row.topicTitle,
      }),
    );
  }

  return {
    /** Created pending (SPEC §4); a reply's parent must be a top-level comment of the same topic. */
    async create(topicId: number, viewer: NonNullable<Viewer>, data: CommentData): Promise<ForumComment> {
      await visibleTopic(topicId, viewer);
      const parentId = data.parentId ?? null;
      if (parentId !== null) {
        const parent = await comments.findById(parentId);
        if (!parent || parent.topicId !== topicId || parent.parentId !== null || !canSee(viewer, parent)) {
          throw new BadRequestError(forumMessages.invalidParent);
        }
      }
      const id = await comments.insert({ topicId, userId: viewer.id, content: data.content, parentId });
      return one(id, viewer);
    },

    async update(id: number, viewer: NonNullable<Viewer>, content: string): Promise<ForumComment> {
      const row = await visibleComment(id, viewer);
      if (row.userId !== viewer.id) throw new ForbiddenError(forumMessages.notAuthor);
      if (row.status !== 'pending') throw new ConflictError(forumMessages.editOnlyPending);
      // A decision landed since the check above: the edit changed nothing.
      if (!(await comments.updateContent(id, content)))
        throw new ConflictError(forumMessages.editOnlyPending);
      return one(id, viewer);
    },

    /**
     * Approves or rejects. A comment becoming public raises the topic's count and tells the topic's
     * author (and the parent comment's author) that someone replied.
     */
    async moderate(id: number, moderator: NonNullable<Viewer>, decision: Decision) {
      const { approved, reason } = decision;
      await db.transaction(async (tx) => {
        const repository = createCommentsRepository(tx);
        const before = await repository.lockStatus(id);
        if (!before) throw new NotFoundError(forumMessages.commentNotFound);
        // Publishing needs a second pair of eyes (docs/decisions/014); withdrawing one's own item does not.
        if (approved && before.userId === moderator.id) throw new ForbiddenError(forumMessages.ownApproval);
        checkSeenVersion(decision, before.updatedAt);
        const status = approved ? 'approved' : 'rejected';
        await repository.setStatus(id, status, approved ? null : (reason ?? null), moderator.id);
        if (before.status === status) return;
        const topicRepository = createTopicsRepository(tx);
        if (approved) await topicRepository.shiftCommentCount(before.topicId, 1);
        else if (before.status === 'approved') await topicRepository.shiftCommentCount(before.topicId, -1);
        const topic = await topicRepository.lockStatus(before.topicId);
        // +5 at publication only, taken back if the comment is unpublished later.
        if (before.userId !== null) {
          const author = { userId: before.userId, id, topicTitle: topic?.title ?? '' };
          if (approved) await awards.commentApproved(tx, author);
          else if (before.status === 'approved') await awards.commentUnpublished(tx, author);
        }
        const notice = { actorId: moderator.id, topicId: before.topicId, commentId: id };
        await notifications.notify(tx, {
          ...notice,
          userId: before.userId,
          type: approved ? 'comment_approved' : 'comment_rejected',
          reason: approved ? null : (reason ?? null),
        });
        if (!approved || before.status === 'rejected') return;
        // First publication: the people it answers hear of it (never the commenter themself).
        const parent = before.parentId ? await repository.lockStatus(before.parentId) : undefined;
        const told = new Set<number | null>([before.userId]);
        for (const [userId, type] of [
          [parent?.userId ?? null, 'comment_reply'],
          [topic?.userId ?? null, 'topic_reply'],
        ] as const) {
          if (userId === null || told.has(userId)) continue;
          told.add(userId);
          await notifications.notify(tx, { ...notice, userId, type, actorId: before.userId ?? moderator.id });
        }
      });
      cache.clearAll();
      return one(id, moderator);
    },

    async setLike(id: number, viewer: NonNullable<Viewer>, like: boolean) {
      const row = await visibleComment(id, viewer);
      if (row.status !== 'approved') throw new ForbiddenError(forumMessages.likeUnpublished);
      if (row.userId === viewer.id) throw new ForbiddenError(forumMessages.ownLike);
      await db.transaction(async (tx) => {
        const repository = createReactionsRepository(tx);
        const target = { authorId: row.userId!, likerId: viewer.id, kind: 'comment', itemId: id } as const;
        if (!like) {
          await repository.unlikeComment(id, viewer.id);
          if (row.userId !== null) await awards.likeWithdrawn(tx, target);
          return;
        }
        if (await repository.likeComment(id, viewer.id)) {
          if (row.userId !== null) {
            const topic = await createTopicsRepository(tx).findById(row.topicId);
            await awards.likeReceived(tx, { ...target, title: topic?.title ?? '' });
          }
          await notifications.notify(tx, {
            userId: row.userId,
            actorId: viewer.id,
            type: 'comment_like',
            topicId: row.topicId,
            commentId: id,
          });
        }
      });
      cache.clearTopic(row.topicId);
      return { liked: like, likeCount: await reactions.likeCounts('comment', id) };
    },

    async moderationQueue(status: 'pending' | 'rejected', moderator: NonNullable<Viewer>) {
      const rows = await comments.listWithTopic({
        where: eq(forumComments.status, status),
        order: status === 'pending' ? 'oldest' : 'newest',
        limit: status === 'pending' ? 100 : 50,
      });
      return withTopic(rows, moderator);
    },

    /** The author's own comments, all statuses, newest first (keyset paged). */
    async listByAuthor(viewer: NonNullable<Viewer>, request: { limit: number; cursor?: string }) {
      const cursor = decodeCursor(request.cursor, 'recent');
      const rows = await comments.listWithTopic({
        where: eq(forumComments.userId, viewer.id),
        order: 'newest',
        limit: request.limit + 1,
        cursor,
      });
      const shown = rows.slice(0, request.limit);
      const last = shown.at(-1);
      return {
        items: await withTopic(shown, viewer),
        nextCursor:
          rows.length > request.limit && last
            ? encodeCursor({ value: last.createdAt.toISOString(), id: last.id })
            : null,
      };
    },

    countPending: () => comments.countPending(),
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
