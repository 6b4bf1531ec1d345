import { forumMessages, type TopicSort } from '@shared/features/forum';
import { isDbId, MAX_INT } from '@shared/ids';
import { BadRequestError } from '../../lib/errors';

/**
 * Keyset paging: a cursor is the last item's sort value and id, so a page reads only its own
 * rows through the index, however deep it is. Opaque to clients (base64url JSON).
 */
export type Cursor = { value: string | number; id: number };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

// Dates a list can hold: a value outside them is not a cursor we handed out, and the database
// would reject it (a 500) rather than return an empty page.
const earliest = Date.UTC(1970, 0, 1);
const latest = Date.UTC(10000, 0, 1);

function validSortValue(value: unknown, sort: TopicSort) {
  if (sort === 'popular')
    return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_INT;
  if (typeof value !== 'string') return false;
  const time = Date.parse(value);
  return time >= earliest && time < latest;
}

export function decodeCursor(raw: string | undefined, sort: TopicSort): Cursor | undefined {
  if (!raw) return undefined;
  try {
    const [value, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (validSortValue(value, sort) && isDbId(id)) return { value: value as string | number, id };
  } catch {
    // Falls through to the error below.
  }
  throw new BadRequestError(forumMessages.invalidCursor);
}
