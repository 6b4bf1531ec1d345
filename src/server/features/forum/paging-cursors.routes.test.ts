import { forumMessages } from '@shared/features/forum';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForumWorld, type ForumWorld } from './forum-test-kit';
import { decodeCursor } from './topic-cursor';

// A crafted cursor is a 400 with the French message, never a 500 from the database's types.
let w: ForumWorld;
let category: number;

const cursor = (value: unknown, id: unknown) =>
  Buffer.from(JSON.stringify([value, id])).toString('base64url');
const date = '2020-01-01T00:00:00Z';

beforeAll(async () => {
  w = await buildForumWorld();
  category = await w.createCategory(w.admin.cookie, 'Soins au quotidien');
});
afterAll(() => w.t.close());

describe('crafted paging cursors', () => {
  it.each([
    ['an id beyond integers', `/api/forum/topics?cursor=${cursor(date, 1e20)}`, undefined],
    ['an id of 3e9', `/api/forum/topics?sort=recent&cursor=${cursor(date, 3e9)}`, undefined],
    ['a view count beyond integers', `/api/forum/topics?sort=popular&cursor=${cursor(1e20, 1)}`, undefined],
    ['a negative id', `/api/forum/topics?cursor=${cursor(date, -1)}`, undefined],
    ['a date far in the past', `/api/forum/topics?cursor=${cursor('-271821-04-20T00:00:00Z', 1)}`, undefined],
    ['a date past year 9999', `/api/forum/topics?cursor=${cursor('+275760-09-13T00:00:00Z', 1)}`, undefined],
    ['an id of 3e9 in a category', `/api/forum/categories/CAT/topics?cursor=${cursor(date, 3e9)}`, undefined],
    ['an id of 3e9 in my topics', `/api/forum/my-topics?cursor=${cursor(date, 3e9)}`, 'alice'],
    ['an id of 3e9 in my comments', `/api/forum/my-comments?cursor=${cursor(date, 3e9)}`, 'alice'],
    [
      'a far date in my comments',
      `/api/forum/my-comments?cursor=${cursor('-271821-04-20T00:00:00Z', 1)}`,
      'alice',
    ],
    ['a ledger id beyond integers', '/api/gamification/history?cursor=1099511627776', 'alice'],
  ] as const)('answers 400 to %s', async (_, url, who) => {
    const response = await w.call(
      'GET',
      url.replace('CAT', String(category)),
      who === 'alice' ? w.alice.cookie : undefined,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: forumMessages.invalidCursor });
  });

  it('still accepts the cursors the lists hand out', async () => {
    for (let i = 0; i < 3; i += 1) {
      const id = await w.postTopic(w.alice.cookie, [category], `Sujet de pagination ${i}`);
      await w.moderate(w.moderator.cookie, 'topics', id, true);
    }
    for (const sort of ['activity', 'recent', 'popular']) {
      const first = await w.call('GET', `/api/forum/topics?sort=${sort}&limit=1`);
      const next = first.headers['x-next-cursor'];
      expect(next).toBeTruthy();
      expect((await w.call('GET', `/api/forum/topics?sort=${sort}&limit=1&cursor=${next}`)).statusCode).toBe(
        200,
      );
    }
  });

  it('keeps the bounds inclusive of what a database can hold', () => {
    expect(decodeCursor(cursor('1970-01-01T00:00:00.000Z', 2147483647), 'recent')).toEqual({
      value: '1970-01-01T00:00:00.000Z',
      id: 2147483647,
    });
    expect(decodeCursor(cursor(2147483647, 1), 'popular')).toEqual({ value: 2147483647, id: 1 });
    expect(() => decodeCursor(cursor(2147483648, 1), 'popular')).toThrow(forumMessages.invalidCursor);
    expect(() => decodeCursor(cursor('1969-12-31T23:59:59Z', 1), 'recent')).toThrow();
    expect(() => decodeCursor(cursor(date, 0), 'recent')).toThrow();
  });
});
