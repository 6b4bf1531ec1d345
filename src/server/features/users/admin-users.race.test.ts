import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';

/**
 * Two admins acting on each other at the same instant. Meaningful on PostgreSQL
 * (TEST_DATABASE_URL): there the two requests run in two transactions at once; PGlite has one
 * connection and runs them one after the other.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Two fresh admins, each logged in, and no other admin in the database. */
async function twoAdmins() {
  await t.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
  const a = await registerUser(t.app);
  const b = await registerUser(t.app);
  for (const { user } of [a, b]) await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return [a, b] as const;
}

const remove = (cookie: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: { cookie } });

const demote = (cookie: string, user: { id: number; username: string; email: string }) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${user.id}`,
    headers: { cookie },
    payload: { username: user.username, email: user.email, role: 'user' },
  });

const adminCount = async () => (await t.db.select().from(users).where(eq(users.role, 'admin'))).length;

describe('two admins at once (DECISIONS.md "Roles and permissions": one admin always remains)', () => {
  it('deleting each other leaves one admin', async () => {
    // Several rounds: a lost race shows up in at least one of them without the lock.
    for (let round = 0; round < 5; round++) {
      const [a, b] = await twoAdmins();
      const answers = await Promise.all([remove(a.cookie, b.user.id), remove(b.cookie, a.user.id)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 409]);
      expect(await adminCount()).toBe(1);
    }
  });

  it('one deleting the other while being demoted by them leaves one admin', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await twoAdmins();
      const answers = await Promise.all([remove(a.cookie, b.user.id), demote(b.cookie, a.user)]);
      expect(answers.some((r) => r.statusCode === 409)).toBe(true);
      expect(await adminCount()).toBe(1);
    }
  });
});
