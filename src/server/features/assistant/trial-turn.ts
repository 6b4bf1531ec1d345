import { ASSISTANT_LIMITS, assistantMessages } from '@shared/features/assistant';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { NotFoundError, PaymentRequiredError } from '../../lib/errors';
import { hasActiveSubscription } from '../../plugins/auth-guard';
import { createConversationsRepository, type Turn } from './conversations.repository';
import { cutAtWord } from './cut-text';
import { type CaseState, emptyCase } from './engine/types';

/** Where a message goes: an existing conversation, or one opened only when the turn is written. */
export type TurnTarget = { id: number | null; isTrial: boolean; caseState: CaseState; title: string };

/**
 * DECISIONS.md "Subscription and the free trial": Premium and admins pass; otherwise the first
 * message opens the one trial conversation (freeTrialsUsed → 1), which takes 10 user messages.
 *
 * `target` refuses early what is already refused, so no provider works for nothing; `write` is
 * the judge: the trial's claim, the conversation, its message count, the turn and the user's
 * trial count are one transaction (docs/decisions/015). The providers answer between the two,
 * outside it: a transaction is never held open across an LLM call.
 */
export function createTurnWriter(db: Db) {
  const conversations = createConversationsRepository(db);

  async function target(user: UserRow, conversationId: number | null | undefined, firstText: string) {
    const premium = hasActiveSubscription(user);
    if (conversationId) {
      const found = await conversations.findOwn(conversationId, user.id);
      if (!found) throw new NotFoundError(assistantMessages.conversationNotFound);
      if (!premium) {
        if (!found.isTrial) throw new PaymentRequiredError(assistantMessages.premiumRequired);
        if (found.userMessageCount >= ASSISTANT_LIMITS.trialMessages) {
          throw new PaymentRequiredError(assistantMessages.trialMessagesUsed);
        }
      }
      return {
        id: found.id,
        isTrial: Boolean(found.isTrial),
        caseState: found.caseState,
        title: found.title,
      };
    }
    if (!premium && user.freeTrialsUsed > 0)
      throw new PaymentRequiredError(assistantMessages.premiumRequired);
    const title = cutAtWord(firstText, ASSISTANT_LIMITS.titleMax);
    return { id: null, isTrial: !premium, caseState: emptyCase(), title };
  }

  /** Writes the turn; returns the conversation's id. Any failure leaves nothing written. */
  async function write(user: UserRow, to: TurnTarget, turn: Turn): Promise<number> {
    const premium = hasActiveSubscription(user);
    return db.transaction(async (tx) => {
      const repository = createConversationsRepository(tx);
      let id = to.id;
      if (id === null) {
        if (!premium) {
          // Claimed atomically: two first messages at once cannot open two trials.
          const claimed = await tx
            .update(users)
            .set({ freeTrialsUsed: sql`${users.freeTrialsUsed} + 1` })
            .where(and(eq(users.id, user.id), eq(users.freeTrialsUsed, 0)))
            .returning({ id: users.id });
          if (claimed.length === 0) throw new PaymentRequiredError(assistantMessages.premiumRequired);
        }
        const created = await repository.create({
          userId: user.id,
          title: to.title,
          isTrial: to.isTrial,
          caseState: to.caseState,
        });
        id = created.id;
      }
      const outcome = await repository.recordTurn(
        id,
        turn,
        premium ? undefined : ASSISTANT_LIMITS.trialMessages,
      );
      if (outcome === 'missing') throw new NotFoundError(assistantMessages.conversationNotFound);
      if (outcome === 'full') throw new PaymentRequiredError(assistantMessages.trialMessagesUsed);
      if (to.isTrial) {
        // What the client's guard reads (trialMessagesLeft) to keep the trial conversation open.
        await tx
          .update(users)
          .set({ trialMessagesUsed: sql`${users.trialMessagesUsed} + 1` })
          .where(eq(users.id, user.id));
      }
      return id;
    });
  }

  return { target, write };
}
