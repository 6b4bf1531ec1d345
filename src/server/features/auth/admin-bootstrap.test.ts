import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, registerUser, sessionCookie, type TestApp } from '../../test/build-test-app';
import { bootstrapAdmin } from './admin-bootstrap';

const login = (t: TestApp, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
const me = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

/** A logger that keeps the errors it is given. */
function quiet() {
  const errors: string[] = [];
  return { errors, info() {}, warn() {}, error: (message: string) => errors.push(message) };
}

describe('admin bootstrap from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { ADMIN_USERNAME: 'direction', ADMIN_PASSWORD: 'Direction2026', ADMIN_EMAIL: 'Direction@EMS.ch' },
    });
  });
  afterAll(() => t.close());

  it('creates the admin, who can log in and open admin routes', async () => {
    const response = await login(t, 'direction', 'Direction2026');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'admin', email: 'direction@ems.ch' });
  });

  it('keeps the sessions of an existing admin when ADMIN_PASSWORD has not changed (a plain restart)', async () => {
    const cookie = sessionCookie(await login(t, 'direction', 'Direction2026'));
    const [before] = await t.db.select().from(users).where(eq(users.username, 'direction'));
    const admin = { username: 'direction', password: 'Direction2026', email: 'direction@ems.ch' };
    await bootstrapAdmin({ db: t.db, admin, embedded: false, log: quiet() });
    expect((await me(t, cookie)).statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.username, 'direction'));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('resets the password of an existing admin and ends their sessions, like any password change', async () => {
    const cookie = sessionCookie(await login(t, 'direction', 'Direction2026'));
    await bootstrapAdmin({
      db: t.db,
      admin: { username: 'direction', password: 'Direction2027' },
      embedded: false,
      log: quiet(),
    });
    expect((await me(t, cookie)).statusCode).toBe(401);
    expect((await login(t, 'direction', 'Direction2026')).statusCode).toBe(401);
    expect((await login(t, 'direction', 'Direction2027')).json().role).toBe('admin');
  });

  describe('an existing account that is not an admin (registered before under that name)', () => {
    it('is left unchanged, with a French error, when ADMIN_EMAIL is not set', async () => {
      const { user, cookie } = await registerUser(t.app, { password: 'Ancien1234' });
      const log = quiet();
      await bootstrapAdmin({
        db: t.db,
        admin: { username: user.username, password: 'Nouveau1234' },
        embedded: false,
        log,
      });
      expect(log.errors).toHaveLength(1);
      expect(log.errors[0]).toContain(`« ${user.username} »`);
      expect(log.errors[0]).toContain("n'a pas été promu");
      expect((await login(t, user.username, 'Nouveau1234')).statusCode).toBe(401);
      expect((await login(t, user.username, 'Ancien1234')).json().role).toBe('user');
      expect((await me(t, cookie)).statusCode).toBe(200);
    });

    it('is left unchanged when ADMIN_EMAIL names another address', async () => {
      const { user } = await registerUser(t.app, { password: 'Ancien1234' });
      const log = quiet();
      await bootstrapAdmin({
        db: t.db,
        admin: { username: user.username, password: 'Nouveau1234', email: 'direction-bis@ems.ch' },
        embedded: false,
        log,
      });
      expect(log.errors).toHaveLength(1);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ role: 'user', email: user.email });
    });

    it('is promoted when ADMIN_EMAIL is its address: new password, sessions ended, Google unlinked', async () => {
      const { user, cookie } = await registerUser(t.app, { password: 'Ancien1234' });
      await t.db
        .update(users)
        .set({ googleSubject: `google-${user.id}` })
        .where(eq(users.id, user.id));
      const log = quiet();
      await bootstrapAdmin({
        db: t.db,
        admin: { username: user.username, password: 'Nouveau1234', email: user.email.toUpperCase() },
        embedded: false,
        log,
      });
      expect(log.errors).toHaveLength(0);
      expect((await me(t, cookie)).statusCode).toBe(401);
      expect((await login(t, user.username, 'Ancien1234')).statusCode).toBe(401);
      expect((await login(t, user.username, 'Nouveau1234')).json().role).toBe('admin');
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.googleSubject).toBeNull();
    });
  });
});

describe('admin bootstrap without variables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('creates `admin` once with a random password printed once, on the embedded database only', async () => {
    await t.db.delete(users).where(eq(users.role, 'admin'));
    const printed: string[] = [];
    const log = { info() {}, warn: (message: string) => printed.push(message) };
    await bootstrapAdmin({ db: t.db, embedded: false, log });
    expect(printed).toHaveLength(0);
    await bootstrapAdmin({ db: t.db, embedded: true, log });
    await bootstrapAdmin({ db: t.db, embedded: true, log });
    expect(printed).toHaveLength(1);
    const password = /mot de passe « (.+?) »/.exec(printed[0]!)?.[1];
    expect(password).toBeTruthy();
    const response = await login(t, 'admin', password!);
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('admin');
  });
});
