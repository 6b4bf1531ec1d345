import type { ForumCommentWithTopic } from '@shared/features/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, getJson } from '@/lib/api-client';

/**
 * GET /api/forum/rejected-comments: the latest rejections (newest first, at most 50), so that a
 * moderator can reverse one. A 403 reads as an empty list, like the pending lists (SPEC §7).
 */
export async function getRejectedComments(): Promise<ForumCommentWithTopic[]> {
  try {
    return await getJson<ForumCommentWithTopic[]>('/api/forum/rejected-comments');
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return [];
    throw error;
  }
}

export function rejectedCommentsQueryOptions() {
  return queryOptions({
    queryKey: ['forum', 'moderation', 'rejected-comments'],
    queryFn: getRejectedComments,
  });
}

export function useRejectedComments() {
  return useQuery(rejectedCommentsQueryOptions());
}
