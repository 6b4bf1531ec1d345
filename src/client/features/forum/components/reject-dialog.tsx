import { FORUM_LIMITS, rejectionReasons } from '@shared/features/forum';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

type Props = {
  kind: 'topic' | 'comment';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The decision is on its way: the dialog stays open, its buttons wait. */
  pending: boolean;
  /** The reason as typed (trimmed), or undefined when left empty. */
  onConfirm: (reason: string | undefined) => void;
};

/**
 * The rejection of a topic or comment, with an optional reason shown to the author (DECISIONS.md
 * "Forum"). A ready-made reason fills the text field, where the moderator may complete it: one
 * field, so the reason can never exceed the 300 characters the server accepts.
 */
export function RejectDialog({ kind, open, onOpenChange, pending, onConfirm }: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{kind === 'topic' ? 'Refuser ce sujet' : 'Refuser ce commentaire'}</DialogTitle>
          <DialogDescription>
            {kind === 'topic'
              ? "Le sujet ne sera pas publié. L'auteur est prévenu et voit le motif, s'il y en a un."
              : "Le commentaire ne sera pas publié. L'auteur est prévenu et voit le motif, s'il y en a un."}
          </DialogDescription>
        </DialogHeader>
        {/* Inside the content, so that each opening starts from an empty form. */}
        <RejectForm pending={pending} onConfirm={onConfirm} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: boolean;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    onConfirm(trimmed ? trimmed : undefined);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Motifs proposés</legend>
        {rejectionReasons.map((text, index) => {
          const optionId = `${id}-reason-${index}`;
          return (
            <label
              key={text}
              htmlFor={optionId}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                trimmed === text && 'border-primary bg-primary/5',
              )}
            >
              <input
                id={optionId}
                type="radio"
                name={`${id}-reason`}
                value={text}
                checked={trimmed === text}
                onChange={() => setReason(text)}
                className="mt-0.5 size-4 shrink-0 accent-primary outline-none"
              />
              {text}
            </label>
          );
        })}
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>Motif (facultatif)</Label>
        <Textarea
          id={`${id}-text`}
          rows={3}
          value={reason}
          maxLength={FORUM_LIMITS.reasonMax}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-hint`} className="flex justify-between gap-4 text-sm text-muted-foreground">
          <span>Choisissez un motif proposé, complétez-le ou écrivez le vôtre.</span>
          <span className="shrink-0 tabular-nums">
            {reason.length}/{FORUM_LIMITS.reasonMax}
          </span>
        </p>
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {pending ? 'Refus en cours…' : 'Refuser'}
        </Button>
      </DialogFooter>
    </form>
  );
}
