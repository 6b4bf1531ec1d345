import type { PublicUser } from '@shared/features/auth';
import type { UserPreferencesInput } from '@shared/features/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userQueryOptions } from '@/features/auth/api/get-user';
import { type ApiError, apiFetch } from '@/lib/api-client';

export function updatePreferences(input: UserPreferencesInput): Promise<PublicUser> {
  return apiFetch<PublicUser>('PATCH', '/api/user/preferences', input);
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation<PublicUser, ApiError, UserPreferencesInput>({
    mutationFn: updatePreferences,
    onSuccess: (user) => {
      // The answer is the user itself: the session's user needs no second request.
      queryClient.setQueryData(userQueryOptions().queryKey, user);
      // Every list shows the author's name the way they chose: refetch them.
      return queryClient.invalidateQueries({ queryKey: ['forum'] });
    },
  });
}
