import type { CategoryData, ForumCategory } from '@shared/features/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

/** POST /api/forum/categories (admin). */
export function createCategory(input: CategoryData): Promise<ForumCategory> {
  return apiFetch<ForumCategory>('POST', '/api/forum/categories', input);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation<ForumCategory, ApiError, CategoryData>({
    mutationFn: createCategory,
    // Categories show in the forum's side list, the new-topic form and topic badges.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forum'] }),
  });
}
