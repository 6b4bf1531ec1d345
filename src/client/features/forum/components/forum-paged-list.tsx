import type { InfiniteData } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { Key, ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import type { Page } from '@/lib/api-client';
import { cn } from '@/lib/cn';

import { ForumListError, ForumListSkeleton, useForumErrorToast } from './forum-list-states';

/** What the list reads of a useInfiniteQuery result over a keyset-paged endpoint. */
export type PagedQuery<T> = {
  data: InfiniteData<Page<T>, unknown> | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
};

export type PagedListLabels = {
  /** Screen-reader text while the first page loads, e.g. 'Chargement des sujets…'. */
  loading: string;
  /** The inline error, e.g. 'Erreur lors de la récupération des sujets'. */
  error: string;
  /** The toast's text (SPEC §8), e.g. 'Impossible de charger les sujets du forum.'. */
  toast: string;
  /** The next-page button, e.g. 'Afficher plus de sujets'. */
  more: string;
};

type Props<T> = {
  query: PagedQuery<T>;
  labels: PagedListLabels;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => Key;
  /** Shown when no item (left) to show. */
  empty: ReactNode;
  /** A client-side filter over the loaded pages (the 'Mes sujets' tab's search). */
  filter?: ((item: T) => boolean) | undefined;
};

/**
 * A forum list with its loading skeletons, error state (toast + inline retry), empty state and
 * 'Afficher plus…' button for the next page (the cursor stays in the infinite query).
 */
export function ForumPagedList<T>({ query, labels, renderItem, getKey, empty, filter }: Props<T>) {
  useForumErrorToast(query.error, labels.toast);

  if (query.isPending) return <ForumListSkeleton label={labels.loading} />;
  if (!query.data) {
    return (
      <ForumListError message={labels.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
    );
  }

  const all = query.data.pages.flatMap((page) => page.items);
  const items = filter ? all.filter(filter) : all;
  // A new search is loading while the previous results stay on screen.
  const updating = query.isPlaceholderData && query.isFetching;

  return (
    <div className="grid gap-4" aria-busy={updating}>
      <p role="status" className="sr-only">
        {updating ? 'Recherche…' : ''}
      </p>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className={cn('grid gap-3', updating && 'opacity-60 transition-opacity')}>
          {items.map((item) => (
            <li key={getKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {labels.error}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage || updating}
          onClick={() => query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {query.isFetchingNextPage ? 'Chargement…' : labels.more}
        </Button>
      ) : null}
    </div>
  );
}
