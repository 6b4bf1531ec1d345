import { userPreferencesSchema } from '@shared/features/forum';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toPublicUser, type UsersRepository } from './users.repository';

/** What a user chooses about themself (for now, whether the forum shows their username). */
export function usersRoutes(
  app: FastifyInstance,
  { users, onPreferencesChanged }: { users: UsersRepository; onPreferencesChanged: () => void },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.patch(
    '/api/user/preferences',
    { config: { access: 'user' }, schema: { body: userPreferencesSchema } },
    async (request) => {
      const user = await users.update(request.user!.id, request.body);
      // The forum shows authors by this choice: its cached pages must not keep the old name.
      onPreferencesChanged();
      return toPublicUser(user!);
    },
  );
}
