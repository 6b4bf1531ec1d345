import type { ContactInput } from '@shared/features/contact';
import { useMutation } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

export function sendContactMessage(input: ContactInput): Promise<unknown> {
  return apiFetch<unknown>('POST', '/api/contact', input);
}

export function useSendContactMessage() {
  return useMutation<unknown, ApiError, ContactInput>({ mutationFn: sendContactMessage });
}
