import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Moderation status (DECISIONS.md "Forum"): pending → approved or rejected; a rejection can be reversed. */
const status = () =>
  text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending');

export const forumCategories = pgTable(
  'forum_categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull(),
    order: integer('order').notNull().default(0),
    /** Approved topics linked to it: kept in step at each moderation decision (a list never counts rows). */
    topicCount: integer('topic_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('forum_categories_order_idx').on(t.order, t.id)],
);

export const forumTopics = pgTable(
  'forum_topics',
  {
    id: serial('id').primaryKey(),
    /** Null once the author's account is deleted: shown as 'Utilisateur supprimé'. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    status: status(),
    rejectionReason: text('rejection_reason'),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true, precision: 3 }),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    /** Approved comments only: kept in step at each moderation decision. */
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Creation, or the last approved comment: the default ('activity') order of the lists. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    /** French full-text document, accent-insensitive (f_unaccent, migration 0001). */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('french', f_unaccent(${forumTopics.title})), 'A') || setweight(to_tsvector('french', f_unaccent(${forumTopics.content})), 'B')`,
    ),
  },
  (t) => [
    // One index per list order, led by status: a page reads only its rows (keyset paging).
    index('forum_topics_status_activity_idx').on(t.status, t.lastActivityAt, t.id),
    index('forum_topics_status_created_idx').on(t.status, t.createdAt, t.id),
    index('forum_topics_status_views_idx').on(t.status, t.viewCount, t.id),
    index('forum_topics_user_idx').on(t.userId, t.createdAt, t.id),
    index('forum_topics_search_idx').using('gin', t.search),
  ],
);

/** Topic ↔ category; deleting a category removes its links, never its topics. */
export const forumTopicCategories = pgTable(
  'forum_topic_categories',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => forumCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.topicId, t.categoryId] }),
    index('forum_topic_categories_category_idx').on(t.categoryId, t.topicId),
  ],
);

export const forumComments = pgTable(
  'forum_comments',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A reply's top-level comment; replies have one level only. */
    parentId: integer('parent_id').references((): AnyPgColumn => forumComments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    status: status(),
    rejectionReason: text('rejection_reason'),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true, precision: 3 }),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('forum_comments_topic_idx').on(t.topicId, t.createdAt, t.id),
    index('forum_comments_status_idx').on(t.status, t.createdAt, t.id),
    index('forum_comments_user_idx').on(t.userId, t.createdAt, t.id),
    index('forum_comments_parent_idx').on(t.parentId),
  ],
);

export const forumTopicLikes = pgTable(
  'forum_topic_likes',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.userId] }), index('forum_topic_likes_user_idx').on(t.userId)],
);

export const forumCommentLikes = pgTable(
  'forum_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => forumComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('forum_comment_likes_user_idx').on(t.userId),
  ],
);

/** One row per viewer (a session, or a visitor's address and day) and topic: the view count counts each once. */
export const forumTopicViews = pgTable(
  'forum_topic_views',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    viewerKey: varchar('viewer_key', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.topicId, t.viewerKey] }),
    index('forum_topic_views_created_idx').on(t.createdAt),
  ],
);

/** In-app notifications (the bell): moderation decisions, replies and likes. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    topicId: integer('topic_id').references(() => forumTopics.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => forumComments.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
  ],
);

export type ForumTopicRow = typeof forumTopics.$inferSelect;
export type ForumCommentRow = typeof forumComments.$inferSelect;
export type ForumCategoryRow = typeof forumCategories.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
