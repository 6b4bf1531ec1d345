import type { AdminUser, AdminUserCreate } from '@shared/features/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

import { adminUsersQueryOptions } from './get-admin-users';

export function createAdminUser(input: AdminUserCreate): Promise<AdminUser> {
  return apiFetch<AdminUser>('POST', '/api/admin/users', input);
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation<AdminUser, ApiError, AdminUserCreate>({
    mutationFn: createAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
  });
}
