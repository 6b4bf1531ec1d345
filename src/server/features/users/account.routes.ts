import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionStore } from '../../plugins/session';
import type { AccountService } from './account.service';

/** The typed word guards against a slip: deleting an account cannot be undone. */
const deleteAccountSchema = z.object({
  confirm: z.literal('SUPPRIMER', { error: 'Tapez SUPPRIMER pour confirmer la suppression du compte.' }),
});

export function accountRoutes(
  app: FastifyInstance,
  {
    account,
    sessions,
    onAccountDeleted,
  }: { account: AccountService; sessions: SessionStore; onAccountDeleted: () => void },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/user/export', { config: { access: 'user' } }, async (request, reply) => {
    const data = await account.exportData(request.user!.id);
    return reply
      .header('Content-Disposition', 'attachment; filename="sophia-mes-donnees.json"')
      .header('Cache-Control', 'no-store')
      .send(data);
  });

  api.delete(
    '/api/user',
    { config: { access: 'user' }, schema: { body: deleteAccountSchema } },
    async (request, reply) => {
      await account.deleteAccount(request.user!.id);
      onAccountDeleted();
      // Every session of the account went with it; this one's cookie is cleared too.
      await sessions.end(request, reply);
      return reply.status(204).send();
    },
  );
}
