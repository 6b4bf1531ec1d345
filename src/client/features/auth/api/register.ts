import type { PublicUser, RegisterInput } from '@shared/features/auth';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

import { switchCachedUser } from './get-user';

export function register(input: RegisterInput): Promise<PublicUser> {
  return apiFetch<PublicUser>('POST', '/api/register', input);
}

type Options = Pick<UseMutationOptions<PublicUser, ApiError, RegisterInput>, 'onSuccess' | 'onError'>;

/** Creates the account (the server opens its session); the cached user becomes the new user (SPEC §4), other cached data is dropped. */
export function useRegister({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation<PublicUser, ApiError, RegisterInput>({
    mutationFn: register,
    onSuccess: (user, ...rest) => {
      switchCachedUser(queryClient, user);
      return onSuccess?.(user, ...rest);
    },
    onError,
  });
}
