import { Bot } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { useResources } from '@/features/resources/api/get-resources';
import { useLibraryFilters } from '@/features/resources/use-library-filters';

import type { CardResource } from './resource-card';
import { ResourceDialog } from './resource-dialog';
import { ResourceFilters } from './resource-filters';
import {
  EmptyLibrary,
  NoMatch,
  ResourceCardGrid,
  ResourceLoadError,
  ResourceSkeletonGrid,
} from './resource-grid';

/** Cards per page; "Afficher plus" asks for the next ones (lists stay bounded). */
const PAGE_SIZE = 24;

/** The "Ressources" tab: filters in the URL, the grid, the detail dialog (also opened by ?resource=<id>). */
export function ResourceLibrary() {
  const { filters, apiFilters, isFiltered, setFilter, clearFilters, openId, setOpenId } = useLibraryFilters();

  // A new filter starts again from the first page (state adjusted during render, React's pattern
  // for state derived from a changing input).
  const filterKey = JSON.stringify(apiFilters);
  const [page, setPage] = useState({ key: filterKey, limit: PAGE_SIZE });
  const limit = page.key === filterKey ? page.limit : PAGE_SIZE;
  if (page.key !== filterKey) setPage({ key: filterKey, limit: PAGE_SIZE });

  // One more than shown tells whether a next page exists, without a count request.
  const query = useResources({ ...apiFilters, limit: limit + 1 });
  const resources = query.data?.slice(0, limit);
  const hasMore = (query.data?.length ?? 0) > limit;

  const openPreview = resources?.find((resource) => resource.id === openId);
  const open = (resource: CardResource) => setOpenId(resource.id);

  let results: ReactNode;
  if (query.isPending) results = <ResourceSkeletonGrid count={6} />;
  else if (query.isError)
    results = <ResourceLoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else if (!resources || resources.length === 0)
    results = isFiltered ? <NoMatch onClear={clearFilters} /> : <EmptyLibrary />;
  else results = <ResourceCardGrid resources={resources} onOpen={open} />;

  const updating = query.isPlaceholderData && query.isFetching;

  return (
    <div className="grid grid-cols-1 gap-8">
      <ResourceFilters filters={filters} onChange={setFilter} />

      <section
        aria-labelledby="library-results-title"
        aria-busy={updating}
        className="grid grid-cols-1 gap-4"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="library-results-title" className="text-xl font-semibold">
            Bibliothèque
          </h2>
          <p role="status" className="text-sm text-muted-foreground">
            {updating
              ? 'Recherche…'
              : resources && resources.length > 0
                ? countText(resources.length, hasMore)
                : ''}
          </p>
        </div>
        <div className={updating ? 'opacity-60 transition-opacity' : undefined}>{results}</div>
        {hasMore && !query.isError ? (
          <Button
            type="button"
            variant="outline"
            className="justify-self-center"
            disabled={query.isFetching}
            onClick={() => setPage({ key: filterKey, limit: limit + PAGE_SIZE })}
          >
            Afficher plus de ressources
          </Button>
        ) : null}
      </section>

      <div className="flex flex-col items-start gap-4 rounded-xl bg-accent p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-pretty text-accent-foreground">
          Vous ne trouvez pas ce qu'il vous faut ? Décrivez votre situation à Sophia : elle vous recommandera
          des ressources adaptées.
        </p>
        <Button asChild className="shrink-0">
          <Link to="/assistant">
            <Bot aria-hidden="true" />
            Demander à l'assistant
          </Link>
        </Button>
      </div>

      <ResourceDialog
        target={openId === undefined ? null : { id: openId, preview: openPreview }}
        onClose={() => setOpenId(undefined)}
      />
    </div>
  );
}

function countText(shown: number, hasMore: boolean) {
  if (hasMore) return `${shown} premières ressources`;
  return shown === 1 ? '1 ressource' : `${shown} ressources`;
}
