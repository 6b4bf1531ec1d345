import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../test/build-test-app';
import { hasActiveSubscription } from './auth-guard';

let t: TestApp;
let userCookie: string;
let moderatorCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  userCookie = (await registerUser(t.app)).cookie;
  const moderator = await registerUser(t.app);
  await t.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.user.id));
  moderatorCookie = moderator.cookie;
});
afterAll(() => t.close());

const apiRoutes = () => t.app.routeRegistry.filter((r) => r.url.startsWith('/api'));
const call = (route: { method: string; url: string }, cookie?: string) =>
  t.app.inject({
    method: route.method as InjectOptions['method'],
    url: route.url.replace(/:\w+/g, '1'),
    headers: cookie ? { cookie } : {},
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('every route declares its access, and the server enforces it', () => {
  it('has no route without a declared access rule', () => {
    expect(t.app.routeRegistry.length).toBeGreaterThan(5);
    const undeclared = t.app.routeRegistry.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses to register an /api route without an access rule', async () => {
    await expect(
      buildTestApp({ extend: (app) => app.get('/api/forgotten', async () => 'oops') }),
    ).rejects.toThrow(/ne déclare pas config.access/);
  });

  it('answers 401 to a visitor on every route that needs a login', async () => {
    const guarded = apiRoutes().filter((r) => r.access !== 'public' && r.access !== 'webhook');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      // SPEC §5 words the comment form's refusal more shortly.
      expect(response.json().message).toMatch(/^Vous devez être connecté( pour accéder à cette page)?$/);
    }
  });

  it('answers 403 to a plain user on every moderator and admin route', async () => {
    for (const route of apiRoutes().filter((r) => r.access === 'admin' || r.access === 'moderator')) {
      const response = await call(route, userCookie);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().message).toBe("Vous n'avez pas les droits d'accès à cette page");
    }
  });

  it('answers 403 to a moderator on every admin route', async () => {
    const adminRoutes = apiRoutes().filter((r) => r.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      expect((await call(route, moderatorCookie)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe('subscription rule', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('passes an admin, and a subscriber only until the expiry', () => {
    expect(hasActiveSubscription({ role: 'admin', subscriptionExpiresAt: null }, now)).toBe(true);
    expect(hasActiveSubscription({ role: 'user', subscriptionExpiresAt: new Date('2026-06-02') }, now)).toBe(
      true,
    );
    expect(hasActiveSubscription({ role: 'user', subscriptionExpiresAt: new Date('2026-05-31') }, now)).toBe(
      false,
    );
    expect(hasActiveSubscription({ role: 'moderator', subscriptionExpiresAt: null }, now)).toBe(false);
  });
});
