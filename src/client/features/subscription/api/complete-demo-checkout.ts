import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { userQueryOptions } from '@/features/auth/api/get-user';
import { type ApiError, apiFetch } from '@/lib/api-client';

export type CompleteDemoCheckoutResponse = { success: true };

/**
 * POST /api/subscription/demo-checkout/{id}/complete: the demo "payment"; the server activates
 * Premium the same way as Stripe's webhook. 404 when the checkout is unknown or expired.
 */
export function completeDemoCheckout(id: string): Promise<CompleteDemoCheckoutResponse> {
  return apiFetch<CompleteDemoCheckoutResponse>(
    'POST',
    `/api/subscription/demo-checkout/${encodeURIComponent(id)}/complete`,
  );
}

type Options = Pick<
  UseMutationOptions<CompleteDemoCheckoutResponse, ApiError, string>,
  'onSuccess' | 'onError'
>;

export function useCompleteDemoCheckout({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation<CompleteDemoCheckoutResponse, ApiError, string>({
    mutationFn: completeDemoCheckout,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
    onError,
  });
}
