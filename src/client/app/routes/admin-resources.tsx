import type { Resource } from '@shared/features/resources';
import { ArrowLeft, Plus, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useResources } from '@/features/resources/api/get-resources';
import { DeleteResourceDialog } from '@/features/resources/components/delete-resource-dialog';
import { ResourceAdminTable } from '@/features/resources/components/resource-admin-table';
import { type FormTarget, ResourceFormDialog } from '@/features/resources/components/resource-form-dialog';
import { ResourceLoadError } from '@/features/resources/components/resource-grid';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const PAGE_SIZE = 50;

/** /admin/resources (admin only: guarded in the router, enforced by the API). */
export default function AdminResourcesPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [page, setPage] = useState({ q, limit: PAGE_SIZE });
  const limit = page.q === q ? page.limit : PAGE_SIZE;
  if (page.q !== q) setPage({ q, limit: PAGE_SIZE });

  // One more than shown tells whether there is a next page.
  const query = useResources({ q: q || undefined, limit: limit + 1 });
  const resources = query.data?.slice(0, limit);
  const hasMore = (query.data?.length ?? 0) > limit;

  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [toDelete, setToDelete] = useState<Resource | null>(null);

  let list: ReactNode;
  if (query.isPending) {
    list = (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Chargement des ressources…</span>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (query.isError) {
    list = <ResourceLoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  } else if (!resources || resources.length === 0) {
    list = (
      <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
        {q ? 'Aucune ressource trouvée' : 'Aucune ressource pour le moment.'}
      </p>
    );
  } else {
    list = (
      <ResourceAdminTable
        resources={resources}
        onEdit={(resource) => setFormTarget({ mode: 'edit', id: resource.id })}
        onDelete={setToDelete}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <Button asChild variant="ghost" className="-ml-3 mb-4">
        <Link to="/resources">
          <ArrowLeft aria-hidden="true" />
          Retour aux ressources
        </Link>
      </Button>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Gérer les ressources</h1>
          <p className="mt-2 text-muted-foreground">
            Ajoutez, modifiez ou supprimez les ressources de la bibliothèque.
          </p>
        </div>
        <Button
          type="button"
          className="self-start sm:self-auto"
          onClick={() => setFormTarget({ mode: 'create' })}
        >
          <Plus aria-hidden="true" />
          Nouvelle ressource
        </Button>
      </div>

      <div className="mt-8 grid max-w-md gap-2">
        <Label htmlFor="admin-resource-search">Rechercher une ressource</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="admin-resource-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
            maxLength={200}
            className="h-10 pl-9"
          />
        </div>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-4" aria-busy={query.isFetching}>
        {list}
        {hasMore && !query.isError ? (
          <Button
            type="button"
            variant="outline"
            className="justify-self-center"
            disabled={query.isFetching}
            onClick={() => setPage({ q, limit: limit + PAGE_SIZE })}
          >
            Afficher plus de ressources
          </Button>
        ) : null}
      </div>

      <ResourceFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteResourceDialog resource={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
