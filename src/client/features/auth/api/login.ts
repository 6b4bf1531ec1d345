import type { LoginInput, PublicUser } from '@shared/features/auth';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

import { switchCachedUser } from './get-user';

export function login(input: LoginInput): Promise<PublicUser> {
  return apiFetch<PublicUser>('POST', '/api/login', input);
}

type Options = Pick<UseMutationOptions<PublicUser, ApiError, LoginInput>, 'onSuccess' | 'onError'>;

/** Logs in; the cached user becomes the returned user (SPEC §4), other cached data is dropped. */
export function useLogin({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation<PublicUser, ApiError, LoginInput>({
    mutationFn: login,
    onSuccess: (user, ...rest) => {
      switchCachedUser(queryClient, user);
      return onSuccess?.(user, ...rest);
    },
    onError,
  });
}
