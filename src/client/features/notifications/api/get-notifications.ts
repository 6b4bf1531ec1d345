import type { NotificationList } from '@shared/features/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

// Type-only imports from the shared contract: the bell is in every logged-in page's header.

/** GET /api/notifications: the 20 latest and the unread count (logged-in users). */
export function getNotifications(): Promise<NotificationList> {
  return getJson<NotificationList>('/api/notifications');
}

export function notificationsQueryOptions() {
  return queryOptions({ queryKey: ['notifications', 'list'], queryFn: getNotifications });
}

/** Fetched whenever the bell mounts, although data never goes stale here (SPEC §9: no polling). */
export function useNotifications() {
  return useQuery({ ...notificationsQueryOptions(), refetchOnMount: 'always' });
}
