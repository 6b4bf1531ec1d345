import { contactMessageStatusSchema, contactSchema } from '@shared/features/contact';
import { positiveIdSchema } from '@shared/ids';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContactService } from './contact.service';

const idParams = z.object({ id: positiveIdSchema('Identifiant invalide') });
const listQuery = z.object({ status: z.enum(['inbox', 'archived']).default('inbox') });

export function contactRoutes(app: FastifyInstance, { contact }: { contact: ContactService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/contact',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: { body: contactSchema },
    },
    async (request, reply) => reply.status(201).send(await contact.create(request.body, request.user?.id)),
  );

  api.get(
    '/api/admin/messages',
    { config: { access: 'admin' }, schema: { querystring: listQuery } },
    async (request) => contact.list(request.query.status),
  );

  api.patch(
    '/api/admin/messages/:id',
    { config: { access: 'admin' }, schema: { params: idParams, body: contactMessageStatusSchema } },
    async (request) => contact.setStatus(request.params.id, request.body),
  );
}
