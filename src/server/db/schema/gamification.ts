import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The points ledger (DECISIONS.md "Points and levels"): one row per award. `reference` names what
 * earned it ('topic:12', 'like:topic:12:5', 'day:2026-11-22', 'quiz:montessori:2026-11-22'), and
 * the unique key on (user, action, reference) is what makes every award happen once only.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 30 }).notNull(),
    points: integer('points').notNull(),
    reference: varchar('reference', { length: 120 }).notNull(),
    /** Written at award time in French, so the history reads without joining what earned it. */
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_ledger_award_idx').on(t.userId, t.action, t.reference),
    index('points_ledger_history_idx').on(t.userId, t.id.desc()),
  ],
);

/** Milestone badges, earned once and kept. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badge: varchar('badge', { length: 40 }).notNull(),
    earnedAt: timestamp('earned_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_badges_idx').on(t.userId, t.badge)],
);

export type LedgerRow = typeof pointsLedger.$inferSelect;
