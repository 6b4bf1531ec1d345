import { useMutation, useQueryClient } from '@tanstack/react-query';

import { conversationQueryOptions } from '@/features/assistant/api/get-conversation';
import { type ApiError, apiFetch } from '@/lib/api-client';

import { allConversationsQueryOptions, recentConversationsQueryOptions } from './get-conversation-history';

/** DELETE /api/conversations/{id} → 204: the conversation and its messages are gone for good. */
export function deleteConversation(id: number): Promise<void> {
  return apiFetch<void>('DELETE', `/api/conversations/${id}`);
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, number>({
    mutationFn: deleteConversation,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: conversationQueryOptions(id).queryKey });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: recentConversationsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: allConversationsQueryOptions().queryKey }),
      ]);
    },
  });
}
