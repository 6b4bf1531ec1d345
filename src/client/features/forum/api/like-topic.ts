import type { LikeState } from '@shared/features/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

import { topicQueryOptions } from './get-topic';

/** POST likes, DELETE takes the like back; the answer is the new state (403 on one's own topic). */
export function setTopicLike(id: number, like: boolean): Promise<LikeState> {
  return apiFetch<LikeState>(like ? 'POST' : 'DELETE', `/api/forum/topics/${id}/like`);
}

/** What the topic showed before the click: put back on failure (only this item, not the whole page). */
type Snapshot = { previous: LikeState | undefined };

/**
 * Likes (true) or unlikes (false) a topic. The page shows the new state at once and puts the old
 * one back if the server refuses; the caller shows the error.
 */
export function useLikeTopic(topicId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = topicQueryOptions(topicId);

  const apply = (liked: boolean, likeCount: (current: number) => number) =>
    queryClient.setQueryData(queryKey, (detail) =>
      detail
        ? {
            ...detail,
            topic: { ...detail.topic, likedByMe: liked, likeCount: likeCount(detail.topic.likeCount) },
          }
        : detail,
    );

  return useMutation<LikeState, ApiError, boolean, Snapshot>({
    mutationFn: (like) => setTopicLike(topicId, like),
    onMutate: async (like) => {
      // A refetch in flight would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey });
      const topic = queryClient.getQueryData(queryKey)?.topic;
      const previous = topic ? { liked: topic.likedByMe, likeCount: topic.likeCount } : undefined;
      apply(like, (count) => Math.max(0, count + (like ? 1 : -1)));
      return { previous };
    },
    onError: (_error, _like, snapshot) => {
      const previous = snapshot?.previous;
      if (previous) apply(previous.liked, () => previous.likeCount);
    },
    onSuccess: (state) => apply(state.liked, () => state.likeCount),
    // Lists show like counts too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['forum'] }),
  });
}
