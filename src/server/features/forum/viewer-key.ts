import { createHash } from 'node:crypto';
import { zurichDay } from '@shared/zurich-day';
import type { FastifyRequest } from 'fastify';
import { networkOf } from '../../lib/network';

/**
 * Who is viewing, for the view count (docs/decisions/014): a member once per login session; a
 * visitor once per network address and Zurich day. A visitor cookie cannot be the key: a client
 * that drops or forges it would be a new viewer on every request, one database write each, and
 * could push any topic up the "popular" sort. Keyed with the app's secret (through the cookie
 * signer) and the day, so a stored key neither reveals the address nor links two days.
 */
export function viewerKey(request: FastifyRequest, now = new Date()): string {
  if (request.sessionId) return `s:${hash(request.sessionId)}`;
  return `a:${hash(request.server.signCookie(`view|${networkOf(request.ip)}|${zurichDay(now)}`))}`;
}

function hash(value: string) {
  return createHash('sha256').update(value).digest('base64url').slice(0, 40);
}
