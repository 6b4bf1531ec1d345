import type { ChatRequest } from '@shared/features/assistant';

import { ApiError, apiFetch, NETWORK_ERROR_MESSAGE, readServerMessage } from '@/lib/api-client';

import { readSse } from './read-sse';

/**
 * POST /api/chat. The answer is typed `unknown` on purpose: SPEC §4 "Reply reading" allows a
 * message that is an object or JSON text, and lists under either spelling, so the chat context
 * reads it through `readReply` rather than trusting a shape.
 */
export function sendMessage(request: ChatRequest): Promise<unknown> {
  return apiFetch<unknown>('POST', '/api/chat', request);
}

type StreamOptions = { onToken: (text: string) => void; signal?: AbortSignal };

/**
 * POST /api/chat asking for Server-Sent Events (docs/decisions/018): `token` events feed
 * `onToken`, `done` carries the same answer as `sendMessage`. A server that answers JSON instead
 * (an older one) is read as before; refusals (4xx) are `ApiError`s as from `apiFetch`. An abort
 * (the "Arrêter" button) rejects with the signal's AbortError.
 */
export async function streamMessage(request: ChatRequest, { onToken, signal }: StreamOptions) {
  let response: Response;
  try {
    response = await fetch('/api/chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream, application/json' },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      readServerMessage(text),
    );
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as unknown;
  }
  for await (const { event, data } of readSse(response.body)) {
    if (event === 'token') onToken((JSON.parse(data) as { text: string }).text);
    else if (event === 'done') return JSON.parse(data) as unknown;
    else if (event === 'error') {
      // The server failed after the stream began: like a 500, so the fallback may still answer.
      const message = readServerMessage(data);
      throw new ApiError(500, `500: ${data}`, message);
    }
  }
  throw new Error('Le flux de réponse s’est interrompu');
}
