import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const contact = {
  name: 'Anne',
  email: 'anne@example.ch',
  role: 'nurse',
  subject: 'Une question',
  message: 'Bonjour, une question sur le forum.',
};

describe('security baseline', () => {
  it('refuses a state-changing request from another origin with 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example', host: 'localhost:5000' },
      payload: contact,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Requête refusée : origine non autorisée' });
  });

  it('refuses a cross-site fetch that sends no Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same request from its own origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'http://localhost:5000', host: 'localhost:5000', 'sec-fetch-site': 'same-origin' },
      payload: contact,
    });
    expect(response.statusCode).toBe(201);
  });

  it('sends a strict content security policy without inline scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('limits the body size with a French 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, message: 'x'.repeat(200_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'La requête est trop volumineuse' });
  });

  it('gives every response a request id, and keeps a valid one it was given', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'x-request-id': 'proxy-abc-12345' },
    });
    expect(given.headers['x-request-id']).toBe('proxy-abc-12345');
  });

  it('answers an unknown API path with a French JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ressource introuvable' });
  });

  it('never sends a stack trace, even for an unexpected error', async () => {
    const probe = await buildTestApp({
      extend: (app) =>
        app.get('/api/test-explodes', { config: { access: 'public' } }, async () => {
          throw new Error('secret internal detail');
        }),
    });
    const response = await probe.app.inject({ method: 'GET', url: '/api/test-explodes' });
    await probe.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Erreur interne' });
    expect(response.body).not.toContain('secret internal detail');
  });
});
