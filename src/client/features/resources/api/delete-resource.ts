import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

import { resourceQueryOptions } from './get-resource';
import { resourcesQueryOptions } from './get-resources';

export function deleteResource(id: number): Promise<void> {
  return apiFetch<void>('DELETE', `/api/resources/${id}`);
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, number>({
    mutationFn: deleteResource,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: resourceQueryOptions(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: resourcesQueryOptions().queryKey });
    },
  });
}
