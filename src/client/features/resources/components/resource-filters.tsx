import { Search } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { approachTabs, audienceChips, typeTabs } from '@/features/resources/resource-labels';
import type { LibraryFilterKey, LibraryFilters } from '@/features/resources/use-library-filters';
import { cn } from '@/lib/cn';

const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  filters: LibraryFilters;
  onChange: (key: LibraryFilterKey, value: string | undefined) => void;
};

/** Search as you type: the URL (and so the request) follows the text 300 ms after the last key. */
function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  // The last value this field wrote to the URL: its echo must not overwrite newer keystrokes.
  const sent = useRef(value);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timeout = setTimeout(() => {
      sent.current = next;
      onChange(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timeout);
  }, [text, onChange]);

  // The URL changed from elsewhere (back button, "Effacer les filtres"): show its text.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  return (
    <div className="grid gap-2">
      <Label htmlFor="resource-search">Rechercher une ressource</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="resource-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Titre, thème, mot-clé…"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          className="h-10 pl-9"
        />
      </div>
    </div>
  );
}

type Option = { id: string; label: string };

/**
 * A set of toggle buttons (aria-pressed). Tab-like to the eye, but these filter one list rather
 * than switch panels, so they are not ARIA tabs. `allLabel` adds the "no filter" choice; without
 * it, pressing the selected chip again clears it (SPEC §4).
 */
function FilterGroup({
  label,
  options,
  value,
  allLabel,
  onSelect,
}: {
  label: string;
  options: Option[];
  value: string | undefined;
  allLabel?: string;
  onSelect: (value: string | undefined) => void;
}) {
  const chips = allLabel === undefined;
  const all: Option[] = chips ? [] : [{ id: '', label: allLabel }];

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className={cn('flex flex-wrap gap-2', !chips && 'w-fit max-w-full gap-1 rounded-lg bg-muted p-1')}>
        {[...all, ...options].map((option) => {
          const pressed = (value ?? '') === option.id;
          return (
            <button
              key={option.id || 'all'}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(chips && pressed ? undefined : option.id || undefined)}
              className={cn(
                'inline-flex min-h-9 items-center rounded-md px-3 py-1.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                chips
                  ? 'rounded-full border bg-background hover:bg-accent aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground'
                  : 'text-foreground hover:bg-background/60 aria-pressed:bg-background aria-pressed:shadow-sm',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The library's search, audience chips, approach tabs and type tabs (SPEC "Resources and Forum page"). */
export function ResourceFilters({ filters, onChange }: Props) {
  const onSearch = useCallback((q: string) => onChange('q', q || undefined), [onChange]);
  return (
    // minmax(0, 1fr) columns: the tab rows wrap instead of widening the page on a phone.
    <div className="grid grid-cols-1 gap-5">
      <SearchField value={filters.q} onChange={onSearch} />
      <FilterGroup
        label="Public"
        options={audienceChips}
        value={filters.audience}
        onSelect={(value) => onChange('audience', value)}
      />
      <FilterGroup
        label="Approche"
        allLabel="Toutes"
        options={approachTabs}
        value={filters.approach}
        onSelect={(value) => onChange('approach', value)}
      />
      <FilterGroup
        label="Type de ressource"
        allLabel="Tous"
        options={typeTabs}
        value={filters.type}
        onSelect={(value) => onChange('type', value)}
      />
    </div>
  );
}
