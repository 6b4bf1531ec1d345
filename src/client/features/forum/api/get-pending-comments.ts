import type { ForumCommentWithTopic } from '@shared/features/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, getJson } from '@/lib/api-client';

/** GET /api/forum/pending-comments: oldest first, at most 100. SPEC §7: a 403 reads as an empty list. */
export async function getPendingComments(): Promise<ForumCommentWithTopic[]> {
  try {
    return await getJson<ForumCommentWithTopic[]>('/api/forum/pending-comments');
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return [];
    throw error;
  }
}

export function pendingCommentsQueryOptions() {
  return queryOptions({
    queryKey: ['forum', 'moderation', 'pending-comments'],
    queryFn: getPendingComments,
  });
}

export function usePendingComments() {
  return useQuery(pendingCommentsQueryOptions());
}
