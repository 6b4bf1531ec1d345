import type { ConversationHistoryEntry } from '@shared/features/assistant';
import { ExternalLink, MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateTime } from '@/features/profile/profile-format';
import { approachLabel, truncate, typeLabel } from '@/features/resources/resource-labels';

import { DeleteConversationDialog } from './delete-conversation-dialog';

type Props = {
  entry: ConversationHistoryEntry;
  /** Called once the conversation is deleted and its dialog closed (where focus should go). */
  onDeleted: () => void;
};

function resourcesLabel(count: number) {
  return count > 1 ? `${count} ressources` : `${count} ressource`;
}

/** SPEC §3 conversation history entry: title, date, tabs Résumé / Ressources / Détails, resume link. */
export function ConversationCard({ entry, onDeleted }: Props) {
  const titleId = useId();

  return (
    <article aria-labelledby={titleId} className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words">
            {entry.title}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            <time dateTime={entry.updatedAt}>{formatDateTime(entry.updatedAt)}</time>
          </p>
        </div>
        <Button asChild size="sm" className="self-start">
          <Link to={`/assistant?conversation=${entry.id}`} aria-describedby={titleId}>
            <MessageSquareText aria-hidden="true" />
            Reprendre la conversation
          </Link>
        </Button>
      </div>

      <Tabs defaultValue="summary" className="mt-4">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="summary">Résumé</TabsTrigger>
          <TabsTrigger value="resources">Ressources</TabsTrigger>
          <TabsTrigger value="details">Détails</TabsTrigger>
        </TabsList>

        <TabsContent value="summary" className="pt-2">
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="font-medium">Votre demande</dt>
              <dd className="mt-0.5 text-pretty break-words text-muted-foreground">
                {entry.requestSummary || '—'}
              </dd>
            </div>
            <div>
              <dt className="font-medium">Réponse de Sophia</dt>
              <dd className="mt-0.5 text-pretty break-words text-muted-foreground">
                {entry.responseSummary || '—'}
              </dd>
            </div>
          </dl>
        </TabsContent>

        <TabsContent value="resources" className="pt-2">
          {entry.resources.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aucune ressource</p>
          ) : (
            <ul className="grid gap-2">
              {entry.resources.map(({ id, resource }) => (
                <li key={id} className="rounded-lg bg-muted/60 p-3 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    {resource.link ? (
                      <a
                        href={resource.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {resource.title}
                        <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                        <span className="sr-only"> (nouvel onglet)</span>
                      </a>
                    ) : (
                      <span className="font-medium">{resource.title}</span>
                    )}
                    <Badge variant="secondary">{typeLabel(resource.type)}</Badge>
                    {resource.approach ? (
                      <Badge variant="outline">{approachLabel(resource.approach)}</Badge>
                    ) : null}
                  </div>
                  {resource.description ? (
                    <p className="mt-1 text-pretty break-words text-muted-foreground">
                      {truncate(resource.description)}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </TabsContent>

        <TabsContent value="details" className="pt-2">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">Créée le</dt>
            <dd>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </dd>
            <dt className="text-muted-foreground">Mise à jour le</dt>
            <dd>
              <time dateTime={entry.updatedAt}>{formatDateTime(entry.updatedAt)}</time>
            </dd>
            <dt className="text-muted-foreground">Ressources</dt>
            <dd>{resourcesLabel(entry.resources.length)}</dd>
          </dl>
          <DeleteConversationDialog entry={entry} describedBy={titleId} onDeleted={onDeleted} />
        </TabsContent>
      </Tabs>
    </article>
  );
}
