import type { ForumCategory } from '@shared/features/forum';
import type { UseQueryResult } from '@tanstack/react-query';

import { Skeleton } from '@/components/ui/skeleton';

import { ForumListError } from './forum-list-states';

/**
 * What the topic form shows instead of the category checkboxes: a skeleton while they load, an
 * alert with a retry when they failed, SPEC §8's message when there are none (the submit button is
 * then disabled by the form). Nothing once there are categories.
 */
export function TopicCategoriesFallback({ query }: { query: UseQueryResult<ForumCategory[]> }) {
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-3 sm:grid-cols-2">
        <span className="sr-only">Chargement des catégories…</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-5 w-3/4" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ForumListError
        message="Impossible de charger les catégories"
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
        className="p-4"
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        Aucune catégorie disponible — Contactez un administrateur pour créer des catégories.
      </p>
    );
  }
  return null;
}
