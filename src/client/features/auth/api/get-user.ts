import type { PublicUser } from '@shared/features/auth';
import { hashKey, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, getJson } from '@/lib/api-client';

/** The current user, or null for a visitor: a 401 means "nobody is logged in", not an error. */
export async function getUser(): Promise<PublicUser | null> {
  try {
    return await getJson<PublicUser>('/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function userQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'user'], queryFn: getUser, retry: false });
}

export function useUser() {
  return useQuery(userQueryOptions());
}

/**
 * The cached user becomes `user` (SPEC §4) and every other cached query is dropped: what was
 * fetched for the previous person (or for a visitor, without their own items) is never shown to
 * the next one on the same browser.
 */
export function switchCachedUser(queryClient: QueryClient, user: PublicUser | null) {
  const userKey = userQueryOptions().queryKey;
  queryClient.setQueryData(userKey, user);
  const userHash = hashKey(userKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== userHash });
}
