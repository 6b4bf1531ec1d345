import type { ContactMessage } from '@shared/features/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

import { contactMessagesQueryOptions } from './get-contact-messages';

export type ContactMessageChange = { id: number; read?: boolean; archived?: boolean };

export function updateContactMessage({ id, ...change }: ContactMessageChange): Promise<ContactMessage> {
  return apiFetch<ContactMessage>('PATCH', `/api/admin/messages/${id}`, change);
}

/** Marks a message read or (un)archives it, then refetches both folders: it may move between them. */
export function useUpdateContactMessage() {
  const queryClient = useQueryClient();
  return useMutation<ContactMessage, ApiError, ContactMessageChange>({
    mutationFn: updateContactMessage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactMessagesQueryOptions('inbox').queryKey }),
        queryClient.invalidateQueries({ queryKey: contactMessagesQueryOptions('archived').queryKey }),
      ]),
  });
}
