import type { ConversationDetail } from '@shared/features/assistant';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

/** A stored conversation to resume: its (redacted) messages and its latest non-empty lists. */
export function getConversation(id: number): Promise<ConversationDetail> {
  return getJson<ConversationDetail>(`/api/conversations/${id}`);
}

export function conversationQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['assistant', 'conversation', id],
    queryFn: () => getConversation(id),
  });
}

/**
 * Always fetched afresh and dropped once unused: the conversation grows while the page is open, so
 * a cached copy would resume it without its latest messages.
 */
export function useConversation(id: number | undefined) {
  return useQuery({
    ...conversationQueryOptions(id ?? 0),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}
