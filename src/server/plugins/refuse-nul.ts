import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../lib/errors';

export const NUL_MESSAGE = 'Le texte contient un caractère non autorisé.';

/**
 * Walks a parsed body or query with an explicit stack (a deeply nested body must not overflow the
 * call stack); bodies are capped at 100 KB, so the walk is bounded.
 */
function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
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
