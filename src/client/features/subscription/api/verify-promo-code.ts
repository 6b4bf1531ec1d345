import type { PromoVerifyResponse } from '@shared/features/subscription';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

/**
 * POST /api/promo-code/verify (SPEC §3, §7): 200 with `valid: false` and a French message for an
 * unknown, expired or exhausted code; 400 for an empty one.
 */
export function verifyPromoCode(promoCode: string): Promise<PromoVerifyResponse> {
  return apiFetch<PromoVerifyResponse>('POST', '/api/promo-code/verify', { promoCode });
}

type Options = Pick<UseMutationOptions<PromoVerifyResponse, ApiError, string>, 'onSuccess' | 'onError'>;

export function useVerifyPromoCode({ onSuccess, onError }: Options = {}) {
  return useMutation<PromoVerifyResponse, ApiError, string>({
    mutationFn: verifyPromoCode,
    onSuccess,
    onError,
  });
}
