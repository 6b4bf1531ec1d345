import { z } from 'zod';

/** PostgreSQL's `integer` (ids, counters): a bigger number makes the query fail, not miss. */
export const MAX_INT = 2_147_483_647;

/**
 * A database id in a path or body: a positive integer that fits PostgreSQL's `integer`, with the
 * French message of the thing it names ('ID du sujet non valide'…) for anything else.
 */
export const positiveIdSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_INT, message);

/** A value a paging cursor may carry as an id: what a `serial` column can hold. */
export const isDbId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_INT;
