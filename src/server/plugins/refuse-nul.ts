import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../lib/errors';

export const NUL_MESSAGE = 'Le texte contient un caractère non autorisé.';

/** Depth-first over a parsed JSON body or query; bodies are capped at 100 KB, so this is bounded. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner));
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request would end in a 500 at the
 * database. One hook refuses it for every route before validation, with a French 400.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new BadRequestError(NUL_MESSAGE);
    }
  });
}
