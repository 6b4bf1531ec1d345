import type { PendingTopic } from '@shared/features/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, getJson } from '@/lib/api-client';

/**
 * GET /api/forum/rejected-topics: the latest rejections (newest first, at most 50), so that a
 * moderator can reverse one. A 403 reads as an empty list, like the pending lists (SPEC §7).
 */
export async function getRejectedTopics(): Promise<PendingTopic[]> {
  try {
    return await getJson<PendingTopic[]>('/api/forum/rejected-topics');
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return [];
    throw error;
  }
}

export function rejectedTopicsQueryOptions() {
  return queryOptions({
    queryKey: ['forum', 'moderation', 'rejected-topics'],
    queryFn: getRejectedTopics,
  });
}

export function useRejectedTopics() {
  return useQuery(rejectedTopicsQueryOptions());
}
