import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sessionCookie, type TestApp } from './build-test-app';
import type { TestAccount, TestOidcProvider } from './oidc-provider';

/**
 * The Google sign-in tests' helpers, against the local OpenID provider of ./oidc-provider.ts.
 * app.inject() calls the app as host `localhost:80`, from which it derives its redirect_uri; the
 * app normalises it (default port dropped), as it must match the one openid-client sends later.
 */
export const client = {
  clientId: 'sophia-test-client',
  clientSecret: 'sophia-test-client-secret',
  redirectUri: 'http://localhost/api/auth/google/callback',
};

export const googleEnv = (issuer: string) => ({
  GOOGLE_CLIENT_ID: client.clientId,
  GOOGLE_CLIENT_SECRET: client.clientSecret,
  GOOGLE_ISSUER: issuer,
});

let counter = 0;
/** A Google account the provider knows, unique per call so tests never share a subject or e-mail. */
export function googleAccount(provider: TestOidcProvider, overrides: Partial<TestAccount> = {}): TestAccount {
  counter += 1;
  const account = {
    sub: `google-${counter}-${Date.now()}`,
    email: `google${counter}-${Date.now()}@gmail.com`,
    email_verified: true,
    name: `Google ${counter}`,
    ...overrides,
  };
  provider.accounts.set(account.sub, account);
  return account;
}

/** The `sophia_google` cookie exactly as set (still URL-encoded), for the callback's `cookie` header. */
export function flowCookie(response: LightMyRequestResponse): string {
  const headers = [response.headers['set-cookie'] ?? []].flat();
  const cookie = headers.find((header) => header.startsWith('sophia_google='));
  if (!cookie) throw new Error('no sophia_google cookie in the response');
  return cookie.split(';')[0]!;
}

/** The request the browser makes on its way back from the provider, with the cookies given. */
export const callback = (t: TestApp, url: URL | string, ...cookies: (string | undefined)[]) => {
  const cookie = cookies.filter(Boolean).join('; ');
  return t.app.inject({
    method: 'GET',
    url: typeof url === 'string' ? url : `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
};

/**
 * Leaves for the provider (from `startUrl`, with the session cookie if any), signs in there as
 * `account`, and stops at the redirect back to the app.
 */
export async function reachCallback(
  t: TestApp,
  provider: TestOidcProvider,
  account: TestAccount,
  options: { startUrl?: string; session?: string } = {},
) {
  const start = await t.app.inject({
    method: 'GET',
    url: options.startUrl ?? '/api/auth/google',
    headers: options.session ? { cookie: options.session } : {},
  });
  expect(start.statusCode).toBe(302);
  const callbackUrl = await provider.signIn(start.headers.location!, account.sub);
  expect(`${callbackUrl.origin}${callbackUrl.pathname}`).toBe(client.redirectUri);
  return { callbackUrl, cookie: flowCookie(start) };
}

export async function signInWithGoogle(t: TestApp, provider: TestOidcProvider, account: TestAccount) {
  const { callbackUrl, cookie } = await reachCallback(t, provider, account);
  return callback(t, callbackUrl, cookie);
}

/** The user a session cookie (or the response that set it) belongs to. */
export async function currentUser(t: TestApp, session: LightMyRequestResponse | string) {
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { cookie: typeof session === 'string' ? session : sessionCookie(session) },
  });
  expect(me.statusCode).toBe(200);
  return me.json();
}

export function expectNoticeWithoutSession(response: LightMyRequestResponse, notice: string) {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(`/auth?notice=${notice}`);
  expect(response.cookies.find((c) => c.name === 'sophia_sid')).toBeUndefined();
}
