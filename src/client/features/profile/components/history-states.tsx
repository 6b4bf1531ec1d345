import { MessageSquarePlus, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';

/** SPEC §8 assistant: the message of a failed history load (toast and inline). */
export const HISTORY_ERROR = "Impossible de récupérer l'historique des conversations";

/** One destructive toast per failure (a new error object is a new failure). */
export function useHistoryErrorToast(error: unknown) {
  useEffect(() => {
    if (error) toast({ variant: 'destructive', title: 'Erreur', description: HISTORY_ERROR });
  }, [error]);
}

export function HistoryError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-6 text-center">
      <p className="font-medium">{HISTORY_ERROR}</p>
      <Button type="button" variant="outline" className="mt-4" disabled={retrying} onClick={onRetry}>
        <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Réessayer
      </Button>
    </div>
  );
}

export function HistorySkeleton({ count = 2 }: { count?: number }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Chargement de vos conversations…</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="rounded-xl border bg-card p-5 shadow-sm">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-2 h-4 w-40" />
          <Skeleton className="mt-4 h-8 w-64 max-w-full" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-1.5 h-4 w-5/6" />
        </div>
      ))}
    </div>
  );
}

/** SPEC §2 Profile: the empty state offers a button to /assistant. */
export function HistoryEmpty({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card/50 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MessageSquarePlus aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 text-lg font-semibold">{title}</p>
      <p className="mt-1 max-w-md text-pretty text-muted-foreground">{hint}</p>
      <Button asChild className="mt-5">
        <Link to="/assistant">Démarrer une conversation</Link>
      </Button>
    </div>
  );
}
