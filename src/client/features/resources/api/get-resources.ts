import type { Resource } from '@shared/features/resources';
import type { ResourceApproach, ResourceAudience, ResourceType } from '@shared/resource-values';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

// Type-only imports from the shared contract: the home page shows this list, and its first load
// must not carry zod.

/** The list's filters (resourceListQuerySchema), with the stored values the API expects. */
export type ResourceFilters = {
  q?: string | undefined;
  type?: ResourceType | undefined;
  approach?: ResourceApproach | undefined;
  /** 'general' matches 'tous' and no audience (DECISIONS.md). */
  audience?: ResourceAudience | 'general' | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
};

/** Drops empty filters, so `{}` and `{ q: '' }` share one cache entry and one URL. */
function cleanFilters(filters: ResourceFilters): ResourceFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as ResourceFilters;
}

export function getResources(filters: ResourceFilters = {}): Promise<Resource[]> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanFilters(filters))) params.set(key, String(value));
  const query = params.toString();
  return getJson<Resource[]>(query ? `/api/resources?${query}` : '/api/resources');
}

/**
 * `resourcesQueryOptions().queryKey` (no filters) is a prefix of every list's key: TanStack Query
 * matches `{}` partially against any filters object, so invalidating it refetches all the lists.
 */
export function resourcesQueryOptions(filters: ResourceFilters = {}) {
  const cleaned = cleanFilters(filters);
  return queryOptions({
    queryKey: ['resources', 'list', cleaned],
    queryFn: () => getResources(cleaned),
  });
}

/** Keeps the previous list on screen while a new filter or page loads: no flash of skeletons. */
export function useResources(filters: ResourceFilters = {}) {
  return useQuery({ ...resourcesQueryOptions(filters), placeholderData: keepPreviousData });
}
