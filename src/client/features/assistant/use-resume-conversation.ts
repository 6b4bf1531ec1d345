import { useCallback, useEffect, useRef, useState } from 'react';

import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';

import { useConversation } from './api/get-conversation';
import { useChat } from './chat-context';

const NOT_FOUND = 'Conversation introuvable';

/** The `?conversation=` value: an id the server could accept, 'invalid', or undefined when absent. */
export function parseConversationParam(raw: string | null): number | 'invalid' | undefined {
  if (raw === null) return undefined;
  if (!/^\d{1,10}$/.test(raw)) return 'invalid';
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : 'invalid';
}

/**
 * Resumes /assistant?conversation={id} (SPEC §2): loads the conversation into the chat, unless it
 * is the one already shown (the page writes the id of a new conversation in the address). When it
 * cannot be found the chat starts afresh and the address loses its parameter.
 * Gives `resuming` (true while it loads) and `startNew`, the 'Nouvelle conversation' action.
 */
export function useResumeConversation(requested: number | 'invalid' | undefined, clearParam: () => void) {
  const { conversationId, load, reset } = useChat();
  // The id being left: the chat is reset at once, the address only on the router's next update,
  // and in between that id must not be resumed again.
  const [ignored, setIgnored] = useState<number | null>(null);
  const wanted =
    typeof requested === 'number' && requested !== conversationId && requested !== ignored
      ? requested
      : undefined;
  const query = useConversation(wanted);
  // Each failure is told once (StrictMode runs effects twice in development).
  const notified = useRef<unknown>(null);

  useEffect(() => {
    if (wanted !== undefined && query.data) load(query.data);
  }, [wanted, query.data, load]);

  useEffect(() => {
    const failure = requested === 'invalid' ? 'invalid' : wanted !== undefined ? query.error : null;
    if (!failure) {
      if (requested === undefined) notified.current = null;
      return;
    }
    if (notified.current === failure) return;
    notified.current = failure;
    const status = failure instanceof ApiError ? failure.status : 400;
    const description =
      status === 400 || status === 404
        ? NOT_FOUND
        : errorMessage(failure, 'Impossible de charger la conversation.');
    toast({ variant: 'destructive', title: 'Erreur', description });
    if (typeof requested === 'number') setIgnored(requested);
    reset();
    clearParam();
  }, [requested, wanted, query.error, reset, clearParam]);

  useEffect(() => {
    if (ignored !== null && requested !== ignored) setIgnored(null);
  }, [requested, ignored]);

  const startNew = useCallback(() => {
    if (typeof requested === 'number') setIgnored(requested);
    reset();
    clearParam();
  }, [requested, reset, clearParam]);

  return { resuming: wanted !== undefined && query.isPending && query.fetchStatus !== 'idle', startNew };
}
