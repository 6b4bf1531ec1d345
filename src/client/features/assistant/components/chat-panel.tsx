import { Crown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { useChat } from '@/features/assistant/chat-context';

import { ChatComposer } from './chat-composer';
import { ChatMessageItem, TypingIndicator } from './chat-message';
import { SophiaAvatar } from './sophia-avatar';

/** SPEC §2: the 402 answer's French message, with the way to Premium. */
function PremiumNotice({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="mx-3 mb-1 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm sm:mx-4"
    >
      <p>{message}</p>
      <Button asChild size="sm" className="mt-2">
        <Link to="/subscription">
          <Crown aria-hidden="true" />
          Découvrir l'abonnement Premium
        </Link>
      </Button>
    </div>
  );
}

type Props = {
  /** A stored conversation is being loaded: the input waits for it. */
  resuming: boolean;
};

/** The conversation: its history (at most 500 px, scrolled to the latest turn) and the input. */
export function ChatPanel({ resuming }: Props) {
  const { messages, isLoading, error, needsPremium, send, stop } = useChat();
  // Once Sophia's text streams in, her bubble shows it: the dots would only repeat it.
  const streaming = messages.at(-1)?.streaming === true;
  const log = useRef<HTMLDivElement>(null);

  // The view follows the conversation: to the end for the user's message and the typing
  // indicator, but to the START of a new reply, so its first lines (an emergency's numbers) are
  // what the user sees. Only the history scrolls, not the page (scrollIntoView would also move
  // the window on a phone).
  useEffect(() => {
    const element = log.current;
    if (!element) return;
    const latest = messages.at(-1);
    const reply = latest?.role === 'assistant' && !isLoading && messages.length > 1;
    const start = reply ? element.querySelector<HTMLElement>(`[data-message-id="${latest.id}"]`) : null;
    // The log is `relative`: a turn's offsetTop is measured from the log's own top.
    element.scrollTop = start ? start.offsetTop - 8 : element.scrollHeight;
  }, [messages, isLoading]);

  return (
    <section aria-labelledby="assistant-chat-title" className="rounded-xl border bg-card shadow-sm">
      <div className="flex items-center gap-3 border-b px-4 py-3">
        <SophiaAvatar />
        <div className="min-w-0">
          <h2 id="assistant-chat-title" className="font-semibold leading-tight">
            Conversation avec Sophia
          </h2>
          <p className="text-xs text-muted-foreground">
            Assistante IA : elle ne remplace pas l'avis d'un professionnel
          </p>
        </div>
      </div>

      <div
        ref={log}
        role="log"
        aria-live="polite"
        // Read once complete, not token by token.
        aria-busy={streaming || undefined}
        aria-labelledby="assistant-chat-title"
        // Focusable so that keyboard users can scroll the history.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="relative max-h-[500px] min-h-64 space-y-4 overflow-y-auto p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-4"
      >
        {messages.map((message) => (
          <div key={message.id} data-message-id={message.id}>
            <ChatMessageItem message={message} />
          </div>
        ))}
        {isLoading && !streaming ? <TypingIndicator /> : null}
        {resuming ? (
          <p role="status" className="text-center text-sm text-muted-foreground">
            Chargement de la conversation…
          </p>
        ) : null}
      </div>

      {needsPremium && error ? <PremiumNotice message={error} /> : null}
      <ChatComposer onSend={send} busy={isLoading || resuming} onStop={isLoading ? stop : undefined} />
    </section>
  );
}
