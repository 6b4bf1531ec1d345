import {
  assistantMessages,
  type ChatResource,
  type ConversationDetail,
  type PracticalApproach,
  type TheoreticalApproach,
} from '@shared/features/assistant';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

import { toast } from '@/components/ui/use-toast';

import type { ReadReply } from './reply-reading';
import { isFinal, requestReply } from './request-reply';

export type ChatMessage = {
  /** Local key for React; the server's messages have no id in the contract. */
  id: number;
  role: 'user' | 'assistant';
  content: string;
  /** The reply put emergency numbers first (analysis.emergency): shown as an alert. */
  emergency?: boolean;
  /** Sophia's text still arriving (docs/decisions/018): replaced by the final reply. */
  streaming?: boolean;
  /** Stopped with "Arrêter": what had arrived stays, marked as interrupted. */
  interrupted?: boolean;
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
  /** Stops the reply being written (the "Arrêter" button). */
  stop: () => void;
  /** Replaces the chat with a stored conversation (resuming via ?conversation=). */
  load: (detail: ConversationDetail) => void;
};

export const GREETING =
  "Bonjour, je suis **Sophia**, une assistante d'intelligence artificielle (IA) au service des professionnels de l'accompagnement et des proches aidants.\n\n" +
  "Décrivez-moi la situation qui vous préoccupe ou posez votre question, sans donnée permettant d'identifier la personne (nom, date de naissance, adresse). Je vous poserai si besoin quelques questions, puis je vous proposerai des pistes concrètes, des approches et des ressources adaptées.\n\n" +
  "Je ne remplace ni l'avis d'un professionnel ni les services d'urgence : en cas de danger immédiat, appelez le 144 (urgences sanitaires) ou le 112.";

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

/** SPEC §4: a list is replaced only by a non-empty one. */
function keep<T>(current: T[], next: T[]): T[] {
  return next.length > 0 ? next : current;
}

function withReply(state: ChatState, reply: ReadReply, id: number, userMessageId: number): ChatState {
  const message: ChatMessage = { id, role: 'assistant', content: reply.message };
  if (reply.emergency) message.emergency = true;
  // The log shows what was kept: the user's message with identifying data masked. The final
  // reply takes the place of the text streamed under the same id.
  const messages = state.messages
    .filter((m) => m.id !== id)
    .map((m) => (m.id === userMessageId && reply.userMessage ? { ...m, content: reply.userMessage } : m));
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
  const controller = useRef<AbortController | null>(null);
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

    const abort = new AbortController();
    controller.current = abort;
    const replyId = nextId.current++;
    let partial = '';
    const showPartial = (streaming: boolean, interrupted?: boolean) =>
      setState((s) => ({
        ...s,
        messages: [
          ...s.messages.filter((m) => m.id !== replyId),
          ...(streaming || interrupted
            ? [{ id: replyId, role: 'assistant' as const, content: partial, streaming, interrupted }]
            : []),
        ],
      }));
    const onToken = (text: string) => {
      if (turn !== generation.current) return;
      partial += text;
      showPartial(true);
    };
    const onRetry = () => {
      partial = '';
      if (turn === generation.current) showPartial(false);
    };

    try {
      const reply = await requestReply(content, conversationId.current, {
        onToken,
        onRetry,
        signal: abort.signal,
      });
      if (turn !== generation.current) return false;
      const started = conversationId.current === null && reply.conversationId !== null;
      if (started) conversationId.current = reply.conversationId;
      setState((s) => ({ ...withReply(s, reply, replyId, userMessage.id), isLoading: false }));
      if (started && reply.conversationId !== null) onStart.current?.(reply.conversationId);
      return true;
    } catch (error) {
      if (turn !== generation.current) return false;
      if (abort.signal.aborted) {
        // Stopped on purpose: their message and what Sophia had written stay in the log.
        showPartial(false, true);
        setState((s) => ({ ...s, isLoading: false }));
        return true;
      }
      const final = isFinal(error);
      const message = final && error.serverMessage ? error.serverMessage : assistantMessages.failure;
      const needsPremium = final && error.status === 402;
      // The text goes back into the input (the page does it), so it leaves the history.
      setState((s) => ({
        ...s,
        messages: s.messages.filter((m) => m.id !== userMessage.id && m.id !== replyId),
        isLoading: false,
        error: message,
        needsPremium,
      }));
      // The 402 notice stays in the chat with its link to /subscription; a toast would only repeat it.
      if (!needsPremium) toast({ variant: 'destructive', title: 'Erreur', description: message });
      return false;
    } finally {
      if (turn === generation.current) {
        loading.current = false;
        controller.current = null;
      }
    }
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    generation.current += 1;
    loading.current = false;
    conversationId.current = null;
    setState(initialState());
  }, []);

  const load = useCallback((detail: ConversationDetail) => {
    controller.current?.abort();
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

  const value = useMemo(() => ({ ...state, send, reset, stop, load }), [state, send, reset, stop, load]);
  return <ChatContext value={value}>{children}</ChatContext>;
}

/** SPEC §8: the chat context outside its provider is a programming error. */
export function useChat(): ChatContextValue {
  const context = useContext(ChatContext);
  if (!context) throw new Error("useChat doit être utilisé à l'intérieur d'un ChatProvider");
  return context;
}
