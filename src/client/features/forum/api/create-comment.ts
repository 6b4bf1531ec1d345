import type { CommentData, ForumComment } from '@shared/features/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

export type NewComment = { topicId: number; data: CommentData };

/** A comment or, with `parentId`, a reply to a top-level comment; pending until approved. */
export function createComment({ topicId, data }: NewComment): Promise<ForumComment> {
  return apiFetch<ForumComment>('POST', `/api/forum/topics/${topicId}/comments`, data);
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation<ForumComment, ApiError, NewComment>({
    mutationFn: createComment,
    // The topic refetches and shows the author's pending comment with its badge.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forum'] }),
  });
}
