import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

import { switchCachedUser } from './get-user';

export function logout(): Promise<void> {
  return apiFetch<void>('POST', '/api/logout');
}

type Options = Pick<UseMutationOptions<void, ApiError, void>, 'onSuccess' | 'onError'>;

/**
 * Logs out; the cached user becomes null (SPEC §4) and every other cached query is dropped, so
 * nothing fetched for this user (conversations, profile…) is shown to whoever uses the browser next.
 */
export function useLogout({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, void>({
    mutationFn: logout,
    onSuccess: (...args) => {
      switchCachedUser(queryClient, null);
      return onSuccess?.(...args);
    },
    onError,
  });
}
