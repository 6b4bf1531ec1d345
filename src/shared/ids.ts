import { z } from 'zod';

/**
 * A database id in a path or body: a positive integer that fits PostgreSQL's `integer`, with the
 * French message of the thing it names ('ID du sujet non valide'…) for anything else.
 */
export const positiveIdSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
