import type { ChatResource, PracticalApproach, TheoreticalApproach } from '@shared/features/assistant';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { CaseState } from '../../features/assistant/engine/types';
import { users } from './users';

/**
 * Assistant conversations (DECISIONS.md "Privacy": kept 12 months unless deleted by the user).
 * Everything stored here is the redacted text: identifying data never reaches the database.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    /** The free-trial conversation of DECISIONS.md (10 user messages at most). */
    isTrial: integer('is_trial').notNull().default(0),
    userMessageCount: integer('user_message_count').notNull().default(0),
    /** The case as the engine has understood it so far. */
    caseState: jsonb('case_state').$type<CaseState>().notNull(),
    /** The latest non-empty lists (SPEC §4), for resuming and the history. */
    resources: jsonb('resources').$type<ChatResource[]>().notNull().default([]),
    theoreticalApproaches: jsonb('theoretical_approaches')
      .$type<TheoreticalApproach[]>()
      .notNull()
      .default([]),
    practicalApproaches: jsonb('practical_approaches').$type<PracticalApproach[]>().notNull().default([]),
    practicalAdvice: jsonb('practical_advice').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_user_idx').on(t.userId, t.updatedAt, t.id),
    index('conversations_updated_idx').on(t.updatedAt),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    /** Redacted text (user) or the reply's markdown (assistant). */
    content: text('content').notNull(),
    provider: text('provider'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('conversation_messages_conversation_idx').on(t.conversationId, t.id)],
);

export type ConversationRow = typeof conversations.$inferSelect;
