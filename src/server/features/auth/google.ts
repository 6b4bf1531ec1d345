import { authMessages } from '@shared/features/auth-messages';
import * as oidc from 'openid-client';
import { ConflictError } from '../../lib/errors';
import { isUniqueViolation, type UsersRepository } from '../users/users.repository';

export type GoogleSettings = { clientId: string; clientSecret: string; issuer: string };

/** What the browser keeps between leaving for Google and coming back (in a signed cookie). */
export type GoogleFlowState = { state: string; nonce: string; verifier: string; returnTo: string };

export type GoogleProfile = { subject: string; email?: string; emailVerified: boolean; name?: string };

export class GoogleEmailUnverifiedError extends Error {}

/**
 * Google sign-in with openid-client (authorization code + PKCE, state and nonce). The issuer is
 * configurable so tests can point it at a local OpenID provider.
 */
export function createGoogleSignIn(settings: GoogleSettings) {
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    configuration ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // A local test provider speaks plain http on loopback; a real issuer is https.
        execute: new URL(settings.issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error) => {
        configuration = undefined; // retry discovery on the next attempt
        throw error;
      });
    return configuration;
  };

  async function start(redirectUri: string): Promise<{ url: string; flow: GoogleFlowState }> {
    const config = await discover();
    const flow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      returnTo: '/',
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url: url.href, flow };
  }

  async function finish(currentUrl: URL, flow: GoogleFlowState): Promise<GoogleProfile> {
    const config = await discover();
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('id_token manquant');
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : undefined,
    };
  }

  return { start, finish };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;

/** The account for a Google profile: known subject, else linked by verified e-mail, else created. */
export async function findOrCreateGoogleUser(users: UsersRepository, profile: GoogleProfile) {
  const known = await users.findByGoogleSubject(profile.subject);
  if (known) return known;
  if (!profile.email || !profile.emailVerified)
    throw new GoogleEmailUnverifiedError(authMessages.googleEmailUnverified);
  const byEmail = await users.findByEmail(profile.email);
  if (byEmail) return (await users.update(byEmail.id, { googleSubject: profile.subject }))!;
  const base = usernameFrom(profile);
  for (let attempt = 0; attempt < 20; attempt++) {
    const username = attempt === 0 ? base : `${base.slice(0, 44)}${Math.floor(1000 + Math.random() * 9000)}`;
    if (await users.findByUsername(username)) continue;
    try {
      return await users.insert({ username, email: profile.email, googleSubject: profile.subject });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new ConflictError(authMessages.usernameTaken);
}

function usernameFrom(profile: GoogleProfile) {
  const source = profile.name ?? profile.email?.split('@')[0] ?? 'utilisateur';
  const cleaned = source
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9._-]+/g, '.')
    .replace(/^[.]+|[.]+$/g, '')
    .slice(0, 50);
  return cleaned.length >= 3 ? cleaned : `utilisateur.${cleaned}`.slice(0, 50);
}
