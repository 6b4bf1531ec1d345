import type { Resource } from '@shared/features/resources';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

/** One resource with its `content` (HTML sanitised by the server; sanitised again before display). */
export function getResource(id: number): Promise<Resource> {
  return getJson<Resource>(`/api/resources/${id}`);
}

export function resourceQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['resources', 'detail', id],
    queryFn: () => getResource(id),
  });
}

export function useResource(id: number | undefined) {
  return useQuery({ ...resourceQueryOptions(id ?? 0), enabled: id !== undefined });
}
