import type { ForumCategory } from '@shared/features/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

// Type-only imports from the shared contract: list screens need no zod.

/** Every category, by order, with its count of approved topics. */
export function getCategories(): Promise<ForumCategory[]> {
  return getJson<ForumCategory[]>('/api/forum/categories');
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: ['forum', 'categories'], queryFn: getCategories });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
