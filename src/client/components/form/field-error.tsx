/**
 * A field's French validation message. The field points at it with aria-describedby, so screen
 * readers read it when the field gets focus (react-hook-form focuses the first invalid field).
 */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** The aria props of a field with an optional hint and error (ids joined, undefined when empty). */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  const describedBy = [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
