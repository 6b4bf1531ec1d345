import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type ConversationRow, conversationMessages, conversations } from '../../db/schema';
import type { CaseState } from './engine/types';

type Lists = Pick<
  ConversationRow,
  'resources' | 'theoreticalApproaches' | 'practicalApproaches' | 'practicalAdvice'
>;

export type Turn = {
  user: string;
  assistant: string;
  provider: string;
  caseState: CaseState;
  lists: Partial<Lists>;
};

export function createConversationsRepository(db: Queryable) {
  return {
    async create(values: { userId: number; title: string; isTrial: boolean; caseState: CaseState }) {
      const [row] = await db
        .insert(conversations)
        .values({ ...values, isTrial: values.isTrial ? 1 : 0 })
        .returning();
      return row!;
    },

    /** A conversation of this user only: another's is as absent as a deleted one. */
    async findOwn(id: number, userId: number) {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .limit(1);
      return row;
    },

    /** The last turns, oldest first (the providers' context). */
    async lastMessages(conversationId: number, count: number) {
      const rows = await db
        .select({ role: conversationMessages.role, content: conversationMessages.content })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId))
        .orderBy(desc(conversationMessages.id))
        .limit(count);
      return rows.reverse();
    },

    async messages(conversationId: number) {
      return db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId))
        .orderBy(asc(conversationMessages.id))
        .limit(1000);
    },

    /**
     * One exchange: the user's (redacted) message, the reply, the case and the lists. Two writes:
     * the caller runs it in its transaction (trial-turn.ts). With `maxUserMessages`, a full
     * conversation takes no more: the count is checked and raised in one statement, so parallel
     * messages cannot pass the limit together.
     */
    async recordTurn(
      id: number,
      turn: Turn,
      maxUserMessages?: number,
    ): Promise<'recorded' | 'full' | 'missing'> {
      const counted = await db
        .update(conversations)
        .set({
          caseState: turn.caseState,
          ...turn.lists,
          userMessageCount: sql`${conversations.userMessageCount} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(conversations.id, id),
            maxUserMessages === undefined ? undefined : lt(conversations.userMessageCount, maxUserMessages),
          ),
        )
        .returning({ id: conversations.id });
      if (counted.length === 0) {
        const [exists] = await db
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.id, id));
        return exists ? 'full' : 'missing';
      }
      await db.insert(conversationMessages).values([
        { conversationId: id, role: 'user', content: turn.user },
        { conversationId: id, role: 'assistant', content: turn.assistant, provider: turn.provider },
      ]);
      return 'recorded';
    },

    /** Newest first; `since` limits to recent ones (the profile's 10 days). */
    async list(userId: number, options: { limit: number; offset: number; since?: Date }) {
      return db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.userId, userId),
            options.since ? gte(conversations.updatedAt, options.since) : undefined,
          ),
        )
        .orderBy(desc(conversations.updatedAt), desc(conversations.id))
        .limit(options.limit)
        .offset(options.offset);
    },

    /** The first user message and the first reply of each conversation, in one query (the history's summaries). */
    async firstExchanges(conversationIds: number[]) {
      const byConversation = new Map<number, { request: string; response: string }>();
      if (conversationIds.length === 0) return byConversation;
      const rows = await db
        .selectDistinctOn([conversationMessages.conversationId, conversationMessages.role], {
          conversationId: conversationMessages.conversationId,
          role: conversationMessages.role,
          content: conversationMessages.content,
        })
        .from(conversationMessages)
        .where(inArray(conversationMessages.conversationId, conversationIds))
        .orderBy(conversationMessages.conversationId, conversationMessages.role, conversationMessages.id);
      for (const row of rows) {
        const entry = byConversation.get(row.conversationId) ?? { request: '', response: '' };
        if (row.role === 'user') entry.request = row.content;
        else entry.response = row.content;
        byConversation.set(row.conversationId, entry);
      }
      return byConversation;
    },

    async remove(id: number, userId: number) {
      const rows = await db
        .delete(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .returning({ id: conversations.id });
      return rows.length > 0;
    },

    /** DECISIONS.md "Privacy": conversations are kept 12 months. */
    async purgeBefore(date: Date) {
      await db.delete(conversations).where(lt(conversations.updatedAt, date));
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
