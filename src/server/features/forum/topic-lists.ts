import type { ForumTopicSummary, TopicSort } from '@shared/features/forum';
import type { Db } from '../../db/client';
import { authorOf, authorsOf } from './forum-author';
import type { ForumCache } from './forum-cache';
import { isModerator, toTopicSummary, type Viewer } from './forum-mappers';
import { decodeCursor, encodeCursor } from './topic-cursor';
import { createTopicsRepository, type TopicBranch, type TopicSummaryRow } from './topics.repository';

export type TopicListRequest = {
  viewer: Viewer;
  q?: string;
  sort: TopicSort;
  limit: number;
  cursor?: string;
  categoryId?: number;
};

export type TopicPage = { items: ForumTopicSummary[]; nextCursor: string | null };

/** The value a list is ordered by (ISO dates compare as text). */
function sortValue(
  topic: Pick<TopicSummaryRow, 'viewCount' | 'createdAt' | 'lastActivityAt'>,
  sort: TopicSort,
) {
  if (sort === 'popular') return topic.viewCount;
  return (sort === 'recent' ? topic.createdAt : topic.lastActivityAt).toISOString();
}

/** Descending by the sort value, then by id: the order every branch's index gives. */
function compareDesc(sort: TopicSort) {
  return (a: TopicSummaryRow, b: TopicSummaryRow) => {
    const x = sortValue(a, sort);
    const y = sortValue(b, sort);
    if (x !== y) return x < y ? 1 : -1;
    return b.id - a.id;
  };
}

/**
 * The forum's topic lists. A page merges the branches the viewer may see (approved topics, their
 * own unapproved ones, every pending one for a moderator), each read through its own index with
 * keyset paging, so a page costs its rows whatever the table's size. The approved branch is the
 * same for everyone and is cached; a visitor's whole page too (sent as memoized bytes).
 */
export function createTopicLists({ db, cache }: { db: Db; cache: ForumCache }) {
  const topics = createTopicsRepository(db);

  /** Rows → API summaries, with their categories and authors in one query each. */
  async function summaries(rows: TopicSummaryRow[], viewer: Viewer) {
    if (rows.length === 0) return [];
    const [categories, authors] = await Promise.all([
      topics.categoriesOf(rows.map((row) => row.id)),
      authorsOf(
        db,
        rows.map((row) => row.userId),
      ),
    ]);
    return rows.map((row) =>
      toTopicSummary(row, categories.get(row.id) ?? [], viewer, authorOf(authors, row.userId)),
    );
  }

  async function page(branches: TopicBranch[], request: Omit<TopicListRequest, 'viewer'>, viewer: Viewer) {
    const key = JSON.stringify([
      request.sort,
      request.q?.toLowerCase(),
      request.cursor,
      request.limit,
      request.categoryId,
    ]);
    const options = {
      sort: request.sort,
      cursor: decodeCursor(request.cursor, request.sort),
      limit: request.limit + 1,
      q: request.q || undefined,
      categoryId: request.categoryId,
    };
    const approved = branches.some((b) => b.kind === 'approved')
      ? await approvedBranch(key, options)
      : undefined;
    const others = await Promise.all(
      branches.filter((b) => b.kind !== 'approved').map((branch) => topics.list({ branch, ...options })),
    );
    const merged = [...(approved?.rows ?? []), ...others.flat()].sort(compareDesc(request.sort));
    const shown = merged.slice(0, request.limit);
    // Approved rows are already summarised (cached); only the viewer's other rows need it.
    const fresh = new Map(
      (
        await summaries(
          shown.filter((row) => !approved?.summaries.has(row.id)),
          viewer,
        )
      ).map((s) => [s.id, s]),
    );
    const last = shown.at(-1);
    return {
      items: shown.map((row) => approved?.summaries.get(row.id) ?? fresh.get(row.id)!),
      nextCursor:
        merged.length > request.limit && last
          ? encodeCursor({ value: sortValue(last, request.sort), id: last.id })
          : null,
    };
  }

  async function approvedBranch(
    key: string,
    options: Parameters<typeof topics.list>[0] extends infer O ? Omit<O, 'branch'> : never,
  ) {
    const cached = cache.pages.get(key);
    if (cached) return cached;
    const rows = await topics.list({ branch: { kind: 'approved' }, ...options });
    const result = { rows, summaries: new Map((await summaries(rows, null)).map((s) => [s.id, s])) };
    cache.pages.set(key, result);
    return result;
  }

  return {
    summaries,

    list({ viewer, ...request }: TopicListRequest): Promise<TopicPage> {
      if (!viewer) {
        const key = JSON.stringify(['visitor', request]);
        const cached = cache.visitorPages.get(key);
        if (cached) return Promise.resolve(cached);
        return page([{ kind: 'approved' }], request, null).then((result) => {
          cache.visitorPages.set(key, result);
          return result;
        });
      }
      const branches: TopicBranch[] = [{ kind: 'approved' }, { kind: 'ownUnapproved', userId: viewer.id }];
      if (isModerator(viewer)) branches.push({ kind: 'pendingOfOthers', userId: viewer.id });
      return page(branches, request, viewer);
    },

    listByAuthor(viewer: NonNullable<Viewer>, request: { limit: number; cursor?: string }) {
      return page([{ kind: 'byAuthor', userId: viewer.id }], { ...request, sort: 'recent' }, viewer);
    },
  };
}

export type TopicLists = ReturnType<typeof createTopicLists>;
