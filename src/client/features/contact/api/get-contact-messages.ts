import type { ContactMessage } from '@shared/features/contact';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

export type ContactMessageFolder = 'inbox' | 'archived';

export function getContactMessages(folder: ContactMessageFolder): Promise<ContactMessage[]> {
  return getJson<ContactMessage[]>(`/api/admin/messages?status=${folder}`);
}

export function contactMessagesQueryOptions(folder: ContactMessageFolder) {
  return queryOptions({
    queryKey: ['admin', 'messages', folder],
    queryFn: () => getContactMessages(folder),
  });
}

export function useContactMessages(folder: ContactMessageFolder) {
  return useQuery(contactMessagesQueryOptions(folder));
}
