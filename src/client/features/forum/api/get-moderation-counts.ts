import type { ModerationCounts } from '@shared/features/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

/** How many topics and comments wait for a moderator (moderators and admins only, 403 otherwise). */
export function getModerationCounts(): Promise<ModerationCounts> {
  return getJson<ModerationCounts>('/api/forum/moderation-counts');
}

export function moderationCountsQueryOptions() {
  return queryOptions({ queryKey: ['forum', 'moderation-counts'], queryFn: getModerationCounts });
}

/** `enabled` false for anyone else: the call would only earn a 403. */
export function useModerationCounts(enabled: boolean) {
  return useQuery({ ...moderationCountsQueryOptions(), enabled });
}
