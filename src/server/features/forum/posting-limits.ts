import { FORUM_LIMITS, forumMessages } from '@shared/features/forum';
import type { FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../lib/errors';

/**
 * @fastify/rate-limit settings for one posting route (docs/decisions/017). Counted per member,
 * not per address: members behind one address (a care home's network) do not share a limit, and
 * one member cannot flood the queue from many addresses. Run as a preHandler, after the session
 * is read and the guard has refused visitors; the address is only a fallback.
 */
function perMember(max: number, timeWindow: string) {
  return {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => (request.user ? `member:${request.user.id}` : request.ip),
    errorResponseBuilder: () => new TooManyRequestsError(forumMessages.tooManyPosts),
  };
}

export const topicPostingLimit = perMember(FORUM_LIMITS.topicsPerHour, '1 hour');
export const commentPostingLimit = perMember(FORUM_LIMITS.commentsPerTenMinutes, '10 minutes');
