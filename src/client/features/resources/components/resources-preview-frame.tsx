import type { ReactNode } from 'react';

import { ResourceCardSkeleton } from './resource-card-skeleton';

// Statically imported by the home page: keep this file to markup only.

export const previewGridClass = 'grid grid-cols-1 gap-4 md:grid-cols-3';

/** The preview's section: the placeholder and the loaded preview share it, so nothing moves. */
export function ResourcesPreviewFrame({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  // No top padding: the features section above already ends with its own.
  return (
    <section aria-labelledby="resources-preview-title" className="pb-16 sm:pb-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="resources-preview-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Des ressources pour passer à l’action
          </h2>
          <p className="mt-3 text-muted-foreground">
            Une sélection d’ouvrages, d’articles, de formations et d’outils, choisis pour leur intérêt
            pratique.
          </p>
        </div>
        <div className="mt-10">{children}</div>
        {/* Always there, at the link's height, so that the link's arrival moves nothing below. */}
        <div className="mt-8 flex h-10 justify-center">{footer}</div>
      </div>
    </section>
  );
}

/** Three skeleton cards (SPEC §2), as long as the preview's resources are not there. */
export function PreviewSkeletons() {
  return (
    <div role="status" className={previewGridClass}>
      <span className="sr-only">Chargement des ressources…</span>
      <ResourceCardSkeleton />
      <ResourceCardSkeleton />
      <ResourceCardSkeleton />
    </div>
  );
}

export function ResourcesPreviewPlaceholder() {
  return (
    <ResourcesPreviewFrame>
      <PreviewSkeletons />
    </ResourcesPreviewFrame>
  );
}
