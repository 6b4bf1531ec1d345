import type { ForumComment, ModerationInput } from '@shared/features/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

export type CommentModeration = { id: number } & ModerationInput;

/** POST /api/forum/comments/{id}/approve: approve (approved true) or reject, with an optional reason. */
export function moderateComment({ id, ...decision }: CommentModeration): Promise<ForumComment> {
  return apiFetch<ForumComment>('POST', `/api/forum/comments/${id}/approve`, decision);
}

export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation<ForumComment, ApiError, CommentModeration>({
    mutationFn: moderateComment,
    // The moderation lists and counts, the topic's thread and its comment count all change.
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
