import type { AdminUser } from '@shared/features/users';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { getPage, type Page } from '@/lib/api-client';

/** One page of the admin's user list, in id order; `q` filters by username or e-mail. */
export function getAdminUsers(q: string | undefined, cursor: string | null): Promise<Page<AdminUser>> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return getPage<AdminUser>(query ? `/api/admin/users?${query}` : '/api/admin/users');
}

/**
 * `adminUsersQueryOptions().queryKey` (no search) is a prefix of every list's key: TanStack Query
 * matches `{}` partially against any search, so invalidating it refetches all the lists.
 */
export function adminUsersQueryOptions(q?: string) {
  return infiniteQueryOptions({
    queryKey: ['admin-users', 'list', q ? { q } : {}],
    queryFn: ({ pageParam }) => getAdminUsers(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Keeps the previous list on screen while a new search loads: no flash of skeletons. */
export function useAdminUsers(q?: string) {
  return useInfiniteQuery({ ...adminUsersQueryOptions(q), placeholderData: keepPreviousData });
}
