import type { ForumCommentWithTopic } from '@shared/features/forum';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { getPage, type Page } from '@/lib/api-client';

import { topicListPath } from './get-topics';

/** The caller's own comments, every status, newest first, each with its topic's title. */
export function getMyComments(
  cursor: string | null = null,
  limit?: number,
): Promise<Page<ForumCommentWithTopic>> {
  return getPage<ForumCommentWithTopic>(topicListPath('/api/forum/my-comments', { cursor, limit }));
}

export function myCommentsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['forum', 'my-comments'],
    queryFn: ({ pageParam }) => getMyComments(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMyComments() {
  return useInfiniteQuery(myCommentsQueryOptions());
}
