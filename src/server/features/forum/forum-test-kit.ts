import { eq } from 'drizzle-orm';
import { forumCategories, forumTopics, users } from '../../db/schema';
import { buildTestApp, registerUser, sessionCookie, type TestApp } from '../../test/build-test-app';

/** A forum test world: the app with an admin, a moderator and two members, and no seeded forum content. */
export async function buildForumWorld() {
  const t = await buildTestApp({ env: { ADMIN_USERNAME: 'direction', ADMIN_PASSWORD: 'Direction2026' } });
  // The tests own the forum: seeded topics and categories are removed first.
  await t.db.delete(forumTopics);
  await t.db.delete(forumCategories);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'direction', password: 'Direction2026' },
  });
  const admin = { cookie: sessionCookie(login), id: login.json().id as number };
  const moderator = await registerUser(t.app);
  await t.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.user.id));
  const alice = await registerUser(t.app);
  const bruno = await registerUser(t.app);
  return {
    t,
    admin,
    moderator: { cookie: moderator.cookie, id: moderator.user.id as number },
    alice: { cookie: alice.cookie, id: alice.user.id as number },
    bruno: { cookie: bruno.cookie, id: bruno.user.id as number },
    ...forumActions(t),
  };
}

export type ForumWorld = Awaited<ReturnType<typeof buildForumWorld>>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function forumActions(t: TestApp) {
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    async createCategory(cookie: string, name: string, order = 0) {
      const response = await call('POST', '/api/forum/categories', cookie, {
        name,
        description: `Les échanges sur ${name.toLowerCase()}.`,
        order,
      });
      if (response.statusCode !== 201) throw new Error(`category: ${response.body}`);
      return response.json().id as number;
    },
    async postTopic(
      cookie: string,
      categories: number[],
      title = 'Refus de soin à la toilette',
      content?: string,
    ) {
      const response = await call('POST', '/api/forum/topics', cookie, {
        title,
        content: content ?? `${title} : comment faire quand une résidente refuse chaque matin ?`,
        categories,
      });
      if (response.statusCode !== 201) throw new Error(`topic: ${response.body}`);
      return response.json().id as number;
    },
    async postComment(
      cookie: string,
      topicId: number,
      content = 'Essayez de revenir plus tard, sans insister.',
      parentId?: number,
    ) {
      const response = await call('POST', `/api/forum/topics/${topicId}/comments`, cookie, {
        content,
        parentId,
      });
      if (response.statusCode !== 201) throw new Error(`comment: ${response.body}`);
      return response.json().id as number;
    },
    async moderate(
      cookie: string,
      kind: 'topics' | 'comments',
      id: number,
      approved: boolean,
      reason?: string,
    ) {
      const response = await call('POST', `/api/forum/${kind}/${id}/approve`, cookie, { approved, reason });
      if (response.statusCode !== 200) throw new Error(`moderate: ${response.body}`);
      return response.json();
    },
  };
}
