import { RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';

/**
 * SPEC §8: a failed forum fetch raises a destructive toast titled 'Erreur' (once per failure: a new
 * error object is a new failure) besides the inline error state.
 */
export function useForumErrorToast(error: unknown, description: string) {
  useEffect(() => {
    if (error) toast({ variant: 'destructive', title: 'Erreur', description });
  }, [error, description]);
}

/** The inline error of a forum list, e.g. 'Erreur lors de la récupération des sujets', with a retry. */
export function ForumListError({
  message,
  onRetry,
  retrying,
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('rounded-xl border border-destructive/40 bg-destructive/5 p-6 text-center', className)}
    >
      <p className="font-medium">{message}</p>
      <Button type="button" variant="outline" className="mt-4" disabled={retrying} onClick={onRetry}>
        <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Réessayer
      </Button>
    </div>
  );
}

/** A list's empty state: an icon, a sentence, an optional hint and action. */
export function ForumEmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card/50 px-6 py-10 text-center">
      {icon ? (
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-6">
          {icon}
        </span>
      ) : null}
      <p className="mt-4 text-lg font-semibold">{title}</p>
      {children ? <div className="mt-1 max-w-md text-pretty text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

/** Skeleton cards shaped like TopicCard, announced to screen readers. */
export function ForumListSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="rounded-xl border bg-card p-5 shadow-sm">
          <div className="flex items-center gap-2">
            <Skeleton className="h-5 w-20" />
            <Skeleton className="h-5 w-24" />
          </div>
          <Skeleton className="mt-3 h-5 w-3/4" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-1.5 h-4 w-5/6" />
          <div className="mt-4 flex gap-4">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-4 w-12" />
          </div>
        </div>
      ))}
    </div>
  );
}
