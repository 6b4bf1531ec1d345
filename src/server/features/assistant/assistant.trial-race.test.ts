import { assistantMessages } from '@shared/features/assistant';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations, users } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';
import { createResourcesRepository } from '../resources/resources.repository';
import { createAssistantService } from './assistant.service';
import { embeddedProvider } from './providers/embedded';
import type { AssistantProvider } from './providers/types';

// The trial's claim, its message count and the turn are one transaction (docs/decisions/015).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CHAT_MESSAGES_PER_MINUTE: '100' } });
});
afterAll(() => t.close());

const MESSAGE = 'Une résidente de 88 ans refuse la douche le matin en EMS et crie.';
const chat = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/chat', headers: { cookie }, payload });

async function trialState(userId: number) {
  const [user] = await t.db.select().from(users).where(eq(users.id, userId));
  const rows = await t.db.select().from(conversations).where(eq(conversations.userId, userId));
  const messages = await Promise.all(
    rows.map((c) =>
      t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, c.id)),
    ),
  );
  return { user: user!, conversations: rows, messages: messages.flat() };
}

describe('a trial user sending messages in parallel', () => {
  it('gets at most the trial allowance: 10 user messages, the rest 402', async () => {
    const { cookie, user } = await registerUser(t.app);
    const first = await chat(cookie, { content: MESSAGE });
    expect(first.statusCode).toBe(200);
    const { conversationId } = first.json();
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => chat(cookie, { content: MESSAGE, conversationId })),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(9);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({ message: assistantMessages.trialMessagesUsed });
    }
    const state = await trialState(user.id);
    expect(state.conversations).toHaveLength(1);
    expect(state.conversations[0]!.userMessageCount).toBe(10);
    expect(state.messages).toHaveLength(20);
    expect(state.user.trialMessagesUsed).toBe(10);
  });

  it('opens one trial conversation when several first messages arrive at once', async () => {
    const { cookie, user } = await registerUser(t.app);
    const responses = await Promise.all(Array.from({ length: 5 }, () => chat(cookie, { content: MESSAGE })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) {
      expect(refused.json()).toEqual({ message: assistantMessages.premiumRequired });
    }
    const state = await trialState(user.id);
    expect(state.conversations).toHaveLength(1);
    expect(state.user).toMatchObject({ freeTrialsUsed: 1, trialMessagesUsed: 1 });
  });
});

/** The service alone, with the embedded engine answering through `reply`. */
function serviceWith(reply: AssistantProvider['reply']) {
  return createAssistantService({
    db: t.db,
    resources: createResourcesRepository(t.db),
    engine: { name: 'engine', reply },
    messagesPerMinute: 100,
    log: { warn() {} },
  });
}

async function userRow(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('parallel messages while the provider takes its time', () => {
  it('still record at most 10 user messages in the trial conversation', async () => {
    const { user } = await registerUser(t.app);
    const slow = serviceWith(async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return embeddedProvider.reply(input);
    });
    const first = await slow.chat(await userRow(user.id), { content: MESSAGE });
    const row = await userRow(user.id);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        slow.chat(row, { content: MESSAGE, conversationId: first.conversationId }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(9);
    const state = await trialState(user.id);
    expect(state.conversations[0]!.userMessageCount).toBe(10);
    expect(state.messages).toHaveLength(20);
    expect(state.user.trialMessagesUsed).toBe(10);
  });
});

describe('a turn that fails while being written', () => {
  it('leaves no trial claimed, no conversation and no message', async () => {
    const { user } = await registerUser(t.app);
    // PostgreSQL refuses a NUL character in text: the reply's insert fails inside the write.
    const service = serviceWith(async (input) => ({
      ...(await embeddedProvider.reply(input)),
      message: 'a\u0000b',
    }));
    await expect(service.chat(await userRow(user.id), { content: MESSAGE })).rejects.toThrow();
    const state = await trialState(user.id);
    expect(state.user).toMatchObject({ freeTrialsUsed: 0, trialMessagesUsed: 0 });
    expect(state.conversations).toHaveLength(0);
    expect(state.messages).toHaveLength(0);
  });
});
