import type { LikeState } from '@shared/features/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

import { topicQueryOptions } from './get-topic';

/** POST likes, DELETE takes the like back; the answer is the new state (403 on one's own comment). */
export function setCommentLike(id: number, like: boolean): Promise<LikeState> {
  return apiFetch<LikeState>(like ? 'POST' : 'DELETE', `/api/forum/comments/${id}/like`);
}

export type CommentLike = { id: number; like: boolean };
/** What the comment showed before the click: put back on failure (only this comment). */
type Snapshot = { previous: LikeState | undefined };

/**
 * Likes or unlikes a comment of the topic on screen: shown at once in the topic's cache, put back
 * if the server refuses (the caller shows the error).
 */
export function useLikeComment(topicId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = topicQueryOptions(topicId);

  const apply = (id: number, liked: boolean, likeCount: (current: number) => number) =>
    queryClient.setQueryData(queryKey, (detail) =>
      detail
        ? {
            ...detail,
            comments: detail.comments.map((comment) =>
              comment.id === id
                ? { ...comment, likedByMe: liked, likeCount: likeCount(comment.likeCount) }
                : comment,
            ),
          }
        : detail,
    );

  return useMutation<LikeState, ApiError, CommentLike, Snapshot>({
    mutationFn: ({ id, like }) => setCommentLike(id, like),
    onMutate: async ({ id, like }) => {
      await queryClient.cancelQueries({ queryKey });
      const comment = queryClient.getQueryData(queryKey)?.comments.find((c) => c.id === id);
      const previous = comment ? { liked: comment.likedByMe, likeCount: comment.likeCount } : undefined;
      apply(id, like, (count) => Math.max(0, count + (like ? 1 : -1)));
      return { previous };
    },
    onError: (_error, { id }, snapshot) => {
      const previous = snapshot?.previous;
      if (previous) apply(id, previous.liked, () => previous.likeCount);
    },
    onSuccess: (state, { id }) => apply(id, state.liked, () => state.likeCount),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['forum'] }),
  });
}
