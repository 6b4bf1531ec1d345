import type { FastifyInstance } from 'fastify';
import { databaseUnavailableMessage } from '../db/unavailable';

/**
 * Probes for a load balancer or an orchestrator (docs/decisions/011): /healthz says the process
 * answers (restart it if not); /readyz says it can serve, the database included (send it no
 * traffic while not). Outside /api: never rate-limited, no session.
 */
export function registerHealth(app: FastifyInstance, database: { ping(): Promise<void> }) {
  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { access: 'public' } }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'readyz: base de données injoignable');
      return reply.status(503).send({ status: 'unavailable', message: databaseUnavailableMessage });
    }
  });
}
