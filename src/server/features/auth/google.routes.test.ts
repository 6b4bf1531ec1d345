import { type AddressInfo, createServer } from 'node:net';
import { sign } from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';
import {
  callback,
  client,
  currentUser,
  expectNoticeWithoutSession,
  googleAccount,
  googleEnv,
  reachCallback,
  signInWithGoogle,
} from '../../test/google-test-kit';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider';

/**
 * The whole Google sign-in against a real OpenID provider over http on 127.0.0.1: the app under
 * test discovers it, sends the "browser" there, and redeems the code it brings back.
 */

/** A port on 127.0.0.1 nothing listens on: bound by the system, then released. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Google sign-in when Google is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends both the start and the callback back to /auth with google-unavailable', async () => {
    expectNoticeWithoutSession(
      await t.app.inject({ method: 'GET', url: '/api/auth/google' }),
      'google-unavailable',
    );
    expectNoticeWithoutSession(
      await callback(t, '/api/auth/google/callback?code=x&state=y'),
      'google-unavailable',
    );
  });
});

describe('Google sign-in against a local OpenID provider', () => {
  let provider: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOidcProvider(client);
    t = await buildTestApp({ env: googleEnv(provider.issuer) });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('starts at the provider with a signed, short-lived flow cookie scoped to the Google routes', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(302);
    const location = new URL(start.headers.location!);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(client.redirectUri);
    const cookie = start.cookies.find((c) => c.name === 'sophia_google');
    expect(cookie).toMatchObject({ path: '/api/auth/google', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
  });

  it('creates a new user from a verified profile and logs them in', async () => {
    const account = googleAccount(provider, { email: 'Zoe.Muller@Example.CH', name: 'Zoé Müller-Dâ' });
    const response = await signInWithGoogle(t, provider, account);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(await currentUser(t, response)).toMatchObject({
      email: 'zoe.muller@example.ch',
      role: 'user',
      username: 'Zoe.Muller-Da',
    });
  });

  it('signs the same Google subject back into the same account, even after its e-mail changed at Google', async () => {
    const account = googleAccount(provider);
    const first = await currentUser(t, await signInWithGoogle(t, provider, account));
    provider.accounts.set(account.sub, { ...account, email: `renamed-${account.email}` });
    const second = await currentUser(t, await signInWithGoogle(t, provider, account));
    expect(second.id).toBe(first.id);
    expect(second.email).toBe(account.email);
  });

  it('never links a Google e-mail to an existing password account: asks to log in and link from the profile', async () => {
    const { user } = await registerUser(t.app, { email: 'lien.existant@example.ch' });
    const account = googleAccount(provider, { email: 'Lien.Existant@example.ch' });
    expectNoticeWithoutSession(await signInWithGoogle(t, provider, account), 'google-link-required');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.googleSubject).toBeNull();
  });

  it('refuses an unverified e-mail for an unknown subject', async () => {
    const account = googleAccount(provider, { email_verified: false });
    expectNoticeWithoutSession(await signInWithGoogle(t, provider, account), 'google-email-unverified');
  });

  it('never links an unverified Google e-mail to an existing account (no takeover by e-mail)', async () => {
    const { user } = await registerUser(t.app);
    const account = googleAccount(provider, { email: user.email, email_verified: false });
    expectNoticeWithoutSession(await signInWithGoogle(t, provider, account), 'google-email-unverified');
  });

  describe('refuses a callback that does not match the flow it started', () => {
    it('when the state was changed', async () => {
      const { callbackUrl, cookie } = await reachCallback(t, provider, googleAccount(provider));
      callbackUrl.searchParams.set('state', 'forged-state');
      expectNoticeWithoutSession(await callback(t, callbackUrl, cookie), 'google-failed');
    });

    it('when the flow cookie is missing', async () => {
      const { callbackUrl } = await reachCallback(t, provider, googleAccount(provider));
      expectNoticeWithoutSession(await callback(t, callbackUrl), 'google-failed');
    });

    it('when the flow cookie is signed with another secret', async () => {
      const { callbackUrl, cookie } = await reachCallback(t, provider, googleAccount(provider));
      // The genuine flow (state, nonce, verifier), re-signed by someone without the server's secret.
      const genuine = decodeURIComponent(cookie.slice('sophia_google='.length));
      const flow = genuine.slice(0, genuine.lastIndexOf('.'));
      const forged = `sophia_google=${encodeURIComponent(sign(flow, 'not-the-session-secret-0123456789abcdef'))}`;
      expectNoticeWithoutSession(await callback(t, callbackUrl, forged), 'google-failed');
    });
  });
});

describe('Google sign-in when the issuer cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: googleEnv(`http://127.0.0.1:${await closedPort()}`) });
  });
  afterAll(() => t.close());

  it('sends the start back to /auth with google-unavailable', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expectNoticeWithoutSession(start, 'google-unavailable');
    expect(start.cookies.find((c) => c.name === 'sophia_google')).toBeUndefined();
  });
});
