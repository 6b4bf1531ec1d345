import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';
import { createLoginThrottle } from './login-throttle';

// A small policy so the test runs fast: 1 free failure, refused after 3 on one account.
const policy = {
  windowMs: 60_000,
  freeFailures: 1,
  maxAccountFailures: 3,
  maxAddressFailures: 6,
  baseDelayMs: 150,
  maxDelayMs: 300,
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ throttlePolicy: policy });
});
afterAll(() => t.close());

async function timedLogin(username: string, password: string, ip = '10.0.0.1') {
  const started = performance.now();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: ip,
  });
  return { response, ms: performance.now() - started };
}

describe('failed logins', () => {
  it('are slowed down, then refused with 429 even with the right password', async () => {
    const { user } = await registerUser(t.app, { password: 'Correct123' });
    const first = await timedLogin(user.username, 'Faux12345');
    expect(first.response.statusCode).toBe(401);
    const second = await timedLogin(user.username, 'Faux12345');
    expect(second.response.statusCode).toBe(401);
    // Past the free failure, each answer waits at least the policy's delay.
    const third = await timedLogin(user.username, 'Faux12345');
    expect(third.response.statusCode).toBe(401);
    expect(third.ms).toBeGreaterThanOrEqual(140);
    const refused = await timedLogin(user.username, 'Correct123');
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.json()).toEqual({
      message: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
    });
  });

  it('do not lock out another account, and a success clears the count', async () => {
    const { user } = await registerUser(t.app, { password: 'Correct123' });
    expect((await timedLogin(user.username, 'Faux12345', '10.0.0.2')).response.statusCode).toBe(401);
    expect((await timedLogin(user.username, 'Correct123', '10.0.0.2')).response.statusCode).toBe(200);
    expect((await timedLogin(user.username, 'Faux12345', '10.0.0.2')).response.statusCode).toBe(401);
    expect((await timedLogin(user.username, 'Faux12345', '10.0.0.2')).response.statusCode).toBe(401);
    expect((await timedLogin(user.username, 'Correct123', '10.0.0.2')).response.statusCode).toBe(200);
  });

  it('are counted per address too, across many account names', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await timedLogin(`inconnu${i}`, 'Faux12345', '10.0.0.3')).response.statusCode).toBe(401);
    }
    expect((await timedLogin('encore_un_autre', 'Faux12345', '10.0.0.3')).response.statusCode).toBe(429);
    expect((await timedLogin('encore_un_autre', 'Faux12345', '10.0.0.4')).response.statusCode).toBe(401);
  });
});

describe('IPv6 clients', () => {
  it('are counted by /64: 60 addresses of one network share the per-address limit', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 60; i++) {
      const ip = `2001:db8:77:1::${i.toString(16)}`;
      codes.push((await timedLogin(`rotation${i}`, 'Faux12345', ip)).response.statusCode);
    }
    expect(codes.filter((c) => c === 401)).toHaveLength(policy.maxAddressFailures);
    expect(codes.filter((c) => c === 429)).toHaveLength(60 - policy.maxAddressFailures);
    // The next /64 is another network.
    expect((await timedLogin('rotation61', 'Faux12345', '2001:db8:77:2::1')).response.statusCode).toBe(401);
  });
});

describe('simultaneous failed logins', () => {
  it('let at most the limit through with 401, the rest get the throttle 429', async () => {
    const { user } = await registerUser(t.app, { password: 'Correct123' });
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => timedLogin(user.username, 'Faux12345', '10.0.0.5')),
    );
    const codes = responses.map((r) => r.response.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(policy.maxAccountFailures);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(40 - policy.maxAccountFailures);
    for (const r of responses.filter((r) => r.response.statusCode === 429)) {
      expect(r.response.json()).toEqual({
        message: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
      });
    }
  });
});

describe('the stored keys', () => {
  it('stay short whatever the account name or address (the primary key index has a size limit)', async () => {
    const throttle = createLoginThrottle(t.db, policy);
    const random = randomBytes(4000).toString('base64');
    await expect(throttle.begin(random, '10.0.0.9')).resolves.toBeDefined();
    await expect(throttle.begin('a'.repeat(90_000), 'x'.repeat(90_000))).resolves.toBeDefined();
    const [longest] = await t.db
      .select({ length: sql<number>`max(length(${loginAttempts.key}))` })
      .from(loginAttempts);
    expect(Number(longest!.length)).toBeLessThanOrEqual(100);
  });
});

describe('the hourly purge', () => {
  it('deletes the rows whose window has passed and keeps the current ones', async () => {
    const old = new Date(Date.now() - policy.windowMs - 1000);
    await t.db.insert(loginAttempts).values([
      { key: 'account:ancien', failures: 5, firstFailureAt: old, lastFailureAt: old },
      { key: 'account:recent', failures: 2 },
    ]);
    await createLoginThrottle(t.db, policy).purgeExpired();
    const keys = await t.db
      .select({ key: loginAttempts.key })
      .from(loginAttempts)
      .where(inArray(loginAttempts.key, ['account:ancien', 'account:recent']));
    expect(keys.map((k) => k.key)).toEqual(['account:recent']);
  });
});
