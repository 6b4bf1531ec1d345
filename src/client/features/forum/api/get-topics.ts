import type { ForumTopicSummary, TopicSort } from '@shared/features/forum';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

import { getPage, type Page } from '@/lib/api-client';

/** What a topic list asks for; the cursor is the infinite query's page parameter. */
export type TopicListParams = { q?: string | undefined; sort?: TopicSort | undefined; limit?: number };

/** The list's address: empty values are left out, so `{}` and `{ q: '' }` ask the same thing. */
export function topicListPath(base: string, params: TopicListParams & { cursor?: string | null }): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.sort) search.set('sort', params.sort);
  if (params.limit) search.set('limit', String(params.limit));
  if (params.cursor) search.set('cursor', params.cursor);
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

/** The key part of a list's params: no undefined entries, so equal params share one cache entry. */
export function cleanParams(params: TopicListParams): TopicListParams {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as TopicListParams;
}

/** Approved topics, plus the caller's own unpublished ones and, for moderators, every pending one. */
export function getTopics(
  params: TopicListParams & { cursor?: string | null } = {},
): Promise<Page<ForumTopicSummary>> {
  return getPage<ForumTopicSummary>(topicListPath('/api/forum/topics', params));
}

export function topicsQueryOptions(params: TopicListParams = {}) {
  const cleaned = cleanParams(params);
  return infiniteQueryOptions({
    queryKey: ['forum', 'topics', cleaned],
    queryFn: ({ pageParam }) => getTopics({ ...cleaned, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Keeps the previous results on screen while a new search loads: no flash of skeletons. */
export function useTopics(params: TopicListParams = {}) {
  return useInfiniteQuery({ ...topicsQueryOptions(params), placeholderData: keepPreviousData });
}

/** The first page only, for a short preview (the Forum tab of /resources). */
export function latestTopicsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: ['forum', 'topics', 'latest', limit],
    queryFn: async () => (await getTopics({ sort: 'recent', limit })).items,
  });
}

export function useLatestTopics(limit: number) {
  return useQuery(latestTopicsQueryOptions(limit));
}
