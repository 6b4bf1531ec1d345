import type { ForumTopic, TopicData } from '@shared/features/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

export type TopicUpdate = { id: number; data: TopicData };

/** The author's edit, allowed while the topic is still pending (DECISIONS.md "Forum"). */
export function updateTopic({ id, data }: TopicUpdate): Promise<ForumTopic> {
  return apiFetch<ForumTopic>('PUT', `/api/forum/topics/${id}`, data);
}

export function useUpdateTopic() {
  const queryClient = useQueryClient();
  return useMutation<ForumTopic, ApiError, TopicUpdate>({
    mutationFn: updateTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forum'] }),
  });
}
