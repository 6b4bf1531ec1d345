import type { CancelSubscriptionResponse } from '@shared/features/subscription';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { userQueryOptions } from '@/features/auth/api/get-user';
import { type ApiError, apiFetch } from '@/lib/api-client';

/**
 * POST /api/subscription/cancel (SPEC §4, §7): cancels at the period's end; the plan becomes
 * 'cancelled' and access stays until expiry. 404 'Aucun abonnement actif trouvé' without one.
 */
export function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return apiFetch<CancelSubscriptionResponse>('POST', '/api/subscription/cancel');
}

type Options = Pick<UseMutationOptions<CancelSubscriptionResponse, ApiError, void>, 'onSuccess' | 'onError'>;

/** On success the user is refetched, so the panel shows the cancelled state before the reload. */
export function useCancelSubscription({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation<CancelSubscriptionResponse, ApiError, void>({
    mutationFn: cancelSubscription,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
    onError,
  });
}
