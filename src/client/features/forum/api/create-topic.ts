import type { ForumTopic, TopicData } from '@shared/features/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

/** A new topic: stored as pending until a moderator approves it (SPEC §4). */
export function createTopic(data: TopicData): Promise<ForumTopic> {
  return apiFetch<ForumTopic>('POST', '/api/forum/topics', data);
}

export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation<ForumTopic, ApiError, TopicData>({
    mutationFn: createTopic,
    // Every forum list may show the author's own pending topic: refresh them all (brief: ['forum']).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forum'] }),
  });
}
