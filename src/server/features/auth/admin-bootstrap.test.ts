import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';
import { bootstrapAdmin } from './admin-bootstrap';

const login = (t: TestApp, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

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

  it('promotes an existing user and resets their password', async () => {
    const { user } = await registerUser(t.app, { password: 'Ancien1234' });
    const log = { info() {}, warn() {} };
    await bootstrapAdmin({
      db: t.db,
      admin: { username: user.username, password: 'Nouveau1234' },
      embedded: false,
      log,
    });
    expect((await login(t, user.username, 'Ancien1234')).statusCode).toBe(401);
    const response = await login(t, user.username, 'Nouveau1234');
    expect(response.json().role).toBe('admin');
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
