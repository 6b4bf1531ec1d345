import type { HistoryEntry } from '@shared/features/gamification';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { getPage, type Page } from '@/lib/api-client';

export const HISTORY_PAGE_SIZE = 20;

/** One page of the caller's points history, newest first; the next cursor comes in `x-next-cursor`. */
export function getHistory(
  cursor: string | null = null,
  limit = HISTORY_PAGE_SIZE,
): Promise<Page<HistoryEntry>> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return getPage<HistoryEntry>(`/api/gamification/history?${params}`);
}

export function historyQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['gamification', 'history'],
    queryFn: ({ pageParam }) => getHistory(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useHistory() {
  return useInfiniteQuery(historyQueryOptions());
}
