import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { resourcesQueryOptions } from '@/features/resources/api/get-resources';

import type { CardResource } from './resource-card';
import type { DialogTarget } from './resource-dialog';
import { EmptyLibrary, ResourceCardGrid, ResourceLoadError } from './resource-grid';
import { PreviewSkeletons, previewGridClass, ResourcesPreviewFrame } from './resources-preview-frame';

// The dialog (Radix Dialog, DOMPurify) is fetched the first time a card asks for it.
const ResourceDialog = lazy(() =>
  import('./resource-dialog').then((module) => ({ default: module.ResourceDialog })),
);

/** SPEC §2: the home shows at most 3 resources. */
const SHOWN = 3;

type Props = {
  /** Resources to show; without them, the newest of the library. */
  resources?: CardResource[];
};

/**
 * The home page's preview (SPEC §2): three skeleton cards while loading, then at most three
 * cards, and "Voir toutes les ressources" when the library has more. Its first render needs no
 * window or document (the home page is prerendered before any query answers).
 */
export function ResourcesPreview({ resources: given }: Props) {
  // One more than shown tells whether the library has more.
  const query = useQuery({ ...resourcesQueryOptions({ limit: SHOWN + 1 }), enabled: !given });
  const list = given ?? query.data;
  const [target, setTarget] = useState<DialogTarget | null>(null);
  // Once loaded, the dialog stays mounted so that it opens and closes like any dialog.
  const [dialogWanted, setDialogWanted] = useState(false);

  const open = (resource: CardResource) => {
    setDialogWanted(true);
    setTarget({ id: resource.id, preview: resource });
  };

  let body: ReactNode;
  if (list) {
    body =
      list.length > 0 ? (
        <ResourceCardGrid resources={list.slice(0, SHOWN)} onOpen={open} className={previewGridClass} />
      ) : (
        <EmptyLibrary />
      );
  } else if (query.isError) {
    body = <ResourceLoadError />;
  } else {
    body = <PreviewSkeletons />;
  }

  const footer =
    list && list.length > SHOWN ? (
      <Button asChild variant="outline" size="lg">
        <Link to="/resources">
          Voir toutes les ressources
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    ) : null;

  return (
    <>
      <ResourcesPreviewFrame footer={footer}>{body}</ResourcesPreviewFrame>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ResourceDialog target={target} onClose={() => setTarget(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
