import { Loader2, RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';

/** One destructive toast per failure (each failed fetch is a new error object). */
export function useErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) toast({ variant: 'destructive', title: 'Erreur', description: message });
  }, [error, message]);
}

export function LoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-6 text-center">
      <p className="font-medium">{message}</p>
      <Button type="button" variant="outline" className="mt-4" disabled={retrying} onClick={onRetry}>
        <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Réessayer
      </Button>
    </div>
  );
}

/** Skeleton rows while a tab's first load runs, announced to screen readers. */
export function LoadingRows({
  label,
  rows = 4,
  className,
}: {
  label: string;
  rows?: number;
  className?: string;
}) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} aria-hidden="true" className={className ?? 'h-16 w-full'} />
      ))}
    </div>
  );
}

/** The 'Voir plus' button of a paged list. */
export function MoreButton({
  loading,
  onClick,
  children,
}: {
  loading: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      className="justify-self-center"
      disabled={loading}
      onClick={onClick}
    >
      {loading ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
      {loading ? 'Chargement…' : children}
    </Button>
  );
}
