import type { ForumTopicDetail } from '@shared/features/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

/**
 * A topic with its visible comments (flat, oldest first) and its categories. The server counts one
 * view per session, so refetching after a mutation does not inflate the count.
 */
export function getTopic(id: number): Promise<ForumTopicDetail> {
  return getJson<ForumTopicDetail>(`/api/forum/topics/${id}`);
}

export function topicQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['forum', 'topic', id],
    queryFn: () => getTopic(id),
  });
}

/**
 * Refetched each time the page opens (the cached copy shows meanwhile): what a topic shows depends
 * on who asks (likedByMe, canEdit, one's own pending comments), and logging in does not clear the
 * cache, so a copy fetched as a visitor must not outlive the visit.
 */
export function useTopic(id: number | undefined) {
  return useQuery({ ...topicQueryOptions(id ?? 0), enabled: id !== undefined, staleTime: 0 });
}
