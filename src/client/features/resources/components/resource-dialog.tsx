import { ExternalLink } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useResource } from '@/features/resources/api/get-resource';
import { approachLabel, audienceLabel, typeLabel } from '@/features/resources/resource-labels';
import { errorMessage } from '@/lib/api-client';

import type { CardResource } from './resource-card';
import { ResourceContent } from './resource-content';

/** The resource to show: its id (fetched with its content) and/or what the list already knows. */
export type DialogTarget = { id?: number | undefined; preview?: CardResource | undefined };

type Props = { target: DialogTarget | null; onClose: () => void };

const LOAD_ERROR =
  'Une erreur est survenue lors du chargement de la ressource. Veuillez réessayer ultérieurement.';
const NO_LINK_MESSAGE =
  "Cette ressource n'a pas de lien externe disponible. Tout le contenu pertinent est affiché dans cette fenêtre.";

/**
 * The detail dialog (SPEC "Resource cards and dialog"). The list's copy gives the title at once;
 * the content comes from GET /api/resources/:id. A resource without id (proposed by the
 * assistant) is shown from what it carries.
 */
export function ResourceDialog({ target, onClose }: Props) {
  const id = target?.id ?? target?.preview?.id;
  const query = useResource(target ? id : undefined);
  const resource: CardResource | undefined = query.data ?? target?.preview;
  const failed = id !== undefined && query.isError;
  const loading = id !== undefined && query.isPending;
  const content = id !== undefined ? query.data?.content : target?.preview?.content;
  const badges = resource
    ? [typeLabel(resource.type), approachLabel(resource.approach), audienceLabel(resource.audience)]
    : [];

  let title = 'Chargement de la ressource…';
  if (resource) title = resource.title;
  else if (failed) title = 'Ressource indisponible';

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader className="pr-6">
          {badges.length > 0 ? (
            <div className="flex flex-wrap justify-center gap-1.5 sm:justify-start">
              {badges.map((label, i) =>
                label ? (
                  <Badge key={`${i}-${label}`} variant="secondary">
                    {label}
                  </Badge>
                ) : null,
              )}
            </div>
          ) : null}
          <DialogTitle className="text-xl leading-snug">{title}</DialogTitle>
          <DialogDescription>{resource ? `Éditeur / auteur : ${resource.publisher}` : ' '}</DialogDescription>
        </DialogHeader>

        {query.data?.imageUrl ? (
          <img
            src={query.data.imageUrl}
            alt=""
            loading="lazy"
            referrerPolicy="no-referrer"
            className="aspect-video w-full rounded-md bg-muted object-cover"
          />
        ) : null}

        {loading ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">Chargement du contenu…</span>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : null}

        {failed ? (
          <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm">
            {errorMessage(query.error, LOAD_ERROR)}
          </p>
        ) : null}

        {!loading && !failed && resource ? (
          content ? (
            <ResourceContent html={content} />
          ) : (
            <p className="text-sm leading-relaxed">{resource.description}</p>
          )
        ) : null}

        {!loading && !failed && resource ? (
          <DialogFooter className="items-center border-t pt-4">
            {resource.link ? (
              <Button asChild>
                <a href={resource.link} target="_blank" rel="noopener noreferrer">
                  Ouvrir le lien
                  <ExternalLink aria-hidden="true" />
                  <span className="sr-only"> (s'ouvre dans un nouvel onglet)</span>
                </a>
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">{NO_LINK_MESSAGE}</p>
            )}
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
