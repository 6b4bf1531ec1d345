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

/**
 * Adds to a cached public topic what this viewer may also see: their own unapproved comments, or
 * every unapproved one for a moderator.
 */
export async function withUnapprovedComments(db: Queryable, topic: PublicTopic, viewer: NonNullable<Viewer>) {
  const extra = await createCommentsRepository(db).listUnapproved(
    topic.row.id,
    isModerator(viewer) ? null : viewer.id,
  );
  if (extra.length === 0) return topic;
  const comments = [...topic.comments, ...extra].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
  );
  const authors = new Map(topic.authors);
  for (const [id, author] of await authorsOf(
    db,
    extra.map((c) => c.userId),
  ))
    authors.set(id, author);
  return { ...topic, comments, authors };
}

/** The answer of GET /api/forum/topics/{id} for this viewer. */
export async function topicDetail(
  db: Queryable,
  topic: PublicTopic,
  viewer: Viewer,
): Promise<ForumTopicDetail> {
  const { row, categories, comments, authors } = topic;
  const liked = viewer
    ? await createReactionsRepository(db).likedIn(row.id, viewer.id)
    : { topic: false, comments: new Set<number>() };
  return {
    topic: {
      ...toTopicSummary(row, categories, viewer, authorOf(authors, row.userId)),
      content: row.content,
      likedByMe: liked.topic,
      canEdit: viewer !== null && viewer.id === row.userId && row.status === 'pending',
    },
    comments: comments.map((c) =>
      toComment(c, viewer, liked.comments.has(c.id), authorOf(authors, c.userId)),
    ),
    categories,
  };
}
