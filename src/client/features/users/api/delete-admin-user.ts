import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

import { adminUsersQueryOptions } from './get-admin-users';

/** The account deletion: the user's forum posts stay, shown as 'Utilisateur supprimé'. */
export function deleteAdminUser(id: number): Promise<void> {
  return apiFetch<void>('DELETE', `/api/admin/users/${id}`);
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, number>({
    mutationFn: deleteAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
  });
}
