import type { CategoryData, ForumCategory } from '@shared/features/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

export type CategoryUpdate = { id: number; data: CategoryData };

/** PUT /api/forum/categories/{id} (admin). */
export function updateCategory({ id, data }: CategoryUpdate): Promise<ForumCategory> {
  return apiFetch<ForumCategory>('PUT', `/api/forum/categories/${id}`, data);
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation<ForumCategory, ApiError, CategoryUpdate>({
    mutationFn: updateCategory,
    // A new name shows on every topic badge as well as in the category lists.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forum'] }),
  });
}
