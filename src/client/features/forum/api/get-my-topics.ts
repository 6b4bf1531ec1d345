import type { ForumTopicSummary } from '@shared/features/forum';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { getPage, type Page } from '@/lib/api-client';

import { topicListPath } from './get-topics';

/** The caller's own topics, every status, newest first, with the rejection reason when there is one. */
export function getMyTopics(cursor: string | null = null, limit?: number): Promise<Page<ForumTopicSummary>> {
  return getPage<ForumTopicSummary>(topicListPath('/api/forum/my-topics', { cursor, limit }));
}

export function myTopicsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['forum', 'my-topics'],
    queryFn: ({ pageParam }) => getMyTopics(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMyTopics() {
  return useInfiniteQuery(myTopicsQueryOptions());
}
