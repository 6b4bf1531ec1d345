import type { Resource } from '@shared/features/resources';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { toast } from '@/components/ui/use-toast';
import {
  approachLabel,
  audienceLabel,
  hasDetail,
  truncate,
  typeLabel,
} from '@/features/resources/resource-labels';

import { ShareResourceButton } from './share-resource-button';

/**
 * What a card needs. Library resources have an id; those the assistant proposes may not
 * ('Personnalisé', SPEC §2) and may carry their content instead of `hasContent`.
 */
export type CardResource = Pick<Resource, 'title' | 'description' | 'publisher'> & {
  id?: number | undefined;
  type?: string | undefined;
  approach?: string | undefined;
  audience?: string | undefined;
  link?: string | undefined;
  content?: string | undefined;
  hasContent?: boolean | undefined;
};

type Props = {
  resource: CardResource;
  /** Opens the detail dialog; without it, a card with content falls back to its link. */
  onOpen?: ((resource: CardResource) => void) | undefined;
};

const NO_LINK_MESSAGE =
  "Cette ressource n'a pas de lien externe disponible. Cliquez sur la carte pour voir plus de détails.";

// The main action is a real button or link inside the title; its ::after covers the whole card,
// so a click anywhere on the card (or Enter on the focused title) triggers it, and the share
// button sits above that layer.
const actionClass =
  'line-clamp-2 text-left outline-none after:absolute after:inset-0 after:rounded-xl after:content-[""] focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50';

/** A library card (SPEC "Resource cards and dialog"): fixed height, so the grid never jumps. */
export function ResourceCard({ resource, onOpen }: Props) {
  const { id, title, link } = resource;
  let action: ReactNode;
  if (onOpen && hasDetail(resource)) {
    action = (
      <button type="button" className={actionClass} onClick={() => onOpen(resource)}>
        {title}
      </button>
    );
  } else if (link) {
    action = (
      <a href={link} target="_blank" rel="noopener noreferrer" className={actionClass}>
        {title}
        <span className="sr-only"> (s'ouvre dans un nouvel onglet)</span>
      </a>
    );
  } else {
    action = (
      <button
        type="button"
        className={actionClass}
        onClick={() => toast({ title: 'Aucun lien externe', description: NO_LINK_MESSAGE })}
      >
        {title}
      </button>
    );
  }

  const type = typeLabel(resource.type);
  const approach = approachLabel(resource.approach);
  const audience = audienceLabel(resource.audience);

  return (
    <article className="relative flex h-72 flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <div className="flex max-h-12 flex-wrap gap-1.5 overflow-hidden">
        {id === undefined ? <Badge>Personnalisé</Badge> : null}
        {type ? <Badge variant="secondary">{type}</Badge> : null}
        {approach ? (
          <Badge variant="outline" className="max-w-full truncate">
            {approach}
          </Badge>
        ) : null}
      </div>
      <h3 className="mt-3 font-semibold leading-6">{action}</h3>
      <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{truncate(resource.description)}</p>
      <div className="mt-auto flex items-end justify-between gap-2 pt-3">
        <dl className="min-w-0 text-xs text-muted-foreground">
          {audience ? (
            <div className="flex gap-1">
              <dt>Public :</dt>
              <dd className="truncate font-medium text-foreground">{audience}</dd>
            </div>
          ) : null}
          <div className="mt-1 flex gap-1">
            <dt className="shrink-0">Éditeur :</dt>
            <dd className="truncate">{resource.publisher}</dd>
          </div>
        </dl>
        {id !== undefined ? (
          <ShareResourceButton
            resource={{ id, title, description: resource.description }}
            className="relative z-10 shrink-0"
          />
        ) : null}
      </div>
    </article>
  );
}
