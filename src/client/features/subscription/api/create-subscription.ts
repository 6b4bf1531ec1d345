import type { CreateSubscriptionResponse } from '@shared/features/subscription';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

export type CreateSubscriptionInput = {
  priceId: string;
  /** Only a code the server said was valid (SPEC §7). */
  promoCode?: string;
};

/**
 * POST /api/subscription/create (SPEC §3, §7): the checkout's address, absolute (Stripe Checkout)
 * or relative (the demo checkout, DECISIONS.md).
 */
export function createSubscription(input: CreateSubscriptionInput): Promise<CreateSubscriptionResponse> {
  const body = input.promoCode ? input : { priceId: input.priceId };
  return apiFetch<CreateSubscriptionResponse>('POST', '/api/subscription/create', body);
}

type Options = Pick<
  UseMutationOptions<CreateSubscriptionResponse, ApiError, CreateSubscriptionInput>,
  'onSuccess' | 'onError'
>;

export function useCreateSubscription({ onSuccess, onError }: Options = {}) {
  return useMutation<CreateSubscriptionResponse, ApiError, CreateSubscriptionInput>({
    mutationFn: createSubscription,
    onSuccess,
    onError,
  });
}
