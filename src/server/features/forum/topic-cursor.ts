import { forumMessages, type TopicSort } from '@shared/features/forum';
import { BadRequestError } from '../../lib/errors';

/**
 * Keyset paging: a cursor is the last item's sort value and id, so a page reads only its own
 * rows through the index, however deep it is. Opaque to clients (base64url JSON).
 */
export type Cursor = { value: string | number; id: number };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

export function decodeCursor(raw: string | undefined, sort: TopicSort): Cursor | undefined {
  if (!raw) return undefined;
  try {
    const [value, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    const valueOk =
      sort === 'popular'
        ? Number.isInteger(value)
        : typeof value === 'string' && !Number.isNaN(Date.parse(value));
    if (valueOk && Number.isInteger(id)) return { value: value as string | number, id: id as number };
  } catch {
    // Falls through to the error below.
  }
  throw new BadRequestError(forumMessages.invalidCursor);
}
