import type { PublicUser } from '@shared/features/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';

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
