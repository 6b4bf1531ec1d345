import type { NotificationList } from '@shared/features/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

import { notificationsQueryOptions } from './get-notifications';

/** POST /api/notifications/{id}/read → 204. */
export function markNotificationRead(id: number): Promise<void> {
  return apiFetch<void>('POST', `/api/notifications/${id}/read`);
}

/** Marks it read at once in the list (the click also navigates away); a failure refetches the truth. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation<void, ApiError, number>({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<NotificationList>(queryKey, (list) => {
        if (!list) return list;
        const target = list.items.find((item) => item.id === id);
        if (!target || target.read) return list;
        return {
          unreadCount: Math.max(0, list.unreadCount - 1),
          items: list.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
        };
      });
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
