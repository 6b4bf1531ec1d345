import { RefreshCw, SearchX } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

import { type CardResource, ResourceCard } from './resource-card';
import { ResourceCardSkeleton } from './resource-card-skeleton';

export const LOAD_ERROR_MESSAGE =
  'Une erreur est survenue lors du chargement des ressources. Veuillez réessayer ultérieurement.';
export const EMPTY_LIBRARY_MESSAGE =
  'Aucune ressource disponible pour le moment. Consultez notre assistant pour obtenir des recommandations personnalisées.';

// minmax(0, 1fr) columns even on a phone: a long title must not widen the grid past the screen.
const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function ResourceSkeletonGrid({
  count,
  className = gridClass,
}: {
  count: number;
  className?: string;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">Chargement des ressources…</span>
      {Array.from({ length: count }, (_, i) => (
        <ResourceCardSkeleton key={i} />
      ))}
    </div>
  );
}

export function ResourceLoadError({ onRetry, retrying }: { onRetry?: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="rounded-xl border border-destructive/40 p-6 text-center">
      <p className="font-medium">{LOAD_ERROR_MESSAGE}</p>
      {onRetry ? (
        <Button type="button" variant="outline" className="mt-4" disabled={retrying} onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Réessayer
        </Button>
      ) : null}
    </div>
  );
}

/** No resource at all (not a filter's doing): the assistant can still recommend some. */
export function EmptyLibrary() {
  return (
    <div className="rounded-xl border border-dashed p-8 text-center">
      <p className="text-pretty">{EMPTY_LIBRARY_MESSAGE}</p>
      <Button asChild variant="outline" className="mt-4">
        <Link to="/assistant">Consulter l'assistant</Link>
      </Button>
    </div>
  );
}

export function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed p-8 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="mt-3 font-medium">Aucune ressource trouvée</p>
      <Button type="button" variant="outline" className="mt-4" onClick={onClear}>
        Effacer les filtres
      </Button>
    </div>
  );
}

export function ResourceCardGrid({
  resources,
  onOpen,
  className = gridClass,
}: {
  resources: CardResource[];
  onOpen: (resource: CardResource) => void;
  className?: string;
}) {
  return (
    <ul className={className}>
      {resources.map((resource) => (
        <li key={resource.id ?? resource.title}>
          <ResourceCard resource={resource} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
