import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { switchCachedUser } from '@/features/auth/api/get-user';
import { type ApiError, apiFetch } from '@/lib/api-client';

/** The word the user types to confirm; the server checks it too. */
export const DELETE_ACCOUNT_WORD = 'SUPPRIMER';

/**
 * DELETE /api/user {confirm: 'SUPPRIMER'} → 204: the account, its conversations and sessions are
 * deleted; forum posts stay, shown as 'Utilisateur supprimé'.
 */
export function deleteAccount(): Promise<void> {
  return apiFetch<void>('DELETE', '/api/user', { confirm: DELETE_ACCOUNT_WORD });
}

type Options = Pick<UseMutationOptions<void, ApiError, void>, 'onSuccess' | 'onError'>;

/**
 * The callbacks are the hook's own (not `mutate`'s): they still run when clearing the user unmounts
 * the page. Every cached query is dropped so nothing of the deleted account stays in the browser.
 */
export function useDeleteAccount({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, void>({
    mutationFn: deleteAccount,
    onSuccess: (...args) => {
      switchCachedUser(queryClient, null);
      return onSuccess?.(...args);
    },
    onError,
  });
}
