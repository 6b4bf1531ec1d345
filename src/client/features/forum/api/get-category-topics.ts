import type { ForumTopicSummary } from '@shared/features/forum';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { getPage, type Page } from '@/lib/api-client';

import { cleanParams, type TopicListParams, topicListPath } from './get-topics';

export function getCategoryTopics(
  id: number,
  params: TopicListParams & { cursor?: string | null } = {},
): Promise<Page<ForumTopicSummary>> {
  return getPage<ForumTopicSummary>(topicListPath(`/api/forum/categories/${id}/topics`, params));
}

export function categoryTopicsQueryOptions(id: number, params: TopicListParams = {}) {
  const cleaned = cleanParams(params);
  return infiniteQueryOptions({
    queryKey: ['forum', 'category', id, 'topics', cleaned],
    queryFn: ({ pageParam }) => getCategoryTopics(id, { ...cleaned, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useCategoryTopics(id: number | undefined, params: TopicListParams = {}) {
  return useInfiniteQuery({
    ...categoryTopicsQueryOptions(id ?? 0, params),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
}
