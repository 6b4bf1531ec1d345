import type { ForumCategory } from '@shared/features/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

import { categoriesQueryOptions } from './get-categories';

export type CategoryMove = { id: number; direction: 'up' | 'down' };

/**
 * POST /api/forum/categories/{id}/move: one step up or down. The server swaps and renumbers in one
 * transaction and answers with the whole list (SPEC's neighbour±1 rule breaks at order 0).
 */
export function moveCategory({ id, direction }: CategoryMove): Promise<ForumCategory[]> {
  return apiFetch<ForumCategory[]>('POST', `/api/forum/categories/${id}/move`, { direction });
}

export function useMoveCategory() {
  const queryClient = useQueryClient();
  return useMutation<ForumCategory[], ApiError, CategoryMove>({
    mutationFn: moveCategory,
    onSuccess: (categories) => {
      // The answer is the new order: shown at once, without waiting for a refetch.
      queryClient.setQueryData(categoriesQueryOptions().queryKey, categories);
      return queryClient.invalidateQueries({ queryKey: ['forum'] });
    },
  });
}
