import type { PublicUser } from '@shared/features/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userQueryOptions } from '@/features/auth/api/get-user';
import { type ApiError, apiFetch } from '@/lib/api-client';

/** PATCH /api/user/preferences with the leaderboard choice only; answers the user. */
export function updateLeaderboardPreference(showInLeaderboard: boolean): Promise<PublicUser> {
  return apiFetch<PublicUser>('PATCH', '/api/user/preferences', { showInLeaderboard });
}

export function useUpdateLeaderboardPreference() {
  const queryClient = useQueryClient();
  return useMutation<PublicUser, ApiError, boolean>({
    mutationFn: updateLeaderboardPreference,
    onSuccess: (user) => {
      // The answer is the user itself: the session's user needs no second request.
      queryClient.setQueryData(userQueryOptions().queryKey, user);
      // The leaderboard now lists the user, or no longer does.
      return queryClient.invalidateQueries({ queryKey: ['gamification'] });
    },
  });
}
