import { createHmac, randomBytes } from 'node:crypto';
import { zurichDay } from '@shared/zurich-day';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, type UserRow, users } from '../db/schema';
import { isApiRoute } from '../lib/api-route';

export const SESSION_COOKIE = 'sophia_sid';
const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
}

export type SessionOptions = {
  db: Db;
  secret: string;
  secure: boolean;
  /** Told of a user's first authenticated request of a Europe/Zurich day (the daily-login point). */
  onNewDay?: (userId: number) => Promise<void>;
};

/**
 * Server-side sessions: the cookie carries a random token, the table its HMAC, so logging out or
 * deleting a user really ends the session, and a copy of the table opens nothing.
 */
export function createSessionStore({ db, secret, secure, onNewDay }: SessionOptions) {
  const hashToken = (token: string) => createHmac('sha256', secret).update(token).digest('hex');
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;

  async function start(reply: FastifyReply, request: FastifyRequest, userId: number) {
    // Rotation: whatever session the browser had is dropped before a new id is issued.
    await end(request, reply);
    const token = randomBytes(32).toString('base64url');
    const id = hashToken(token);
    await db.insert(sessions).values({ id, userId, expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) });
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_DAYS * 86_400 });
    request.sessionId = id;
    await greet(request, userId);
  }

  /** A failed award must not fail the request that earned it: it is logged and tried again later. */
  async function greet(request: FastifyRequest, userId: number) {
    if (!onNewDay) return;
    try {
      await onNewDay(userId);
    } catch (err) {
      request.log.warn({ err }, 'daily visit not recorded');
    }
  }

  async function end(request: FastifyRequest, reply: FastifyReply) {
    if (request.sessionId) await db.delete(sessions).where(eq(sessions.id, request.sessionId));
    request.sessionId = null;
    request.user = null;
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  }

  async function load(request: FastifyRequest) {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const id = hashToken(token);
    const [row] = await db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!row) return;
    request.user = row.user;
    request.sessionId = id;
    if (row.user.lastActiveDay !== zurichDay()) await greet(request, row.user.id);
    // Rolling expiry, written at most once a day per session.
    if (row.expiresAt.getTime() - Date.now() < (SESSION_DAYS - 1) * DAY_MS) {
      await db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) })
        .where(eq(sessions.id, id));
    }
  }

  const purgeExpired = () => db.delete(sessions).where(lt(sessions.expiresAt, new Date()));

  return { start, end, load, purgeExpired };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function registerSessions(app: FastifyInstance, store: SessionStore) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (isApiRoute(request)) await store.load(request);
  });
}
