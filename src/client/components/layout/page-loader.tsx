import { LoaderCircle } from 'lucide-react';

/** Shown while a page's code or the current user loads: announced politely, never steals focus. */
export function PageLoader() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <span className="sr-only">Chargement…</span>
    </div>
  );
}
