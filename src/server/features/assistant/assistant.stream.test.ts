import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages } from '../../db/schema';
import { buildTestApp, registerUser, sessionCookie, type TestApp } from '../../test/build-test-app';
import { FAKE_LLM_MESSAGE, startFakeLlm } from '../../test/fake-llm';

let t: TestApp;
let llm: Awaited<ReturnType<typeof startFakeLlm>>;
let adminCookie: string;

const RICH =
  "Une résidente de 88 ans atteinte d'Alzheimer refuse la douche le matin en EMS, elle crie et repousse les soignantes. On a essayé de changer l'heure sans succès.";

const chat = (cookie: string, payload: object, stream = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { cookie, ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload,
  });

/** The events of an SSE body, in order. */
function events(body: string) {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines.find((l) => l.startsWith('data: '))?.slice(6) ?? '';
      return { event, data: JSON.parse(data) };
    });
}

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await buildTestApp({
    env: {
      ADMIN_USERNAME: 'direction',
      ADMIN_PASSWORD: 'Direction2026',
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_TIMEOUT_MS: '500',
    },
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'direction', password: 'Direction2026' },
  });
  adminCookie = sessionCookie(login);
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

describe('POST /api/chat with Accept: text/event-stream', () => {
  it("streams the model's message as tokens, then done with the JSON answer's shape", async () => {
    llm.set('ok');
    const response = await chat(adminCookie, { content: RICH, useOpenAI: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    const list = events(response.body);
    const tokens = list.filter((e) => e.event === 'token');
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.map((e) => e.data.text).join('')).toBe(FAKE_LLM_MESSAGE);
    expect(list.at(-1)?.event).toBe('done');
    expect(list.filter((e) => e.event === 'done')).toHaveLength(1);
    const done = list.at(-1)!.data;
    expect(done.analysis.provider).toBe('llm');
    expect(done.message).toContain(FAKE_LLM_MESSAGE);
    expect(llm.received.at(-1)?.stream).toBe(true);

    // The same turn without SSE: the same keys, the JSON route unchanged.
    const json = (await chat(adminCookie, { content: RICH, useOpenAI: true }, false)).json();
    expect(llm.received.at(-1)?.stream).toBeUndefined();
    expect(Object.keys(done).sort()).toEqual(Object.keys(json).sort());
    expect(Object.keys(done.analysis).sort()).toEqual(Object.keys(json.analysis).sort());
    expect(json.analysis.provider).toBe('llm');
    expect(json.message).toContain(FAKE_LLM_MESSAGE);
  });

  it.each(['cut', 'stall', 'malformed', 'invalid', 'error', 'slow'] as const)(
    'falls back to the engine when the model fails (%s), storing the turn once',
    async (mode) => {
      llm.set(mode);
      const { cookie } = await registerUser(t.app);
      const response = await chat(cookie, { content: RICH, useOpenAI: true });
      expect(response.statusCode).toBe(200);
      const list = events(response.body);
      // 'cut' and 'stall' fail mid-stream: some of the model's text went out before the fallback.
      if (mode === 'cut' || mode === 'stall') expect(list[0]?.event).toBe('token');
      expect(list.at(-1)?.event).toBe('done');
      const done = list.at(-1)!.data;
      expect(done.analysis.provider).toBe('engine');
      expect(done.message.length).toBeGreaterThan(100);
      const stored = await t.db
        .select({ role: conversationMessages.role, content: conversationMessages.content })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, done.conversationId));
      expect(stored.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(stored[1]!.content).toBe(done.message);
    },
  );

  it('answers an emergency with done at once, no token, without calling the model', async () => {
    llm.set('slow');
    const before = llm.received.length;
    const started = Date.now();
    const response = await chat(adminCookie, {
      content: 'Un résident est tombé, il ne répond plus et respire bizarrement',
      useOpenAI: true,
    });
    expect(Date.now() - started).toBeLessThan(400);
    const list = events(response.body);
    expect(list.map((e) => e.event)).toEqual(['done']);
    expect(list[0]!.data.analysis.emergency).toBe(true);
    expect(list[0]!.data.message.slice(0, 300)).toContain('144');
    expect(llm.received.length).toBe(before);
  });

  it('answers with the engine as one done event when the model is not asked', async () => {
    const { cookie } = await registerUser(t.app);
    const list = events((await chat(cookie, { content: RICH })).body);
    expect(list.map((e) => e.event)).toEqual(['done']);
    expect(list[0]!.data.analysis.provider).toBe('engine');
  });

  it('keeps refusals before the stream as JSON with the French message (400, 402)', async () => {
    const { cookie } = await registerUser(t.app);
    const empty = await chat(cookie, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Le message ne peut pas être vide.' });
    expect((await chat(cookie, { content: RICH })).statusCode).toBe(200);
    const second = await chat(cookie, { content: RICH });
    expect(second.statusCode).toBe(402);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.json().message).toMatch(/essai gratuit est terminé/);
  });
});
