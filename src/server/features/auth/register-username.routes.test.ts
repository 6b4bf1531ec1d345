import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

// The register schema (shared with the form) is the route's body schema: the server refuses too.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, email: `${Date.now()}@example.ch`, password: 'Motdepasse1' },
  });

describe('POST /api/register usernames', () => {
  it('refuses a name the forum uses for its own labels', async () => {
    const response = await register('Utilisateur #1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Ce nom d'utilisateur est réservé." });
  });

  it('refuses an invisible or bidi control character', async () => {
    const response = await register('admin\u202Enimda');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Le nom d'utilisateur contient un caractère non autorisé." });
  });

  it('still registers an ordinary name', async () => {
    expect((await register('Marie-Thérèse')).statusCode).toBe(201);
  });
});
