import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull(),
    /** Stored lower-case; null for an account that never gave one. */
    email: varchar('email', { length: 254 }),
    /** Null for an account created through Google only. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'moderator', 'admin'] })
      .notNull()
      .default('user'),
    profilePicture: text('profile_picture'),
    subscriptionStatus: text('subscription_status').notNull().default('free'),
    subscriptionPlan: text('subscription_plan'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    freeTrialsUsed: integer('free_trials_used').notNull().default(0),
    /** Messages sent in the free-trial conversation (DECISIONS.md: 10 at most). */
    trialMessagesUsed: integer('trial_messages_used').notNull().default(0),
    /** The forum shows 'Utilisateur #id' unless the user chooses to show their username. */
    showUsernameInForum: boolean('show_username_in_forum').notNull().default(false),
    /** The ledger's total, kept in step in the same transaction as every award (gamification). */
    points: integer('points').notNull().default(0),
    /** The user may hide themself from the leaderboard (their profile). */
    showInLeaderboard: boolean('show_in_leaderboard').notNull().default(true),
    /** The last Europe/Zurich day ('YYYY-MM-DD') the daily-login point was awarded, and the streak. */
    lastActiveDay: varchar('last_active_day', { length: 10 }),
    loginStreak: integer('login_streak').notNull().default(0),
    googleSubject: text('google_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject),
    index('users_role_idx').on(t.role),
    // The leaderboard reads the top of this index, and a rank is a count above one's points.
    index('users_leaderboard_idx')
      .on(t.points.desc(), t.id)
      .where(sql`${t.showInLeaderboard} and ${t.points} > 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
