import { authMessages } from '@shared/features/auth-messages';
import * as oidc from 'openid-client';
import { ConflictError } from '../../lib/errors';
import { isUniqueViolation, type UsersRepository } from '../users/users.repository';

export type GoogleSettings = { clientId: string; clientSecret: string; issuer: string };

/**
 * What the browser keeps between leaving for Google and coming back (in a signed cookie).
 * `linkUserId`: the profile's "Lier mon compte Google", started by this logged-in user.
 */
export type GoogleFlowState = {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  linkUserId?: number;
};

export type GoogleProfile = { subject: string; email?: string; emailVerified: boolean; name?: string };

/** Why a Google sign-in or link is refused: the `?notice=` the page it lands on shows. */
export type GoogleNotice =
  | 'google-email-unverified'
  | 'google-link-required'
  | 'google-subject-conflict'
  | 'google-link-taken'
  | 'google-link-other';

export class GoogleRefusal extends Error {
  constructor(readonly notice: GoogleNotice) {
    super(notice);
  }
}

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

  async function start(
    redirectUri: string,
    linkUserId?: number,
  ): Promise<{ url: string; flow: GoogleFlowState }> {
    const config = await discover();
    const flow: GoogleFlowState = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      returnTo: linkUserId === undefined ? '/' : '/profile',
      ...(linkUserId === undefined ? {} : { linkUserId }),
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

/**
 * The account for a Google profile: known subject, else created from a verified e-mail. An
 * account that already has this e-mail is never taken over (docs/decisions/012): nobody verified
 * the address at registration, and Google may give an address to someone else later.
 */
export async function findOrCreateGoogleUser(users: UsersRepository, profile: GoogleProfile) {
  const known = await users.findByGoogleSubject(profile.subject);
  if (known) return known;
  if (!profile.email || !profile.emailVerified) throw new GoogleRefusal('google-email-unverified');
  const byEmail = await users.findByEmail(profile.email);
  if (byEmail?.googleSubject) throw new GoogleRefusal('google-subject-conflict');
  // Its owner links Google from their profile, once logged in with their password.
  if (byEmail?.passwordHash) throw new GoogleRefusal('google-link-required');
  // Neither a password nor Google (no such account is created today): nobody else can claim it.
  if (byEmail) return linkGoogleToUser(users, byEmail.id, profile.subject);
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

/** The profile's link: the logged-in user's account gets this Google subject, never replacing one. */
export async function linkGoogleToUser(users: UsersRepository, userId: number, subject: string) {
  const holder = await users.findByGoogleSubject(subject);
  if (holder && holder.id !== userId) throw new GoogleRefusal('google-link-taken');
  if (holder) return holder;
  let linked: Awaited<ReturnType<UsersRepository['linkGoogleSubject']>>;
  try {
    linked = await users.linkGoogleSubject(userId, subject);
  } catch (error) {
    // Linked to another account in the meantime: the unique index decides.
    if (isUniqueViolation(error, 'users_google_subject_idx')) throw new GoogleRefusal('google-link-taken');
    throw error;
  }
  if (!linked) throw new GoogleRefusal('google-link-other');
  return linked;
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
