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
    googleSubject: text('google_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject),
    index('users_role_idx').on(t.role),
  ],
);

export type UserRow = typeof users.$inferSelect;
