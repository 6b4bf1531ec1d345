import { ApiError } from '@/lib/api-client';

import { streamMessage } from './api/send-message';
import { type ReadReply, readReply } from './reply-reading';

/** Answers the fallback cannot change: the same request would get the same refusal. */
export function isFinal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 // a timeout may well pass on the other provider
  );
}

export type ReplyOptions = {
  /** The text of Sophia's reply as it streams (docs/decisions/018). */
  onToken: (text: string) => void;
  /** The primary attempt failed: what it streamed is dropped before the fallback answers. */
  onRetry: () => void;
  /** The "Arrêter" button: an abort is never retried. */
  signal: AbortSignal;
};

/** One attempt; an answer without any text counts as a failure, so that the fallback can answer. */
async function attempt(
  content: string,
  conversationId: number | null,
  useOpenAI: boolean,
  { onToken, signal }: ReplyOptions,
) {
  const answer = await streamMessage(
    {
      content,
      ...(conversationId === null ? {} : { conversationId }),
      ...(useOpenAI ? { useOpenAI: true } : {}),
    },
    { onToken, signal },
  );
  const reply = readReply(answer);
  if (reply.message.trim() === '') throw new Error('Réponse vide');
  return reply;
}

/** SPEC §4 provider fallback: the primary attempt flags the LLM; any failure but a final 4xx resends once without it. */
export async function requestReply(
  content: string,
  conversationId: number | null,
  options: ReplyOptions,
): Promise<ReadReply> {
  try {
    return await attempt(content, conversationId, true, options);
  } catch (error) {
    if (options.signal.aborted || isFinal(error)) throw error;
    options.onRetry();
    return attempt(content, conversationId, false, options);
  }
}
