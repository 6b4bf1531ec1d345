import type { ConversationHistoryEntry } from '@shared/features/assistant';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

/** Page size of 'Voir tout' (the server caps `limit` at 100). */
export const HISTORY_PAGE_SIZE = 50;

/** SPEC §9: the profile's last 10 conversations within 10 days, newest first. */
export function getRecentConversations(): Promise<ConversationHistoryEntry[]> {
  return getJson<ConversationHistoryEntry[]>('/api/user/conversation-history?recent=true');
}

/** One page of every conversation, newest first (offset paging: the list only shrinks by deletion). */
export function getConversationHistoryPage(offset: number, limit = HISTORY_PAGE_SIZE) {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  return getJson<ConversationHistoryEntry[]>(`/api/user/conversation-history?${query}`);
}

export function recentConversationsQueryOptions() {
  return queryOptions({
    queryKey: ['profile', 'conversation-history', 'recent'],
    queryFn: getRecentConversations,
  });
}

export function allConversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['profile', 'conversation-history', 'all'],
    queryFn: ({ pageParam }) => getConversationHistoryPage(pageParam),
    initialPageParam: 0,
    // A short page is the last one; otherwise the next page starts after what was loaded.
    getNextPageParam: (last, pages) =>
      last.length < HISTORY_PAGE_SIZE ? undefined : pages.reduce((sum, page) => sum + page.length, 0),
  });
}

export function useRecentConversations() {
  return useQuery(recentConversationsQueryOptions());
}

export function useAllConversations({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...allConversationsQueryOptions(), enabled });
}
