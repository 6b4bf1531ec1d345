import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, sessionCookie, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload });
const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, headers });
const getUser = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

describe('GET /api/user', () => {
  it('answers 401 with a French message when nobody is logged in', async () => {
    const response = await getUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Vous devez être connecté pour accéder à cette page' });
  });

  it('ignores an unknown session cookie', async () => {
    expect((await getUser('sophia_sid=forged-token')).statusCode).toBe(401);
  });
});

describe('POST /api/register', () => {
  const valid = { username: 'claire', email: 'Claire@Example.CH', password: 'Soignante1' };

  it.each([
    [{ ...valid, username: 'ab' }, "Le nom d'utilisateur doit contenir au moins 3 caractères"],
    [{ ...valid, username: '   ab   ' }, "Le nom d'utilisateur doit contenir au moins 3 caractères"],
    [{ ...valid, username: 'a'.repeat(51) }, "Le nom d'utilisateur ne peut pas dépasser 50 caractères"],
    [{ ...valid, email: 'pas-un-email' }, 'Veuillez entrer une adresse email valide'],
    [{ ...valid, password: 'Court1' }, 'Le mot de passe doit contenir au moins 8 caractères'],
    [
      { ...valid, password: 'toutminuscule1' },
      'Le mot de passe doit contenir au moins une lettre majuscule, une lettre minuscule et un chiffre',
    ],
    [
      { ...valid, password: 'TOUTMAJUSCULE1' },
      'Le mot de passe doit contenir au moins une lettre majuscule, une lettre minuscule et un chiffre',
    ],
    [
      { ...valid, password: 'SansChiffre' },
      'Le mot de passe doit contenir au moins une lettre majuscule, une lettre minuscule et un chiffre',
    ],
    [
      { email: valid.email, password: valid.password },
      "Le nom d'utilisateur doit contenir au moins 3 caractères",
    ],
  ])('refuses %j with 400 and its French message', async (payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a body that is not JSON with a French 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Requête invalide' });
  });

  it('creates the account, logs it in with a safe cookie and never returns the hash', async () => {
    const response = await register(valid);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      username: 'claire',
      email: 'claire@example.ch',
      role: 'user',
      freeTrialsUsed: 0,
      showUsernameInForum: false,
      trialMessagesLeft: 10,
    });
    expect(JSON.stringify(user)).not.toMatch(/password|hash|argon/i);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/sophia_sid=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const me = await getUser(sessionCookie(response));
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('claire');
  });

  it('answers 409 when the username is taken, whatever its case', async () => {
    const response = await register({ ...valid, username: 'CLAIRE', email: 'autre@example.ch' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "Ce nom d'utilisateur est déjà utilisé" });
  });

  it('answers 409 when the e-mail is taken, whatever its case', async () => {
    const response = await register({ ...valid, username: 'claire2', email: 'CLAIRE@example.ch' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Cette adresse email est déjà utilisée' });
  });

  it('never lets a visitor choose a role or a subscription', async () => {
    const response = await register({
      username: 'mallory',
      email: 'mallory@example.ch',
      password: 'Pirate123',
      role: 'admin',
      subscriptionPlan: 'premium',
      subscriptionExpiresAt: '2099-01-01T00:00:00Z',
      freeTrialsUsed: -5,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      role: 'user',
      subscriptionPlan: null,
      subscriptionExpiresAt: null,
      freeTrialsUsed: 0,
      showUsernameInForum: false,
      trialMessagesLeft: 10,
    });
    const adminOnly = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages',
      headers: { cookie: sessionCookie(response) },
    });
    expect(adminOnly.statusCode).toBe(403);
  });
});

describe('POST /api/login and /api/logout', () => {
  it.each([
    [{ password: 'x' }, "Le nom d'utilisateur est requis"],
    [{ username: '', password: 'x' }, "Le nom d'utilisateur est requis"],
    [{ username: 'claire' }, 'Le mot de passe est requis'],
    [{ username: 'claire', password: '' }, 'Le mot de passe est requis'],
    // Bounded like registration's: nothing longer can be an account (docs/decisions/015).
    [{ username: 'a'.repeat(51), password: 'x' }, "Le nom d'utilisateur ne peut pas dépasser 50 caractères"],
    [
      { username: 'claire', password: 'x'.repeat(201) },
      'Le mot de passe ne peut pas dépasser 200 caractères',
    ],
  ])('refuses %j with its French message', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a 5 KB random username with a 400, not a 500', async () => {
    const username = randomBytes(4000).toString('base64');
    const response = await login({ username, password: 'Mauvais123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Le nom d'utilisateur ne peut pas dépasser 50 caractères" });
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const { user } = await registerUser(t.app, { password: 'Correct123' });
    const wrong = await login({ username: user.username, password: 'Mauvais123' });
    const unknown = await login({ username: 'personne_ici', password: 'Mauvais123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Identifiants invalides' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('logs in case-insensitively and rotates the session id', async () => {
    const { user, cookie: registrationCookie } = await registerUser(t.app, { password: 'Correct123' });
    const response = await login(
      { username: user.username.toUpperCase(), password: 'Correct123' },
      { cookie: registrationCookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
    const newCookie = sessionCookie(response);
    expect(newCookie).not.toBe(registrationCookie);
    expect((await getUser(registrationCookie)).statusCode).toBe(401);
    expect((await getUser(newCookie)).statusCode).toBe(200);
  });

  it('really ends the session on logout', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/sophia_sid=;/);
    // The old cookie, replayed, opens nothing: the session is gone from the server.
    expect((await getUser(cookie)).statusCode).toBe(401);
  });
});
