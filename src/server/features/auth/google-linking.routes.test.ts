import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';
import {
  callback,
  currentUser,
  expectNoticeWithoutSession,
  googleAccount,
  googleEnv,
  reachCallback,
  signInWithGoogle,
} from '../../test/google-test-kit';
import { startOidcProvider, type TestAccount, type TestOidcProvider } from '../../test/oidc-provider';

/**
 * docs/decisions/012: a Google identity joins an account with a password only from that
 * account's profile (its owner logged in), never through a matching e-mail; and a Google
 * subject already on an account is never replaced.
 */
let provider: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: 'sophia-test-client',
    clientSecret: 'sophia-test-client-secret',
    redirectUri: 'http://localhost/api/auth/google/callback',
  });
  t = await buildTestApp({ env: googleEnv(provider.issuer) });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const subjectOf = async (id: number) =>
  (await t.db.select({ s: users.googleSubject }).from(users).where(eq(users.id, id)))[0]?.s;

/** The profile's "Lier mon compte Google", by the logged-in `session`, as `account` at Google. */
async function linkFromProfile(session: string, account: TestAccount) {
  const { callbackUrl, cookie } = await reachCallback(t, provider, account, {
    startUrl: '/api/auth/google?link=1',
    session,
  });
  return callback(t, callbackUrl, session, cookie);
}

describe('signing in with Google when an account has that e-mail', () => {
  it('never takes over an account an attacker registered with the address first', async () => {
    const { user, cookie } = await registerUser(t.app);
    const account = googleAccount(provider, { email: user.email });
    expectNoticeWithoutSession(await signInWithGoogle(t, provider, account), 'google-link-required');
    expect(await subjectOf(user.id)).toBeNull();
    expect((await currentUser(t, cookie)).id).toBe(user.id);
  });

  it('never replaces the Google subject of an account created by Google (a reassigned address)', async () => {
    const first = googleAccount(provider);
    const owner = await currentUser(t, await signInWithGoogle(t, provider, first));
    const second = googleAccount(provider, { email: first.email });
    expectNoticeWithoutSession(await signInWithGoogle(t, provider, second), 'google-subject-conflict');
    expect(await subjectOf(owner.id)).toBe(first.sub);
    // The account's own Google identity still signs in.
    expect((await currentUser(t, await signInWithGoogle(t, provider, first))).id).toBe(owner.id);
  });
});

describe('linking Google from the profile', () => {
  it('attaches the Google identity to the logged-in user, who can then sign in with it', async () => {
    const { user, cookie } = await registerUser(t.app);
    expect((await currentUser(t, cookie)).googleLinked).toBe(false);
    const account = googleAccount(provider, { email: 'autre.adresse@gmail.com' });
    const response = await linkFromProfile(cookie, account);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/profile?notice=google-linked');
    expect(await subjectOf(user.id)).toBe(account.sub);
    expect(await currentUser(t, cookie)).toMatchObject({ id: user.id, googleLinked: true });
    const signedIn = await signInWithGoogle(t, provider, account);
    expect((await currentUser(t, signedIn)).id).toBe(user.id);
  });

  it('refuses a Google identity that already belongs to another account', async () => {
    const taken = googleAccount(provider);
    const holder = await currentUser(t, await signInWithGoogle(t, provider, taken));
    const { user, cookie } = await registerUser(t.app);
    const response = await linkFromProfile(cookie, taken);
    expect(response.headers.location).toBe('/profile?notice=google-link-taken');
    expect(await subjectOf(user.id)).toBeNull();
    expect(await subjectOf(holder.id)).toBe(taken.sub);
  });

  it('never replaces the Google identity the account already has', async () => {
    const { user, cookie } = await registerUser(t.app);
    const first = googleAccount(provider);
    await linkFromProfile(cookie, first);
    const response = await linkFromProfile(cookie, googleAccount(provider));
    expect(response.headers.location).toBe('/profile?notice=google-link-other');
    expect(await subjectOf(user.id)).toBe(first.sub);
  });

  it('asks a visitor to log in first', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google?link=1' });
    expectNoticeWithoutSession(start, 'google-link-login');
    expect(start.cookies.find((c) => c.name === 'sophia_google')).toBeUndefined();
  });

  it('links nothing when the session changed between the start and the return', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const account = googleAccount(provider);
    const { callbackUrl, cookie } = await reachCallback(t, provider, account, {
      startUrl: '/api/auth/google?link=1',
      session: first.cookie,
    });
    const response = await callback(t, callbackUrl, second.cookie, cookie);
    expect(response.headers.location).toBe('/profile?notice=google-failed');
    expect(await subjectOf(first.user.id)).toBeNull();
    expect(await subjectOf(second.user.id)).toBeNull();
    // And without any session, nothing is linked and nobody is logged in.
    const again = await reachCallback(t, provider, account, {
      startUrl: '/api/auth/google?link=1',
      session: first.cookie,
    });
    const anonymous = await callback(t, again.callbackUrl, again.cookie);
    expect(anonymous.headers.location).toBe('/profile?notice=google-failed');
    expect(anonymous.cookies.find((c) => c.name === 'sophia_sid')).toBeUndefined();
    expect(await subjectOf(first.user.id)).toBeNull();
  });
});
