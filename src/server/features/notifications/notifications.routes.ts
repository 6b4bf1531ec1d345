import { notificationIdParams } from '@shared/features/forum';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { NotificationsService } from './notifications.service';

export function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  api.get('/api/notifications', { config: user }, async (request) => notifications.list(request.user!.id));

  api.post('/api/notifications/read-all', { config: user }, async (request, reply) => {
    await notifications.markAllRead(request.user!.id);
    return reply.status(204).send();
  });

  api.post(
    '/api/notifications/:id/read',
    { config: user, schema: { params: notificationIdParams } },
    async (request, reply) => {
      await notifications.markRead(request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
