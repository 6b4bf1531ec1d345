import { type SQL, sql } from 'drizzle-orm';
import {
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

export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    /** Sanitised HTML (allow-list) — never raw input. */
    content: text('content').notNull().default(''),
    type: text('type').notNull(),
    approach: text('approach').notNull(),
    audience: text('audience').notNull(),
    publisher: varchar('publisher', { length: 200 }).notNull(),
    link: text('link'),
    imageUrl: text('image_url'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * French full-text document, accent-insensitive (f_unaccent, migration 0001): title first,
     * then description and publisher, then the text of the content.
     */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('french', f_unaccent(${resources.title})), 'A') || setweight(to_tsvector('french', f_unaccent(${resources.description} || ' ' || ${resources.publisher})), 'B') || setweight(to_tsvector('french', f_unaccent(regexp_replace(${resources.content}, '<[^>]+>', ' ', 'g'))), 'C')`,
    ),
  },
  (t) => [
    index('resources_search_idx').using('gin', t.search),
    index('resources_created_idx').on(t.createdAt, t.id),
    index('resources_type_idx').on(t.type),
    index('resources_approach_idx').on(t.approach),
    index('resources_audience_idx').on(t.audience),
  ],
);

/** Who shared which resource: once per user and resource (points come with gamification). */
export const resourceShares = pgTable(
  'resource_shares',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.resourceId] }),
    index('resource_shares_resource_idx').on(t.resourceId),
  ],
);

export type ResourceRow = typeof resources.$inferSelect;
