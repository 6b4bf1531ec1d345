import {
  assistantMessages,
  type ChatResource,
  type ConversationDetail,
  type PracticalApproach,
  type TheoreticalApproach,
} from '@shared/features/assistant';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';

import { sendMessage } from './api/send-message';
import { type ReadReply, readReply } from './reply-reading';

export type ChatMessage = {
  /** Local key for React; the server's messages have no id in the contract. */
  id: number;
  role: 'user' | 'assistant';
  content: string;
  /** The reply put emergency numbers first (analysis.emergency): shown as an alert. */
  emergency?: boolean;
};

/** SPEC §3 chat state, plus `needsPremium` for the 402 notice and its link to /subscription. */
export type ChatState = {
  messages: ChatMessage[];
  isLoading: boolean;
  error: string | null;
  needsPremium: boolean;
  conversationId: number | null;
  recommendations: ChatResource[];
  approaches: TheoreticalApproach[];
  theoretical_approaches: TheoreticalApproach[];
  practical_approaches: PracticalApproach[];
  practicalAdvice: string[];
};

export type ChatContextValue = ChatState & {
  /** Resolves to true once Sophia answered, false when nothing was sent or the send failed. */
  send: (content: string) => Promise<boolean>;
  reset: () => void;
  /** Replaces the chat with a stored conversation (resuming via ?conversation=). */
  load: (detail: ConversationDetail) => void;
};

export const GREETING =
  "Bonjour, je suis **Sophia**, une assistante d'intelligence artificielle (IA) au service des professionnels de l'accompagnement et des proches aidants.\n\n" +
  "Décrivez-moi la situation qui vous préoccupe ou posez votre question, sans donnée permettant d'identifier la personne (nom, date de naissance, adresse). Je vous poserai si besoin quelques questions, puis je vous proposerai des pistes concrètes, des approches et des ressources adaptées.\n\n" +
  "Je ne remplace ni l'avis d'un professionnel ni les services d'urgence : en cas de danger immédiat, appelez le 144 (urgences sanitaires) ou le 112.";

/** Answers the fallback cannot change: the same request would get the same refusal. */
function isFinal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 // a timeout may well pass on the other provider
  );
}

function initialState(): ChatState {
  return {
    messages: [{ id: 0, role: 'assistant', content: GREETING }],
    isLoading: false,
    error: null,
    needsPremium: false,
    conversationId: null,
    recommendations: [],
    approaches: [],
    theoretical_approaches: [],
    practical_approaches: [],
    practicalAdvice: [],
  };
}

/** One attempt; an answer without any text counts as a failure, so that the fallback can answer. */
async function attempt(content: string, conversationId: number | null, useOpenAI: boolean) {
  const answer = await sendMessage({
    content,
    ...(conversationId === null ? {} : { conversationId }),
    ...(useOpenAI ? { useOpenAI: true } : {}),
  });
  const reply = readReply(answer);
  if (reply.message.trim() === '') throw new Error('Réponse vide');
  return reply;
}

/** SPEC §4 provider fallback: the primary attempt flags the LLM; any failure but a final 4xx resends once without it. */
async function requestReply(content: string, conversationId: number | null): Promise<ReadReply> {
  try {
    return await attempt(content, conversationId, true);
  } catch (error) {
    if (isFinal(error)) throw error;
    return attempt(content, conversationId, false);
  }
}

/** SPEC §4: a list is replaced only by a non-empty one. */
function keep<T>(current: T[], next: T[]): T[] {
  return next.length > 0 ? next : current;
}

function withReply(state: ChatState, reply: ReadReply, id: number, userMessageId: number): ChatState {
  const message: ChatMessage = { id, role: 'assistant', content: reply.message };
  if (reply.emergency) message.emergency = true;
  // The log shows what was kept: the user's message with identifying data masked.
  const messages = state.messages.map((m) =>
    m.id === userMessageId && reply.userMessage ? { ...m, content: reply.userMessage } : m,
  );
  return {
    ...state,
    messages: [...messages, message],
    conversationId: state.conversationId ?? reply.conversationId,
    recommendations: keep(state.recommendations, reply.resources),
    approaches: keep(state.approaches, reply.approaches),
    theoretical_approaches: keep(state.theoretical_approaches, reply.theoretical_approaches),
    practical_approaches: keep(state.practical_approaches, reply.practical_approaches),
    practicalAdvice: keep(state.practicalAdvice, reply.practicalAdvice),
  };
}

const ChatContext = createContext<ChatContextValue | null>(null);

type Props = {
  children: ReactNode;
  /** Called once a new conversation gets its id, so that the page can put it in the address. */
  onConversationStart?: (id: number) => void;
};

export function ChatProvider({ children, onConversationStart }: Props) {
  const [state, setState] = useState(initialState);
  // What `send` must read synchronously (two quick Enters, the id of the running conversation).
  const loading = useRef(false);
  const conversationId = useRef<number | null>(null);
  // Bumped by reset and load: an answer to a request made before is then dropped.
  const generation = useRef(0);
  const nextId = useRef(1);
  const onStart = useRef(onConversationStart);
  onStart.current = onConversationStart;

  const send = useCallback(async (raw: string) => {
    const content = raw.trim();
    if (content === '' || loading.current) return false;
    loading.current = true;
    const turn = generation.current;
    const userMessage: ChatMessage = { id: nextId.current++, role: 'user', content };
    setState((s) => ({
      ...s,
      messages: [...s.messages, userMessage],
      isLoading: true,
      error: null,
      needsPremium: false,
    }));

    try {
      const reply = await requestReply(content, conversationId.current);
      if (turn !== generation.current) return false;
      const replyId = nextId.current++;
      const started = conversationId.current === null && reply.conversationId !== null;
      if (started) conversationId.current = reply.conversationId;
      setState((s) => ({ ...withReply(s, reply, replyId, userMessage.id), isLoading: false }));
      if (started && reply.conversationId !== null) onStart.current?.(reply.conversationId);
      return true;
    } catch (error) {
      if (turn !== generation.current) return false;
      const final = isFinal(error);
      const message = final && error.serverMessage ? error.serverMessage : assistantMessages.failure;
      const needsPremium = final && error.status === 402;
      // The text goes back into the input (the page does it), so it leaves the history.
      setState((s) => ({
        ...s,
        messages: s.messages.filter((m) => m.id !== userMessage.id),
        isLoading: false,
        error: message,
        needsPremium,
      }));
      // The 402 notice stays in the chat with its link to /subscription; a toast would only repeat it.
      if (!needsPremium) toast({ variant: 'destructive', title: 'Erreur', description: message });
      return false;
    } finally {
      if (turn === generation.current) loading.current = false;
    }
  }, []);

  const reset = useCallback(() => {
    generation.current += 1;
    loading.current = false;
    conversationId.current = null;
    setState(initialState());
  }, []);

  const load = useCallback((detail: ConversationDetail) => {
    generation.current += 1;
    loading.current = false;
    conversationId.current = detail.id;
    const stored = detail.messages.map(
      (message): ChatMessage => ({ id: nextId.current++, role: message.role, content: message.content }),
    );
    setState({
      ...initialState(),
      messages: [...initialState().messages, ...stored],
      conversationId: detail.id,
      recommendations: detail.resources,
      approaches: detail.theoretical_approaches,
      theoretical_approaches: detail.theoretical_approaches,
      practical_approaches: detail.practical_approaches,
      practicalAdvice: detail.practicalAdvice,
    });
  }, []);

  const value = useMemo(() => ({ ...state, send, reset, load }), [state, send, reset, load]);
  return <ChatContext value={value}>{children}</ChatContext>;
}

/** SPEC §8: the chat context outside its provider is a programming error. */
export function useChat(): ChatContextValue {
  const context = useContext(ChatContext);
  if (!context) throw new Error("useChat doit être utilisé à l'intérieur d'un ChatProvider");
  return context;
}
