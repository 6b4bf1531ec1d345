import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, forumCategories, sessions, users } from '../../db/schema';
import { buildTestApp, registerUser, sessionCookie, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let adminCookie: string;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_USERNAME: 'direction', ADMIN_PASSWORD: 'Direction2026' } });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'direction', password: 'Direction2026' },
  });
  adminCookie = sessionCookie(login);
  const [category] = await t.db.select({ id: forumCategories.id }).from(forumCategories).limit(1);
  categoryId = category!.id;
});
afterAll(() => t.close());

async function memberWithContent() {
  const member = await registerUser(t.app);
  const { cookie } = member;
  const topic = await t.app.inject({
    method: 'POST',
    url: '/api/forum/topics',
    headers: { cookie },
    payload: {
      title: 'Mon sujet personnel',
      content: 'Un contenu de plus de vingt caractères.',
      categories: [categoryId],
    },
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/forum/topics/${topic.json().id}/approve`,
    headers: { cookie: adminCookie },
    payload: { approved: true },
  });
  const chat = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { cookie },
    payload: {
      content: 'Mon élève de 7 ans avec un TSA fait des crises quand on change d’activité en classe.',
    },
  });
  return {
    ...member,
    topicId: topic.json().id as number,
    conversationId: chat.json().conversationId as number,
  };
}

describe('download my data', () => {
  it('sends a JSON file with the profile, the conversations, the forum posts and the points', async () => {
    const member = await memberWithContent();
    const response = await t.app.inject({ url: '/api/user/export', headers: { cookie: member.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="sophia-mes-donnees.json"');
    const data = response.json();
    expect(data.profile.username).toBe(member.user.username);
    expect(data.profile.passwordHash).toBeUndefined();
    expect(data.conversations[0].messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(data.forum.topics.map((topic: { id: number }) => topic.id)).toEqual([member.topicId]);
    // The ledger comes whole: the day's visit at registration, and what the content earned.
    const history = data.points.history as { action: string; points: number }[];
    expect(history.map((entry) => entry.action)).toContain('daily_login');
    expect(data.points.total).toBe(history.reduce((sum, entry) => sum + entry.points, 0));
    expect(data.points.total).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/api/user/export' })).statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it('asks for the typed confirmation', async () => {
    const member = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { cookie: member.cookie },
      payload: { confirm: 'oui' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Tapez SUPPRIMER pour confirmer la suppression du compte.');
  });

  it('ends every session and erases the conversations, keeping forum posts as a deleted user', async () => {
    const member = await memberWithContent();
    const otherSession = sessionCookie(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: member.user.username, password: member.password },
      }),
    );
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { cookie: member.cookie },
      payload: { confirm: 'SUPPRIMER' },
    });
    expect(response.statusCode).toBe(204);
    for (const cookie of [member.cookie, otherSession]) {
      expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    }
    expect(await t.db.$count(sessions, eq(sessions.userId, member.user.id))).toBe(0);
    expect(await t.db.$count(conversations, eq(conversations.id, member.conversationId))).toBe(0);
    const topic = (await t.app.inject({ url: `/api/forum/topics/${member.topicId}` })).json().topic;
    expect(topic.author.name).toBe('Utilisateur supprimé');
    expect(await t.db.$count(users, eq(users.id, member.user.id))).toBe(0);
  });

  it('refuses to delete the last admin', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { cookie: adminCookie },
      payload: { confirm: 'SUPPRIMER' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Vous êtes le dernier administrateur/);
  });
});
