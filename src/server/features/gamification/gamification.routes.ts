import { NEXT_CURSOR_HEADER, pageQuerySchema } from '@shared/features/forum';
import { gamificationMessages } from '@shared/features/gamification';
import { quizAnswersSchema } from '@shared/features/quiz';
import { positiveIdSchema } from '@shared/ids';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GamificationService } from './gamification.service';

const userIdParams = z.object({ userId: positiveIdSchema(gamificationMessages.invalidUserId) });

/** SPEC §7 gamification calls. Every amount comes from the server's ledger, never the client. */
export function gamificationRoutes(
  app: FastifyInstance,
  { gamification }: { gamification: GamificationService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  api.get('/api/gamification/level', { config: user }, async (request) =>
    gamification.myLevel(request.user!.id),
  );

  // Another member's level only (shown beside authors), so it is public like the forum.
  api.get(
    '/api/gamification/level/:userId',
    { config: { access: 'public' }, schema: { params: userIdParams } },
    async (request) => gamification.publicLevel(request.params.userId),
  );

  api.get(
    '/api/gamification/history',
    { config: user, schema: { querystring: pageQuerySchema } },
    async (request, reply) => {
      const page = await gamification.history(request.user!.id, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  api.get('/api/gamification/leaderboard', { config: user }, async (request) =>
    gamification.leaderboard(request.user!.id),
  );

  api.post(
    '/api/gamification/quiz-points',
    { config: user, schema: { body: quizAnswersSchema } },
    async (request) => gamification.quizPoints(request.user!.id, request.body),
  );
}
