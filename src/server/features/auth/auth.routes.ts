import { loginSchema, registerSchema } from '@shared/features/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasActiveSubscription } from '../../plugins/auth-guard';
import type { SessionStore } from '../../plugins/session';
import { toPublicUser, type UsersRepository } from '../users/users.repository';
import type { AuthService } from './auth.service';
import {
  findOrCreateGoogleUser,
  type GoogleFlowState,
  GoogleRefusal,
  type GoogleSignIn,
  linkGoogleToUser,
} from './google';

const GOOGLE_COOKIE = 'sophia_google';
const GOOGLE_COOKIE_PATH = '/api/auth/google';

type Deps = {
  auth: AuthService;
  sessions: SessionStore;
  users: UsersRepository;
  google?: GoogleSignIn;
  publicUrl?: string;
  secureCookies: boolean;
};

export function authRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { auth, sessions } = deps;

  api.get('/api/user', { config: { access: 'user' } }, async (request) => {
    const user = request.user!;
    // Premium members and admins start new conversations freely: no trial to reopen.
    const trial = hasActiveSubscription(user) ? null : await deps.users.openTrialConversationId(user);
    return toPublicUser(user, trial);
  });

  api.post(
    '/api/register',
    {
      config: { access: 'public', rateLimit: { max: 50, timeWindow: '10 minutes' } },
      schema: { body: registerSchema },
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      await sessions.start(reply, request, user.id);
      return reply.status(201).send(toPublicUser(user));
    },
  );

  api.post(
    '/api/login',
    { config: { access: 'public' }, schema: { body: loginSchema } },
    async (request, reply) => {
      const user = await auth.login(request.body, request.ip);
      await sessions.start(reply, request, user.id);
      return toPublicUser(user);
    },
  );

  api.post('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    await sessions.end(request, reply);
    return reply.status(204).send();
  });

  const origin = (request: FastifyRequest) => deps.publicUrl ?? `${request.protocol}://${request.host}`;
  const backToAuth = (reply: FastifyReply, notice: string) => reply.redirect(`/auth?notice=${notice}`);
  const backToProfile = (reply: FastifyReply, notice: string) => reply.redirect(`/profile?notice=${notice}`);

  // `?link=1`: the profile's "Lier mon compte Google" (docs/decisions/012), for the logged-in user.
  api.get(
    '/api/auth/google',
    { config: { access: 'public' }, schema: { querystring: z.object({ link: z.string().optional() }) } },
    async (request, reply) => {
      if (!deps.google) return backToAuth(reply, 'google-unavailable');
      const link = request.query.link === '1';
      if (link && !request.user) return backToAuth(reply, 'google-link-login');
      try {
        // Normalised (`http://host:80/…` → `http://host/…`) like the callback URL from which
        // openid-client derives the token request's redirect_uri: the two must be identical.
        const redirectUri = new URL(`${origin(request)}/api/auth/google/callback`).href;
        const { url, flow } = await deps.google.start(redirectUri, link ? request.user!.id : undefined);
        reply.setCookie(GOOGLE_COOKIE, JSON.stringify(flow), {
          path: GOOGLE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: deps.secureCookies,
          signed: true,
          maxAge: 600,
        });
        return reply.redirect(url);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in unavailable');
        return link ? backToProfile(reply, 'google-unavailable') : backToAuth(reply, 'google-unavailable');
      }
    },
  );

  api.get('/api/auth/google/callback', { config: { access: 'public' } }, async (request, reply) => {
    if (!deps.google) return backToAuth(reply, 'google-unavailable');
    const flow = readFlow(request);
    reply.clearCookie(GOOGLE_COOKIE, { path: GOOGLE_COOKIE_PATH });
    if (!flow) return backToAuth(reply, 'google-failed');
    const linking = flow.linkUserId !== undefined;
    const back = linking ? backToProfile : backToAuth;
    try {
      // A link attaches Google to whoever started it, and only while that user is still logged in.
      if (linking && request.user?.id !== flow.linkUserId) return back(reply, 'google-failed');
      const profile = await deps.google.finish(new URL(request.url, origin(request)), flow);
      if (linking) {
        await linkGoogleToUser(deps.users, flow.linkUserId!, profile.subject);
        return back(reply, 'google-linked');
      }
      const user = await findOrCreateGoogleUser(deps.users, profile);
      await sessions.start(reply, request, user.id);
      return reply.redirect(flow.returnTo);
    } catch (error) {
      if (error instanceof GoogleRefusal) return back(reply, error.notice);
      request.log.warn({ err: error }, 'Google sign-in failed');
      return back(reply, 'google-failed');
    }
  });
}

function readFlow(request: FastifyRequest): GoogleFlowState | undefined {
  const raw = request.cookies[GOOGLE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    return JSON.parse(unsigned.value) as GoogleFlowState;
  } catch {
    return undefined;
  }
}
