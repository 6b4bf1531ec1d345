import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/errors';

/** French messages for the framework's own 4xx errors, by status. */
const frameworkMessages: Record<number, string> = {
  400: 'Requête invalide',
  404: 'Ressource introuvable',
  405: 'Méthode non autorisée',
  413: 'La requête est trop volumineuse',
  415: 'Type de contenu non pris en charge',
  429: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
};

/** One place maps every error to `{ message }`; a stack trace never leaves the server. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ message: first?.message ?? frameworkMessages[400] });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: frameworkMessages[status] ?? frameworkMessages[400] });
    }
    // A database restart is an outage to wait out, not a bug: 503, and the client retries.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send({ message: databaseUnavailableMessage });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Erreur interne' });
  });
}
