import type { NotificationList } from '@shared/features/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

import { notificationsQueryOptions } from './get-notifications';

/** POST /api/notifications/read-all → 204. */
export function markAllNotificationsRead(): Promise<void> {
  return apiFetch<void>('POST', '/api/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation<void, ApiError, void>({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<NotificationList>(queryKey, (list) =>
        list ? { unreadCount: 0, items: list.items.map((item) => ({ ...item, read: true })) } : list,
      );
      // Notifications older than the 20 shown were marked too: the next opening refetches anyway.
    },
  });
}
