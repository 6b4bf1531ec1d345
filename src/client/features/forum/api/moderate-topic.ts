import type { ForumTopicSummary, ModerationInput } from '@shared/features/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

export type TopicModeration = { id: number } & ModerationInput;

/** POST /api/forum/topics/{id}/approve: approve (approved true) or reject, with an optional reason. */
export function moderateTopic({ id, ...decision }: TopicModeration): Promise<ForumTopicSummary> {
  return apiFetch<ForumTopicSummary>('POST', `/api/forum/topics/${id}/approve`, decision);
}

export function useModerateTopic() {
  const queryClient = useQueryClient();
  return useMutation<ForumTopicSummary, ApiError, TopicModeration>({
    mutationFn: moderateTopic,
    // A decision changes the moderation lists and counts, the topic page and every topic list
    // (the 'En attente' badge, the category counts): the whole forum cache is refreshed.
    // Not awaited: the card that asked disappears from the refreshed list, and the caller's own
    // onSuccess (its toast) must run while it is still mounted.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['forum'] });
    },
    // 409: the author edited it since it was displayed; the new version is loaded to be read.
    onError: (error) => {
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: ['forum'] });
    },
  });
}
