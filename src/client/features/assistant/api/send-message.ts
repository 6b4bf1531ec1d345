import type { ChatRequest } from '@shared/features/assistant';

import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/chat. The answer is typed `unknown` on purpose: SPEC §4 "Reply reading" allows a
 * message that is an object or JSON text, and lists under either spelling, so the chat context
 * reads it through `readReply` rather than trusting a shape.
 */
export function sendMessage(request: ChatRequest): Promise<unknown> {
  return apiFetch<unknown>('POST', '/api/chat', request);
}
