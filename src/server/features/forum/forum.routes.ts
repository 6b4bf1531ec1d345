import {
  commentEditSchema,
  commentIdParams,
  commentInputSchema,
  forumMessages,
  moderationSchema,
  NEXT_CURSOR_HEADER,
  pageQuerySchema,
  topicIdParams,
  topicInputSchema,
  topicListQuerySchema,
} from '@shared/features/forum';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendMemoizedJson } from '../../lib/memoized-json';
import type { CommentsService } from './comments.service';
import type { Viewer } from './forum-mappers';
import { commentPostingLimit, topicPostingLimit } from './posting-limits';
import type { TopicsService } from './topics.service';
import { viewerKey } from './viewer-key';

export const viewerOf = (request: FastifyRequest): Viewer =>
  request.user ? { id: request.user.id, role: request.user.role } : null;

/** For routes whose guard already required a user. */
const userOf = (request: FastifyRequest) => viewerOf(request)!;

/**
 * A keyset page: the items as a JSON list (SPEC §7 "list"), the next cursor in a header. A
 * visitor's page is a cached object: its bytes are serialised and compressed once.
 */
export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { items: T[]; nextCursor: string | null },
) {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return request.user ? page.items : sendMemoizedJson(request, reply, page.items);
}

type Services = { topics: TopicsService; comments: CommentsService };

export function forumRoutes(app: FastifyInstance, { topics, comments }: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const publicAccess = { access: 'public' } as const;
  const user = { access: 'user' } as const;
  const moderator = { access: 'moderator' } as const;

  api.get(
    '/api/forum/topics',
    { config: publicAccess, schema: { querystring: topicListQuerySchema } },
    async (request, reply) =>
      sendPage(request, reply, await topics.list({ viewer: viewerOf(request), ...request.query })),
  );

  api.get(
    '/api/forum/topics/:id',
    { config: publicAccess, schema: { params: topicIdParams } },
    async (request, reply) => {
      const detail = await topics.get(request.params.id, viewerOf(request), viewerKey(request));
      return request.user ? detail : sendMemoizedJson(request, reply, detail);
    },
  );

  api.post(
    '/api/forum/topics',
    { config: { ...user, rateLimit: topicPostingLimit }, schema: { body: topicInputSchema } },
    async (request, reply) => reply.status(201).send(await topics.create(userOf(request), request.body)),
  );

  api.put(
    '/api/forum/topics/:id',
    { config: user, schema: { params: topicIdParams, body: topicInputSchema } },
    async (request) => topics.update(request.params.id, userOf(request), request.body),
  );

  api.post(
    '/api/forum/topics/:id/comments',
    {
      config: {
        ...user,
        unauthorizedMessage: forumMessages.commentLoginRequired,
        rateLimit: commentPostingLimit,
      },
      schema: { params: topicIdParams, body: commentInputSchema },
    },
    async (request, reply) =>
      reply.status(201).send(await comments.create(request.params.id, userOf(request), request.body)),
  );

  api.put(
    '/api/forum/comments/:id',
    { config: user, schema: { params: commentIdParams, body: commentEditSchema } },
    async (request) => comments.update(request.params.id, userOf(request), request.body.content),
  );

  for (const like of [true, false]) {
    const method = like ? 'post' : 'delete';
    api[method](
      '/api/forum/topics/:id/like',
      { config: user, schema: { params: topicIdParams } },
      async (request) => topics.setLike(request.params.id, userOf(request), like),
    );
    api[method](
      '/api/forum/comments/:id/like',
      { config: user, schema: { params: commentIdParams } },
      async (request) => comments.setLike(request.params.id, userOf(request), like),
    );
  }

  api.get(
    '/api/forum/my-topics',
    { config: user, schema: { querystring: pageQuerySchema } },
    async (request, reply) =>
      sendPage(request, reply, await topics.listByAuthor(userOf(request), request.query)),
  );

  api.get(
    '/api/forum/my-comments',
    { config: user, schema: { querystring: pageQuerySchema } },
    async (request, reply) =>
      sendPage(request, reply, await comments.listByAuthor(userOf(request), request.query)),
  );

  // Moderation (DECISIONS.md: moderators and admins).
  api.get('/api/forum/pending-topics', { config: moderator }, async (request) =>
    topics.moderationQueue('pending', userOf(request)),
  );
  api.get('/api/forum/pending-comments', { config: moderator }, async (request) =>
    comments.moderationQueue('pending', userOf(request)),
  );
  api.get('/api/forum/rejected-topics', { config: moderator }, async (request) =>
    topics.moderationQueue('rejected', userOf(request)),
  );
  api.get('/api/forum/rejected-comments', { config: moderator }, async (request) =>
    comments.moderationQueue('rejected', userOf(request)),
  );
  api.get('/api/forum/moderation-counts', { config: moderator }, async () => {
    const [pendingTopics, pendingComments] = await Promise.all([
      topics.countPending(),
      comments.countPending(),
    ]);
    return { topics: pendingTopics, comments: pendingComments };
  });

  api.post(
    '/api/forum/topics/:id/approve',
    { config: moderator, schema: { params: topicIdParams, body: moderationSchema } },
    async (request) => topics.moderate(request.params.id, userOf(request), request.body),
  );

  api.post(
    '/api/forum/comments/:id/approve',
    { config: moderator, schema: { params: commentIdParams, body: moderationSchema } },
    async (request) => comments.moderate(request.params.id, userOf(request), request.body),
  );
}
