import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What each seed has already inserted, by a stable key: a seeded item an admin deleted or
 * renamed is not put back at the next start.
 */
export const seedLog = pgTable(
  'seed_log',
  {
    seed: text('seed').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seed, t.key] })],
);
