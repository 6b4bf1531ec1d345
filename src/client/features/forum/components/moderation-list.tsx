import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ForumEmptyState, ForumListError, ForumListSkeleton, useForumErrorToast } from './forum-list-states';

type Props<T extends { id: number }> = {
  query: UseQueryResult<T[]>;
  /** Announced while loading, e.g. 'Chargement des sujets en attente…'. */
  loadingLabel: string;
  /** SPEC §8, e.g. 'Erreur lors de la récupération des sujets en attente': the toast and the inline error. */
  errorText: string;
  emptyIcon: ReactNode;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
};

/** One list of /forum/moderation: loading, error with retry (and its toast), empty, or the cards. */
export function ModerationList<T extends { id: number }>({
  query,
  loadingLabel,
  errorText,
  emptyIcon,
  emptyText,
  renderItem,
}: Props<T>) {
  useForumErrorToast(query.error, errorText);

  if (query.isPending) return <ForumListSkeleton label={loadingLabel} count={2} />;
  if (query.isError) {
    return <ForumListError message={errorText} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.length === 0) return <ForumEmptyState icon={emptyIcon} title={emptyText} />;
  return (
    <ul className="grid gap-4" aria-busy={query.isFetching}>
      {query.data.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
