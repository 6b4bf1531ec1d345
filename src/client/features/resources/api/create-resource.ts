import type { Resource, ResourceData } from '@shared/features/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

import { resourcesQueryOptions } from './get-resources';

export function createResource(input: ResourceData): Promise<Resource> {
  return apiFetch<Resource>('POST', '/api/resources', input);
}

export function useCreateResource() {
  const queryClient = useQueryClient();
  return useMutation<Resource, ApiError, ResourceData>({
    mutationFn: createResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesQueryOptions().queryKey }),
  });
}
