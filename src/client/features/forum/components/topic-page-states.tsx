import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** The topic page while it loads, shaped like it, announced to screen readers. */
export function TopicSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Chargement du sujet…</span>
      <div aria-hidden="true">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-5 w-20" />
        </div>
        <Skeleton className="mt-4 h-9 w-4/5" />
        <Skeleton className="mt-4 h-4 w-2/3" />
        <div className="mt-8 grid gap-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-3/5" />
        </div>
        <Skeleton className="mt-8 h-9 w-28" />
        <Skeleton className="mt-12 h-6 w-40" />
        <Skeleton className="mt-4 h-24 w-full" />
      </div>
    </div>
  );
}

/**
 * A page-level message in place of the topic (pending for this visitor, invalid id, failed load):
 * the page's heading, an explanation and a way back to the forum.
 */
export function TopicPageMessage({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div role="alert" className="rounded-xl border border-dashed p-8 text-center sm:p-12">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children ? (
        <div className="mx-auto mt-3 max-w-md text-pretty text-muted-foreground">{children}</div>
      ) : null}
      <div className="mt-6 flex flex-col items-center justify-center gap-2 sm:flex-row">
        {action}
        <Button asChild variant="outline">
          <Link to="/forum">
            <ArrowLeft aria-hidden="true" />
            Retour au forum
          </Link>
        </Button>
      </div>
    </div>
  );
}
