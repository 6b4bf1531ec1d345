import type { MyLevel } from '@shared/features/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

/** The caller's level, points, progression and every badge (earnedAt null until earned). */
export function getMyLevel(): Promise<MyLevel> {
  return getJson<MyLevel>('/api/gamification/level');
}

export function myLevelQueryOptions() {
  return queryOptions({ queryKey: ['gamification', 'level', 'me'], queryFn: getMyLevel });
}

export function useMyLevel() {
  return useQuery(myLevelQueryOptions());
}
