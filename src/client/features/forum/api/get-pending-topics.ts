import type { PendingTopic } from '@shared/features/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, getJson } from '@/lib/api-client';

/** GET /api/forum/pending-topics: oldest first, at most 100. SPEC §7: a 403 reads as an empty list. */
export async function getPendingTopics(): Promise<PendingTopic[]> {
  try {
    return await getJson<PendingTopic[]>('/api/forum/pending-topics');
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return [];
    throw error;
  }
}

export function pendingTopicsQueryOptions() {
  return queryOptions({
    queryKey: ['forum', 'moderation', 'pending-topics'],
    queryFn: getPendingTopics,
  });
}

export function usePendingTopics() {
  return useQuery(pendingTopicsQueryOptions());
}
