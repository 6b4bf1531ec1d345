import type { ForumCategory } from '@shared/features/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

/** One category (400 'ID de catégorie invalide', 404 'Catégorie non trouvée'). */
export function getCategory(id: number): Promise<ForumCategory> {
  return getJson<ForumCategory>(`/api/forum/categories/${id}`);
}

export function categoryQueryOptions(id: number) {
  return queryOptions({ queryKey: ['forum', 'category', id], queryFn: () => getCategory(id) });
}

/** `id` undefined (an id that cannot be one) asks nothing: the page shows "not found" at once. */
export function useCategory(id: number | undefined) {
  return useQuery({ ...categoryQueryOptions(id ?? 0), enabled: id !== undefined });
}

/** A route id that can be a category's (a positive 32-bit integer), else undefined: no request then. */
export function parseCategoryId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
