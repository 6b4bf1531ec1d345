import type { ChatResource } from '@shared/features/assistant';
import { BookOpen, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { approachLabel, truncate, typeLabel } from '@/features/resources/resource-labels';

import { ResultEmpty } from './result-empty';

/** Only http(s) addresses become links: a resource proposed by an LLM is not trusted further. */
function safeLink(link: string | undefined): string | undefined {
  return link && /^https?:\/\/\S+$/i.test(link) ? link : undefined;
}

function ResourceResult({ resource }: { resource: ChatResource }) {
  const type = typeLabel(resource.type || undefined);
  const approach = approachLabel(resource.approach || undefined);
  const link = safeLink(resource.link);
  return (
    <article className="flex h-full flex-col rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex flex-wrap gap-1.5">
        {resource.id === undefined ? <Badge>Personnalisé</Badge> : null}
        {type ? <Badge variant="secondary">{type}</Badge> : null}
        {approach ? (
          <Badge variant="outline" className="max-w-full truncate">
            {approach}
          </Badge>
        ) : null}
      </div>
      <h3 className="mt-3 font-semibold leading-6">{resource.title}</h3>
      {resource.publisher ? <p className="text-xs text-muted-foreground">{resource.publisher}</p> : null}
      <p className="mt-2 text-sm text-muted-foreground">{truncate(resource.description)}</p>
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-3 text-sm">
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Ouvrir<span className="sr-only"> « {resource.title} » (nouvel onglet)</span>
          </a>
        ) : null}
        {resource.id !== undefined ? (
          <Link
            to={`/resources?resource=${resource.id}`}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <BookOpen aria-hidden="true" className="size-4" />
            Voir dans la bibliothèque<span className="sr-only"> : « {resource.title} »</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}

export function ResourceResults({ resources }: { resources: ChatResource[] }) {
  if (resources.length === 0) {
    return (
      <ResultEmpty title="Aucune ressource">
        Sophia n'a pas encore recommandé de ressource pour cette situation. Précisez-la pour obtenir des
        suggestions de lectures, de formations ou d'outils.
      </ResultEmpty>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {resources.map((resource, index) => (
        <li key={resource.id ?? `perso-${index}`}>
          <ResourceResult resource={resource} />
        </li>
      ))}
    </ul>
  );
}
