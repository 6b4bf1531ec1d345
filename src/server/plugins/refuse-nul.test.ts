import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, sessionCookie, type TestApp } from '../test/build-test-app';

// PostgreSQL refuses U+0000 in text: every route must answer 400 with a French message, never 500.
const MESSAGE = 'Le texte contient un caractère non autorisé.';
const NUL = '\u0000';

let t: TestApp;
let member: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_USERNAME: 'direction', ADMIN_PASSWORD: 'Direction2026' } });
  member = (await registerUser(t.app)).cookie;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'direction', password: 'Direction2026' },
  });
  admin = sessionCookie(login);
});
afterAll(() => t.close());

describe('a NUL character in any text', () => {
  it.each([
    ['the assistant', '/api/chat', () => member, { content: `Bonjour${NUL} Sophia` }],
    [
      'a forum topic',
      '/api/forum/topics',
      () => member,
      { title: `Titre${NUL} du sujet`, content: 'Un contenu assez long pour être accepté.', categories: [1] },
    ],
    [
      'the contact form',
      '/api/contact',
      () => '',
      {
        name: 'Anne',
        email: 'anne@example.ch',
        role: 'nurse',
        subject: 'Une question',
        message: `Bonjour${NUL}, une question.`,
      },
    ],
    [
      'a resource',
      '/api/resources',
      () => admin,
      { title: `Guide${NUL}`, description: 'Une description suffisante.', content: '<p>Texte</p>' },
    ],
  ])('is refused with 400 in %s', async (_label, url, cookie, payload) => {
    const response = await t.app.inject({ method: 'POST', url, headers: { cookie: cookie() }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGE });
  });

  it('is refused in a comment, even deep in the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forum/topics/1/comments',
      headers: { cookie: member },
      payload: { content: `Merci${NUL} pour ce sujet` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGE });
  });

  it('is refused in a search query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/resources?q=soin%00s' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGE });
  });

  it('walks a deeply nested body without overflowing (a 400 from validation, not a 500)', async () => {
    const deep = `${'['.repeat(40_000)}${']'.repeat(40_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
  });
});
