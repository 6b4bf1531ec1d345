import type { PublicUser } from '@shared/features/auth';
import type { UserPreferencesInput } from '@shared/features/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userQueryOptions } from '@/features/auth/api/get-user';
import { type ApiError, apiFetch } from '@/lib/api-client';

/** PATCH /api/user/preferences: what a user chooses about themself; answers the user. */
export function updatePreferences(input: UserPreferencesInput): Promise<PublicUser> {
  return apiFetch<PublicUser>('PATCH', '/api/user/preferences', input);
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation<PublicUser, ApiError, UserPreferencesInput>({
    mutationFn: updatePreferences,
    onSuccess: (user, input) => {
      // The answer is the user itself: the session's user needs no second request.
      queryClient.setQueryData(userQueryOptions().queryKey, user);
      // The lists that show the user the way they chose: forum authors, the leaderboard.
      const stale = [
        input.showUsernameInForum !== undefined && ['forum'],
        input.showInLeaderboard !== undefined && ['gamification'],
      ].filter((key) => key !== false);
      return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
