import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumCategories, sessions, users } from '../../db/schema';
import { buildTestApp, registerUser, sessionCookie, type TestApp } from '../../test/build-test-app';
import { createAccountService } from './account.service';
import { createAdminUsersService } from './admin-users.service';
import { createUsersRepository } from './users.repository';

let t: TestApp;
let adminCookie: string;
let adminId: number;
let userCookie: string;
let moderatorCookie: string;
const ADMIN = { username: 'direction', password: 'Direction2026' };

async function login(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
}

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
  const adminLogin = await login(ADMIN.username, ADMIN.password);
  adminCookie = sessionCookie(adminLogin);
  adminId = adminLogin.json().id;
  userCookie = (await registerUser(t.app)).cookie;
  const moderator = await registerUser(t.app);
  await t.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.user.id));
  moderatorCookie = moderator.cookie;
});
afterAll(() => t.close());

let counter = 0;
function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `Membre${counter}_${Date.now() % 100000}`,
    email: `membre${counter}_${Date.now() % 100000}@example.ch`,
    role: 'user',
    password: 'secret1',
    ...overrides,
  };
}

const asAdmin = (options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, cookie: adminCookie } });

async function createUser(overrides: Record<string, unknown> = {}) {
  const payload = newUser(overrides);
  const response = await asAdmin({ method: 'POST', url: '/api/admin/users', payload });
  expect(response.statusCode, response.body).toBe(201);
  return { ...payload, id: response.json().id as number };
}

describe('who may manage users', () => {
  const routes = [
    { method: 'GET', url: '/api/admin/users' },
    { method: 'POST', url: '/api/admin/users', payload: newUser() },
    { method: 'PUT', url: '/api/admin/users/1', payload: newUser() },
    { method: 'DELETE', url: '/api/admin/users/1' },
  ] as const;

  it('answers 401 to a visitor and 403 to a user and a moderator, on every route', async () => {
    for (const route of routes) {
      const visitor = await t.app.inject(route);
      expect(visitor.statusCode, `${route.method} visitor`).toBe(401);
      expect(visitor.json().message).toBe('Vous devez être connecté pour accéder à cette page');
      for (const cookie of [userCookie, moderatorCookie]) {
        const response = await t.app.inject({ ...route, headers: { cookie } });
        expect(response.statusCode, `${route.method} ${cookie}`).toBe(403);
        expect(response.json().message).toBe("Vous n'avez pas les droits d'accès à cette page");
      }
    }
    // Nothing was created by the refused calls.
    expect(await t.db.$count(users, eq(users.username, routes[1].payload.username))).toBe(0);
  });

  it('lets an admin list, create, edit and delete', async () => {
    expect((await asAdmin({ url: '/api/admin/users' })).statusCode).toBe(200);
    const created = await createUser();
    const edited = await asAdmin({
      method: 'PUT',
      url: `/api/admin/users/${created.id}`,
      payload: { ...created, password: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await asAdmin({ method: 'DELETE', url: `/api/admin/users/${created.id}` })).statusCode).toBe(204);
  });
});

describe('validation (SPEC §5 "User (admin)")', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a short username', { username: 'ab' }, "Le nom d'utilisateur doit contenir au moins 3 caractères"],
    [
      'a missing username',
      { username: undefined },
      "Le nom d'utilisateur doit contenir au moins 3 caractères",
    ],
    [
      'a long username',
      { username: 'a'.repeat(51) },
      "Le nom d'utilisateur ne peut pas dépasser 50 caractères",
    ],
    ['an invalid email', { email: 'pas-une-adresse' }, "L'adresse e-mail n'est pas valide"],
    ['a missing email', { email: undefined }, "L'adresse e-mail n'est pas valide"],
    ['an unknown role', { role: 'superadmin' }, 'Le rôle est requis'],
    ['a missing role', { role: undefined }, 'Le rôle est requis'],
    [
      'a missing password',
      { password: undefined },
      "Le mot de passe est requis lors de la création d'un utilisateur",
    ],
    [
      'an empty password',
      { password: '' },
      "Le mot de passe est requis lors de la création d'un utilisateur",
    ],
    ['a short password', { password: '12345' }, 'Le mot de passe doit contenir au moins 6 caractères'],
    ['a long password', { password: 'a'.repeat(201) }, 'Le mot de passe ne peut pas dépasser 200 caractères'],
  ];

  it.each(cases)('refuses to create with %s', async (_, overrides, message) => {
    const response = await asAdmin({ method: 'POST', url: '/api/admin/users', payload: newUser(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a short password on edit, and an invalid or unknown id', async () => {
    const created = await createUser();
    const short = await asAdmin({
      method: 'PUT',
      url: `/api/admin/users/${created.id}`,
      payload: { ...created, password: '12345' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Le mot de passe doit contenir au moins 6 caractères');

    for (const method of ['PUT', 'DELETE'] as const) {
      const payload = method === 'PUT' ? newUser() : undefined;
      const invalid = await asAdmin({ method, url: '/api/admin/users/abc', payload });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe("ID d'utilisateur invalide");
      const unknown = await asAdmin({ method, url: '/api/admin/users/999999', payload });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Utilisateur non trouvé');
    }
  });

  it('refuses a bad limit, cursor or search', async () => {
    for (const [query, message] of [
      ['limit=0', 'Limite invalide'],
      ['limit=101', 'Limite invalide'],
      ['cursor=abc', 'Curseur de pagination invalide'],
      [`q=${'a'.repeat(101)}`, 'La recherche ne peut pas dépasser 100 caractères'],
    ]) {
      const response = await asAdmin({ url: `/api/admin/users?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('creating and editing', () => {
  it('creates a user who can then log in; unknown fields are ignored', async () => {
    const payload = newUser({
      email: '  Nouvelle.Soignante@Example.CH ',
      role: 'moderator',
      points: 5000,
      subscriptionExpiresAt: '2099-01-01T00:00:00.000Z',
      stripeSubscriptionId: 'sub_123',
    });
    const response = await asAdmin({ method: 'POST', url: '/api/admin/users', payload });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      username: payload.username,
      email: 'nouvelle.soignante@example.ch',
      role: 'moderator',
      subscriptionExpiresAt: null,
      stripeSubscriptionId: null,
    });
    expect(created.passwordHash).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(row?.points).toBe(0);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const loggedIn = await login(payload.username as string, 'secret1');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().role).toBe('moderator');
  });

  it('keeps the password and the sessions when the password is left empty', async () => {
    const created = await createUser();
    const cookie = sessionCookie(await login(created.username, created.password));
    const response = await asAdmin({
      method: 'PUT',
      url: `/api/admin/users/${created.id}`,
      payload: { ...created, email: 'Autre.Adresse@example.ch', password: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('autre.adresse@example.ch');
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    expect((await login(created.username, created.password)).statusCode).toBe(200);
  });

  it("sets a new password and ends every session of that user, not the admin's", async () => {
    const created = await createUser();
    const first = sessionCookie(await login(created.username, created.password));
    const second = sessionCookie(await login(created.username, created.password));
    const response = await asAdmin({
      method: 'PUT',
      url: `/api/admin/users/${created.id}`,
      payload: { ...created, password: 'nouveau-secret' },
    });
    expect(response.statusCode).toBe(200);
    for (const cookie of [first, second]) {
      expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    }
    expect(await t.db.$count(sessions, eq(sessions.userId, created.id))).toBe(0);
    expect((await login(created.username, created.password)).statusCode).toBe(401);
    expect((await login(created.username, 'nouveau-secret')).statusCode).toBe(200);
    expect((await asAdmin({ url: '/api/user' })).statusCode).toBe(200);
  });

  it('keeps the admin logged in when they change their own password', async () => {
    const other = await createUser({ role: 'admin' });
    const cookie = sessionCookie(await login(other.username, other.password));
    const elsewhere = sessionCookie(await login(other.username, other.password));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${other.id}`,
      headers: { cookie },
      payload: { ...other, password: 'autre-secret' },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: elsewhere } })).statusCode).toBe(401);
    await asAdmin({ method: 'DELETE', url: `/api/admin/users/${other.id}` });
  });

  it("changes a role, which takes effect on the user's next request", async () => {
    const created = await createUser();
    const cookie = sessionCookie(await login(created.username, created.password));
    expect((await t.app.inject({ url: '/api/admin/users', headers: { cookie } })).statusCode).toBe(403);
    const response = await asAdmin({
      method: 'PUT',
      url: `/api/admin/users/${created.id}`,
      payload: { ...created, role: 'admin', password: '' },
    });
    expect(response.json().role).toBe('admin');
    expect((await t.app.inject({ url: '/api/admin/users', headers: { cookie } })).statusCode).toBe(200);
    await asAdmin({
      method: 'PUT',
      url: `/api/admin/users/${created.id}`,
      payload: { ...created, role: 'user', password: '' },
    });
    expect((await t.app.inject({ url: '/api/admin/users', headers: { cookie } })).statusCode).toBe(403);
  });

  it('gives a role to an account without e-mail when the field is left empty, and keeps an address', async () => {
    const created = await createUser();
    await t.db.update(users).set({ email: null }).where(eq(users.id, created.id));
    const promoted = await asAdmin({
      method: 'PUT',
      url: `/api/admin/users/${created.id}`,
      payload: { username: created.username, email: '', role: 'moderator', password: '' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'moderator', email: null });
    const other = await createUser();
    const kept = await asAdmin({
      method: 'PUT',
      url: `/api/admin/users/${other.id}`,
      payload: { username: other.username, email: '  ', role: 'user' },
    });
    expect(kept.json().email).toBe(other.email.toLowerCase());
    const invalid = await asAdmin({
      method: 'PUT',
      url: `/api/admin/users/${other.id}`,
      payload: { username: other.username, email: 'pas-une-adresse', role: 'user' },
    });
    expect(invalid.json()).toEqual({ message: "L'adresse e-mail n'est pas valide" });
  });

  it('refuses a username (whatever its case) or an e-mail another account holds', async () => {
    const first = await createUser();
    const second = await createUser();
    const cases = [
      [{ username: first.username.toUpperCase() }, "Ce nom d'utilisateur est déjà utilisé"],
      [{ email: first.email.toUpperCase() }, 'Cette adresse email est déjà utilisée'],
    ] as const;
    for (const [overrides, message] of cases) {
      const created = await asAdmin({ method: 'POST', url: '/api/admin/users', payload: newUser(overrides) });
      expect(created.statusCode).toBe(409);
      expect(created.json().message).toBe(message);
      const edited = await asAdmin({
        method: 'PUT',
        url: `/api/admin/users/${second.id}`,
        payload: { ...second, ...overrides },
      });
      expect(edited.statusCode).toBe(409);
      expect(edited.json().message).toBe(message);
    }
  });
});

describe('the last admin and oneself', () => {
  it('refuses to demote the last admin, and demotes one of two', async () => {
    const self = { username: ADMIN.username, email: 'direction@example.ch', password: '' };
    const alone = await asAdmin({
      method: 'PUT',
      url: `/api/admin/users/${adminId}`,
      payload: { ...self, role: 'moderator' },
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe(
      "Impossible de retirer son rôle au dernier administrateur : nommez d'abord un autre administrateur.",
    );
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, adminId));
    expect(row?.role).toBe('admin');

    const second = await createUser({ role: 'admin' });
    const demoted = await asAdmin({
      method: 'PUT',
      url: `/api/admin/users/${second.id}`,
      payload: { ...second, role: 'user' },
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().role).toBe('user');
  });

  it('refuses to delete oneself here (the profile does that)', async () => {
    const response = await asAdmin({ method: 'DELETE', url: `/api/admin/users/${adminId}` });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Vous ne pouvez pas supprimer votre propre compte ici : faites-le depuis votre profil.',
    );
    expect(await t.db.$count(users, eq(users.id, adminId))).toBe(1);
  });

  it('never deletes the last admin, whoever asks', async () => {
    // Through HTTP the caller is an admin too; the service holds the rule on its own anyway.
    const users_ = createUsersRepository(t.db);
    const service = createAdminUsersService({
      db: t.db,
      account: createAccountService({ db: t.db, users: users_ }),
    });
    const someone = await createUser();
    await expect(service.remove(adminId, { id: someone.id, sessionId: null })).rejects.toThrow(
      "Impossible de supprimer le dernier administrateur : nommez d'abord un autre administrateur.",
    );
    expect(await t.db.$count(users, eq(users.id, adminId))).toBe(1);
  });
});

describe('deleting a user', () => {
  it("ends their sessions and keeps their forum topic as 'Utilisateur supprimé'", async () => {
    const member = await registerUser(t.app);
    const [category] = await t.db.select({ id: forumCategories.id }).from(forumCategories).limit(1);
    const topic = await t.app.inject({
      method: 'POST',
      url: '/api/forum/topics',
      headers: { cookie: member.cookie },
      payload: {
        title: 'Un sujet qui restera',
        content: 'Un contenu de plus de vingt caractères.',
        categories: [category!.id],
      },
    });
    const topicId = topic.json().id as number;
    await asAdmin({
      method: 'POST',
      url: `/api/forum/topics/${topicId}/approve`,
      payload: { approved: true },
    });

    const response = await asAdmin({ method: 'DELETE', url: `/api/admin/users/${member.user.id}` });
    expect(response.statusCode).toBe(204);
    expect(await t.db.$count(users, eq(users.id, member.user.id))).toBe(0);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: member.cookie } })).statusCode).toBe(
      401,
    );
    const detail = await t.app.inject({ url: `/api/forum/topics/${topicId}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().topic.author).toMatchObject({ id: null, name: 'Utilisateur supprimé' });
    expect((await asAdmin({ method: 'DELETE', url: `/api/admin/users/${member.user.id}` })).statusCode).toBe(
      404,
    );
  });
});

describe('the list', () => {
  it('pages by id with x-next-cursor and filters by username or e-mail, case-insensitively', async () => {
    const token = `zq${Date.now() % 100000}`;
    const a = await createUser({ username: `alpha_${token}` });
    const b = await createUser({ username: `beta_${token}` });
    const c = await createUser({ email: `gamma_${token}@example.ch` });
    await createUser({ username: 'sans_rapport' });

    const first = await asAdmin({ url: `/api/admin/users?q=${token.toUpperCase()}&limit=2` });
    expect(first.statusCode).toBe(200);
    expect(first.json().map((u: { id: number }) => u.id)).toEqual([a.id, b.id]);
    expect(first.json()[0].passwordHash).toBeUndefined();
    expect(first.json()[0]).toMatchObject({ username: a.username, email: a.email, role: 'user' });
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBe(String(b.id));

    const second = await asAdmin({ url: `/api/admin/users?q=${token}&limit=2&cursor=${cursor}` });
    expect(second.json().map((u: { id: number }) => u.id)).toEqual([c.id]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('takes % and _ in a search literally, and lists everyone in id order without one', async () => {
    expect((await asAdmin({ url: '/api/admin/users?q=%25' })).json()).toEqual([]);
    const all = (await asAdmin({ url: '/api/admin/users?limit=100' })).json() as { id: number }[];
    expect(all.length).toBeGreaterThan(3);
    expect(all.map((u) => u.id)).toEqual([...all.map((u) => u.id)].sort((x, y) => x - y));
    expect(all[0]?.id).toBe(Math.min(...all.map((u) => u.id)));
  });
});
