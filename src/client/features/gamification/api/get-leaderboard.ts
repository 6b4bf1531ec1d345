import type { LeaderboardEntry } from '@shared/features/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

/** The top 20 (rank ascending), then the caller's own entry when it is further down. */
export function getLeaderboard(): Promise<LeaderboardEntry[]> {
  return getJson<LeaderboardEntry[]>('/api/gamification/leaderboard');
}

export function leaderboardQueryOptions() {
  return queryOptions({ queryKey: ['gamification', 'leaderboard'], queryFn: getLeaderboard });
}

export function useLeaderboard() {
  return useQuery(leaderboardQueryOptions());
}
