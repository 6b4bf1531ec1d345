import type { ComponentProps, ReactNode } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import { FieldError, fieldAria } from './field-error';

type Props = ComponentProps<'input'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled input with its hint and its error, wired for assistive technologies. */
export function TextField({ id, label, error, hint, ...inputProps }: Props) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...fieldAria(id, error, Boolean(hint))} {...inputProps} />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
