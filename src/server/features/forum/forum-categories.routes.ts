import {
  categoryIdParams,
  categoryInputSchema,
  categoryMoveSchema,
  topicListQuerySchema,
} from '@shared/features/forum';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CategoriesService } from './categories.service';
import { sendPage, viewerOf } from './forum.routes';
import type { TopicsService } from './topics.service';

export function forumCategoriesRoutes(
  app: FastifyInstance,
  { categories, topics }: { categories: CategoriesService; topics: TopicsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;

  api.get('/api/forum/categories', { config: { access: 'public' } }, async () => categories.list());

  api.get(
    '/api/forum/categories/:id',
    { config: { access: 'public' }, schema: { params: categoryIdParams } },
    async (request) => categories.get(request.params.id),
  );

  api.get(
    '/api/forum/categories/:id/topics',
    { config: { access: 'public' }, schema: { params: categoryIdParams, querystring: topicListQuerySchema } },
    async (request, reply) => {
      await categories.get(request.params.id);
      return sendPage(
        request,
        reply,
        await topics.list({ viewer: viewerOf(request), ...request.query, categoryId: request.params.id }),
      );
    },
  );

  api.post(
    '/api/forum/categories',
    { config: admin, schema: { body: categoryInputSchema } },
    async (request, reply) => reply.status(201).send(await categories.create(request.body)),
  );

  api.put(
    '/api/forum/categories/:id',
    { config: admin, schema: { params: categoryIdParams, body: categoryInputSchema } },
    async (request) => categories.update(request.params.id, request.body),
  );

  api.delete(
    '/api/forum/categories/:id',
    { config: admin, schema: { params: categoryIdParams } },
    async (request, reply) => {
      await categories.remove(request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/forum/categories/:id/move',
    { config: admin, schema: { params: categoryIdParams, body: categoryMoveSchema } },
    async (request) => categories.move(request.params.id, request.body.direction),
  );
}
