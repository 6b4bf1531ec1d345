import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const VISITOR_COOKIE = 'sophia_vid';

/**
 * Who is viewing, for "one view per session per topic" (DECISIONS.md): the login session, or for a
 * visitor a random id in a session cookie that identifies nobody and ends with the browser session.
 * Stored hashed, never the session token itself.
 */
export function viewerKey(request: FastifyRequest, reply: FastifyReply): string {
  if (request.sessionId) return `s:${hash(request.sessionId)}`;
  let visitor = request.cookies[VISITOR_COOKIE];
  if (!visitor || !/^[\w-]{16,64}$/.test(visitor)) {
    visitor = randomBytes(18).toString('base64url');
    reply.setCookie(VISITOR_COOKIE, visitor, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  }
  return `v:${hash(visitor)}`;
}

function hash(value: string) {
  return createHash('sha256').update(value).digest('base64url').slice(0, 40);
}
