import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

describe('session cookie in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) } });
  });
  afterAll(() => t.close());

  it('is Secure, HttpOnly and SameSite=Lax', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'prod_user', email: 'prod@example.ch', password: 'Production1' },
    });
    expect(response.statusCode).toBe(201);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});
