import type { PublicLevel } from '@shared/features/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

/** SPEC §9: another member's level is cached 5 minutes (the forum shows it beside every author). */
export const USER_LEVEL_STALE_TIME = 5 * 60_000;

/** Another member's public level only (no points, no badges). */
export function getUserLevel(userId: number): Promise<PublicLevel> {
  return getJson<PublicLevel>(`/api/gamification/level/${userId}`);
}

export function userLevelQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['gamification', 'level', 'user', userId],
    queryFn: () => getUserLevel(userId),
    staleTime: USER_LEVEL_STALE_TIME,
  });
}

export function useUserLevel(userId: number | undefined) {
  return useQuery({ ...userLevelQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
