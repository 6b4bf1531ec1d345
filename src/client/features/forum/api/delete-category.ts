import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

/** DELETE /api/forum/categories/{id} (admin): removes the category and its links, never the topics. */
export function deleteCategory(id: number): Promise<void> {
  return apiFetch<void>('DELETE', `/api/forum/categories/${id}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, number>({
    mutationFn: deleteCategory,
    // The topics lose the category's badge: every forum list is refreshed, not only the categories.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forum'] }),
  });
}
