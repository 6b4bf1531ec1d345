import type { Resource, ResourceData } from '@shared/features/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

import { resourceQueryOptions } from './get-resource';
import { resourcesQueryOptions } from './get-resources';

export type ResourceUpdate = { id: number; data: ResourceData };

export function updateResource({ id, data }: ResourceUpdate): Promise<Resource> {
  return apiFetch<Resource>('PUT', `/api/resources/${id}`, data);
}

export function useUpdateResource() {
  const queryClient = useQueryClient();
  return useMutation<Resource, ApiError, ResourceUpdate>({
    mutationFn: updateResource,
    onSuccess: (resource) => {
      // The answer is the stored resource: the detail needs no second request.
      queryClient.setQueryData(resourceQueryOptions(resource.id).queryKey, resource);
      return queryClient.invalidateQueries({ queryKey: resourcesQueryOptions().queryKey });
    },
  });
}
