import { Search, X } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** The field's label and placeholder, e.g. 'Rechercher dans le forum...'. */
  label: string;
  className?: string;
};

/**
 * The forum's search box. The caller debounces the value (useDebouncedValue) before it becomes
 * the list's `q`, so typing does not send a request per key.
 */
export function ForumSearch({ value, onChange, label, className }: Props) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023 (and to jsdom); a form with role="search" is the same landmark everywhere
    <form
      role="search"
      className={cn('relative', className)}
      // The list follows the typing; Enter must not reload the page.
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={label}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        maxLength={200}
        className="h-11 bg-card pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="absolute top-1/2 right-1 size-9 -translate-y-1/2 text-muted-foreground"
          onClick={() => onChange('')}
          aria-label="Effacer la recherche"
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </form>
  );
}
