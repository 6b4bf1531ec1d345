import type { AdminUser, AdminUserUpdate } from '@shared/features/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userQueryOptions } from '@/features/auth/api/get-user';
import { type ApiError, apiFetch } from '@/lib/api-client';

import { adminUsersQueryOptions } from './get-admin-users';

export type AdminUserChange = { id: number; data: AdminUserUpdate };

/** An empty password was removed by the form's schema: the server keeps the current one. */
export function updateAdminUser({ id, data }: AdminUserChange): Promise<AdminUser> {
  return apiFetch<AdminUser>('PUT', `/api/admin/users/${id}`, data);
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation<AdminUser, ApiError, AdminUserChange>({
    mutationFn: updateAdminUser,
    onSuccess: (updated) => {
      // The admin may have edited themself (name, e-mail, role): the session's user follows.
      const me = queryClient.getQueryData(userQueryOptions().queryKey);
      if (me?.id === updated.id)
        void queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
      return queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey });
    },
  });
}
