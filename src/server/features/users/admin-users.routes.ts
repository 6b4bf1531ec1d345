import { NEXT_CURSOR_HEADER } from '@shared/features/forum';
import {
  adminUserIdParams,
  adminUserListQuerySchema,
  createAdminUserSchema,
  updateAdminUserSchema,
} from '@shared/features/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor, AdminUsersService } from './admin-users.service';

const admin = { access: 'admin' } as const;

/** For admin routes: the guard has already required a user. */
const actorOf = (request: FastifyRequest): Actor => ({ id: request.user!.id, sessionId: request.sessionId });

/** /api/admin/users (SPEC §7): admin only — 401 for a visitor, 403 for a user or a moderator. */
export function adminUsersRoutes(app: FastifyInstance, { adminUsers }: { adminUsers: AdminUsersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/users',
    { config: admin, schema: { querystring: adminUserListQuerySchema } },
    async (request, reply) => {
      const page = await adminUsers.list(request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      reply.header('Cache-Control', 'no-store');
      return page.items;
    },
  );

  api.post(
    '/api/admin/users',
    { config: admin, schema: { body: createAdminUserSchema } },
    async (request, reply) => reply.status(201).send(await adminUsers.create(request.body)),
  );

  api.put(
    '/api/admin/users/:id',
    { config: admin, schema: { params: adminUserIdParams, body: updateAdminUserSchema } },
    async (request) => adminUsers.update(request.params.id, request.body, actorOf(request)),
  );

  api.delete(
    '/api/admin/users/:id',
    { config: admin, schema: { params: adminUserIdParams } },
    async (request, reply) => {
      await adminUsers.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
}
