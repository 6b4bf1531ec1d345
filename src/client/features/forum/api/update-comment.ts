import type { ForumComment } from '@shared/features/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

export type CommentUpdate = { id: number; content: string };

/** The author's edit of a comment still pending moderation. */
export function updateComment({ id, content }: CommentUpdate): Promise<ForumComment> {
  return apiFetch<ForumComment>('PUT', `/api/forum/comments/${id}`, { content });
}

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation<ForumComment, ApiError, CommentUpdate>({
    mutationFn: updateComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forum'] }),
  });
}
