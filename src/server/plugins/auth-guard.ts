import type { RouteAccess } from '@shared/seo';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { ForbiddenError, PaymentRequiredError, UnauthorizedError } from '../lib/errors';

/**
 * Every route declares who may call it in `config.access`; one hook enforces it (SPEC §6,
 * DECISIONS.md). A route without a declaration is refused at registration, so nothing new can
 * slip through unguarded.
 */
export type ApiAccess = RouteAccess | 'webhook';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: ApiAccess;
    /** The 401 message where SPEC words it differently (e.g. commenting: 'Vous devez être connecté'). */
    unauthorizedMessage?: string;
  }
}

const roleRank = { user: 0, moderator: 1, admin: 2 } as const;

export function hasRole(user: Pick<UserRow, 'role'>, role: 'moderator' | 'admin') {
  return roleRank[user.role] >= roleRank[role];
}

/** DECISIONS.md "Subscription": active while the expiry is in the future; admins always pass. */
export function hasActiveSubscription(
  user: Pick<UserRow, 'role' | 'subscriptionExpiresAt'>,
  now = new Date(),
) {
  return user.role === 'admin' || (user.subscriptionExpiresAt !== null && user.subscriptionExpiresAt > now);
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new UnauthorizedError(request.routeOptions.config.unauthorizedMessage);
  return request.user;
}

export function checkAccess(request: FastifyRequest, access: ApiAccess) {
  if (access === 'public' || access === 'webhook') return;
  const user = requireUser(request);
  if (access === 'user') return;
  if (access === 'premium') {
    if (!hasActiveSubscription(user) && user.freeTrialsUsed >= 1) {
      throw new PaymentRequiredError();
    }
    return;
  }
  if (!hasRole(user, access)) throw new ForbiddenError();
}

export type RegisteredRoute = { method: string; url: string; access: ApiAccess | undefined };

export function registerAuthGuard(app: FastifyInstance, registry: RegisteredRoute[]) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      // Outside /api only files are served (assets, robots.txt…): public by nature.
      const access = route.config?.access ?? (route.url.startsWith('/api') ? undefined : 'public');
      registry.push({ method, url: route.url, access });
    }
    if (route.url.startsWith('/api') && !route.config?.access) {
      throw new Error(`La route ${route.url} ne déclare pas config.access`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (access) checkAccess(request, access);
  });
}
