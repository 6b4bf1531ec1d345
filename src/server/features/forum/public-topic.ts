import type { CategoryRef, ForumAuthor, ForumTopicDetail } from '@shared/features/forum';
import type { Queryable } from '../../db/client';
import { type CommentRow, createCommentsRepository } from './comments.repository';
import { authorOf, authorsOf } from './forum-author';
import { isModerator, toComment, toTopicSummary, type Viewer } from './forum-mappers';
import { createReactionsRepository } from './reactions.repository';
import { createTopicsRepository } from './topics.repository';

type TopicRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createTopicsRepository>['findById']>>>;

/** A topic as its page needs it, before the viewer's own parts (likes, own pending comments). */
export type PublicTopic = {
  row: TopicRow;
  categories: CategoryRef[];
  comments: CommentRow[];
  authors: Map<number, ForumAuthor>;
};

/** Loads a topic with the comments this viewer may see (all of them for a moderator, else approved and own). */
export async function loadTopic(db: Queryable, row: TopicRow, viewer: Viewer): Promise<PublicTopic> {
  const comments = await createCommentsRepository(db).listForTopic(
    row.id,
    viewer && { id: viewer.id, moderator: isModerator(viewer) },
  );
  const [categories, authors] = await Promise.all([
    createTopicsRepository(db).categoriesOf([row.id]),
    authorsOf(db, [row.userId, ...comments.map((c) => c.userId)]),
  ]);
  return { row, categories: categories.get(row.id) ?? [], comments, authors };
}

/** Adds what is the viewer's own to a cached public topic: their unapproved comments. */
export async function withOwnComments(db: Queryable, topic: PublicTopic, viewer: NonNullable<Viewer>) {
  const own = await createCommentsRepository(db).listOwnUnapproved(topic.row.id, viewer.id);
  if (own.length === 0) return topic;
  const comments = [...topic.comments, ...own].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
  );
  const authors = new Map(topic.authors);
  for (const [id, author] of await authorsOf(db, [viewer.id])) authors.set(id, author);
  return { ...topic, comments, authors };
}

/** The answer of GET /api/forum/topics/{id} for this viewer. */
export async function topicDetail(
  db: Queryable,
  topic: PublicTopic,
  viewer: Viewer,
): Promise<ForumTopicDetail> {
  const { row, categories, comments, authors } = topic;
  const [likedTopic, likedComments] = viewer
    ? await Promise.all([
        createReactionsRepository(db).topicLikedBy(row.id, viewer.id),
        createCommentsRepository(db).likedBy(
          viewer.id,
          comments.filter((c) => c.status === 'approved').map((c) => c.id),
        ),
      ])
    : [false, new Set<number>()];
  return {
    topic: {
      ...toTopicSummary(row, categories, viewer, authorOf(authors, row.userId)),
      content: row.content,
      likedByMe: likedTopic,
      canEdit: viewer !== null && viewer.id === row.userId && row.status === 'pending',
    },
    comments: comments.map((c) => toComment(c, viewer, likedComments.has(c.id), authorOf(authors, c.userId))),
    categories,
  };
}
