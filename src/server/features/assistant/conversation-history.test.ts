import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, users } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let cookie: string;
let ids: number[];

const SITUATION =
  'Un jeune adulte avec une déficience intellectuelle qui ne parle pas se tape la tête contre le mur plusieurs fois par jour au foyer, surtout avant les repas. On a essayé un casque anti-bruit.';

beforeAll(async () => {
  t = await buildTestApp();
  const member = await registerUser(t.app);
  cookie = member.cookie;
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, member.user.id));
  ids = [];
  for (let i = 0; i < 3; i += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { cookie },
      payload: { content: SITUATION },
    });
    ids.push(response.json().conversationId);
  }
  // The oldest was last touched 11 days ago: outside the profile's 10 days.
  await t.db
    .update(conversations)
    .set({ updatedAt: new Date(Date.now() - 11 * 86_400_000) })
    .where(eq(conversations.id, ids[0]!));
});
afterAll(() => t.close());

const history = async (query = '') =>
  (await t.app.inject({ url: `/api/user/conversation-history${query}`, headers: { cookie } })).json();

describe('conversation history', () => {
  it('lists SPEC §3 entries, titles cut at 50 and summaries at 200', async () => {
    const all = await history();
    expect(all.map((e: { id: number }) => e.id)).toEqual([ids[2], ids[1], ids[0]]);
    const [entry] = all;
    expect(entry.title.length).toBeLessThanOrEqual(50);
    expect(entry.requestSummary.length).toBeLessThanOrEqual(200);
    expect(entry.requestSummary).toMatch(/^Un jeune adulte/);
    expect(entry.responseSummary.length).toBeGreaterThan(20);
    expect(entry.responseSummary.length).toBeLessThanOrEqual(200);
    expect(entry.responseSummary).not.toMatch(/[#*]/);
    expect(entry.responseSummary).not.toMatch(/^Bonjour/);
    for (const item of entry.resources) {
      expect(item).toEqual({
        id: expect.any(Number),
        resource: expect.objectContaining({ title: expect.any(String) }),
      });
    }
  });

  it("keeps the profile's recent list to 10 days", async () => {
    const recent = await history('?recent=true');
    expect(recent.map((e: { id: number }) => e.id)).toEqual([ids[2], ids[1]]);
  });

  it('resumes and deletes one of its own conversations', async () => {
    const resumed = await t.app.inject({ url: `/api/conversations/${ids[1]}`, headers: { cookie } });
    expect(resumed.json().messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(resumed.json().practical_approaches.length).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/conversations/${ids[1]}`, headers: { cookie } }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ url: `/api/conversations/${ids[1]}`, headers: { cookie } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/conversations/abc', headers: { cookie } })).json().message).toBe(
      'ID de conversation non valide',
    );
  });

  it('is for logged-in users only', async () => {
    expect((await t.app.inject({ url: '/api/user/conversation-history' })).statusCode).toBe(401);
  });
});
