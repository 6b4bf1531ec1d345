import { Skeleton } from '@/components/ui/skeleton';

/** Same box as ResourceCard (fixed height), so cards replace skeletons without a layout shift. */
export function ResourceCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-72 flex-col rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-5 w-24" />
      </div>
      <Skeleton className="mt-3 h-5 w-4/5" />
      <Skeleton className="mt-2 h-5 w-3/5" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-1.5 h-4 w-full" />
      <Skeleton className="mt-1.5 h-4 w-2/3" />
      <div className="mt-auto flex items-end justify-between">
        <div className="grid gap-1.5">
          <Skeleton className="h-3.5 w-28" />
          <Skeleton className="h-3.5 w-36" />
        </div>
        <Skeleton className="size-9" />
      </div>
    </div>
  );
}
