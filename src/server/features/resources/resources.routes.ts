import { resourceInputSchema, resourceListQuerySchema, resourceMessages } from '@shared/features/resources';
import { positiveIdSchema } from '@shared/ids';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendMemoizedJson } from '../../lib/memoized-json';
import type { ResourcesService } from './resources.service';

const idParams = z.object({ id: positiveIdSchema(resourceMessages.invalidId) });

export function resourcesRoutes(app: FastifyInstance, { resources }: { resources: ResourcesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/resources',
    { config: { access: 'public' }, schema: { querystring: resourceListQuerySchema } },
    async (request, reply) => sendMemoizedJson(request, reply, await resources.list(request.query)),
  );

  api.get(
    '/api/resources/:id',
    { config: { access: 'public' }, schema: { params: idParams } },
    async (request) => resources.get(request.params.id),
  );

  api.post(
    '/api/resources',
    { config: { access: 'admin' }, schema: { body: resourceInputSchema } },
    async (request, reply) => reply.status(201).send(await resources.create(request.body, request.user!.id)),
  );

  api.put(
    '/api/resources/:id',
    { config: { access: 'admin' }, schema: { params: idParams, body: resourceInputSchema } },
    async (request) => resources.update(request.params.id, request.body),
  );

  api.delete(
    '/api/resources/:id',
    { config: { access: 'admin' }, schema: { params: idParams } },
    async (request, reply) => {
      await resources.remove(request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/resources/:id/share',
    { config: { access: 'user' }, schema: { params: idParams } },
    async (request) => resources.share(request.user!.id, request.params.id),
  );
}
