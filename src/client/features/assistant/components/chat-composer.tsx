import { ASSISTANT_LIMITS, assistantMessages } from '@shared/features/assistant';
import { Send, ShieldCheck, Square } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

/** SPEC §9: the text area grows with its text up to 150 px, then scrolls. */
const MAX_HEIGHT = 150;

type Props = {
  /** Resolves to true when Sophia answered; on false the text comes back into the input. */
  onSend: (content: string) => Promise<boolean>;
  /** Sophia is answering, or a conversation is being resumed. */
  busy: boolean;
  /** Given while Sophia answers: an "Arrêter" button stops the reply (docs/decisions/018). */
  onStop?: () => void;
};

/** The input under the chat: Enter sends, Shift+Enter adds a line (SPEC §2). */
export function ChatComposer({ onSend, busy, onStop }: Props) {
  const [text, setText] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const refocus = useRef(false);
  const tooLong = text.length > ASSISTANT_LIMITS.messageMax;
  const canSend = !busy && text.trim() !== '' && !tooLong;

  // `field-sizing: content` is not supported everywhere yet: measure instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    const height = Math.min(element.scrollHeight, MAX_HEIGHT);
    if (height > 0) element.style.height = `${height}px`;
    element.style.overflowY = element.scrollHeight > MAX_HEIGHT ? 'auto' : 'hidden';
  }, [text]);

  // A disabled text area loses focus: give it back once Sophia has answered.
  useEffect(() => {
    if (!busy && refocus.current) {
      refocus.current = false;
      textarea.current?.focus();
    }
  }, [busy]);

  const submit = async () => {
    if (!canSend) return;
    const content = text;
    refocus.current = true;
    setText('');
    const sent = await onSend(content);
    // Never lose what they wrote: a failed send puts it back (unless they typed something else since).
    if (!sent) setText((current) => (current === '' ? content : current));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} className="border-t p-3 sm:p-4">
      <label htmlFor="assistant-message" className="sr-only">
        Votre message à Sophia
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id="assistant-message"
          ref={textarea}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={busy}
          placeholder="Décrivez votre situation ou posez votre question…"
          aria-describedby={tooLong ? 'assistant-privacy assistant-too-long' : 'assistant-privacy'}
          aria-invalid={tooLong || undefined}
          className="max-h-[150px] min-h-10 resize-none field-sizing-fixed"
        />
        {onStop ? (
          <Button type="button" variant="outline" onClick={onStop} className="h-10 shrink-0">
            <Square aria-hidden="true" />
            Arrêter
          </Button>
        ) : null}
        <Button type="submit" disabled={!canSend} className="h-10 shrink-0">
          <Send aria-hidden="true" />
          Envoyer
        </Button>
      </div>
      {tooLong ? (
        <p id="assistant-too-long" className="mt-2 text-sm font-medium text-destructive">
          {assistantMessages.tooLong}
        </p>
      ) : null}
      <p id="assistant-privacy" className="mt-2 flex gap-1.5 text-xs text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span>
          Décrivez la situation sans nom, date de naissance ni adresse : Sophia masque de toute façon ces
          données avant de les traiter. Entrée pour envoyer, Maj+Entrée pour aller à la ligne.
        </span>
      </p>
    </form>
  );
}
