import { TriangleAlert } from 'lucide-react';

import type { ChatMessage } from '@/features/assistant/chat-context';
import { Markdown } from '@/features/assistant/markdown/markdown';
import { cn } from '@/lib/cn';

import { SophiaAvatar } from './sophia-avatar';

/** One turn: Sophia's in Markdown beside her avatar, the user's as typed (line breaks kept). */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  if (message.role === 'user') {
    return (
      <div className="flex justify-end">
        <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-sm text-primary-foreground sm:text-base">
          <span className="sr-only">Vous : </span>
          {message.content}
        </div>
      </div>
    );
  }

  // An emergency reply starts with the emergency numbers: it is announced at once (role="alert",
  // only on replies that just arrived; resumed ones carry no flag) and stands out in red.
  const emergency = message.emergency === true;
  return (
    <div className="flex items-start gap-2.5">
      <SophiaAvatar className="mt-0.5 size-8 sm:size-9" />
      <div
        role={emergency ? 'alert' : undefined}
        className={cn(
          'min-w-0 max-w-full rounded-2xl rounded-tl-sm border bg-muted/60 px-4 py-3 text-sm sm:max-w-[85%] sm:text-base',
          emergency && 'border-2 border-destructive bg-destructive/5',
        )}
      >
        <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-muted-foreground">
          {emergency ? (
            <>
              <TriangleAlert aria-hidden="true" className="size-4 text-destructive" />
              <span className="text-destructive">Sophia — situation urgente</span>
            </>
          ) : (
            'Sophia'
          )}
          <span className="sr-only"> :</span>
        </p>
        <Markdown text={message.content} />
        {message.interrupted ? (
          <p className="mt-1 text-xs italic text-muted-foreground">Réponse interrompue</p>
        ) : null}
      </div>
    </div>
  );
}

/** SPEC §2: the three dots while Sophia answers. */
export function TypingIndicator() {
  return (
    <div className="flex items-start gap-2.5">
      <SophiaAvatar className="mt-0.5 size-8 sm:size-9" />
      <div className="flex h-10 items-center gap-1 rounded-2xl rounded-tl-sm border bg-muted/60 px-4">
        <span className="sr-only">Sophia écrit…</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 rounded-full bg-muted-foreground/70 motion-safe:animate-bounce"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </div>
  );
}
