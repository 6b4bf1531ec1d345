import type { Resource } from '@shared/features/resources';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { approachLabel, audienceLabel, typeLabel } from '@/features/resources/resource-labels';

type Props = {
  resources: Resource[];
  onEdit: (resource: Resource) => void;
  onDelete: (resource: Resource) => void;
};

/** The admin's list: every stored value in French; scrolls sideways on a phone. */
export function ResourceAdminTable({ resources, onEdit, onDelete }: Props) {
  return (
    <div className="rounded-xl border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4">Titre</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Approche</TableHead>
            <TableHead>Public</TableHead>
            <TableHead>Éditeur/Auteur</TableHead>
            <TableHead className="pr-4 text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {resources.map((resource) => (
            <TableRow key={resource.id}>
              <TableCell className="min-w-56 whitespace-normal pl-4 font-medium">
                {resource.title}
                {resource.link ? (
                  <a
                    href={resource.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="ml-1.5 inline-flex align-middle text-muted-foreground hover:text-primary"
                  >
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">Lien externe de « {resource.title} »</span>
                  </a>
                ) : null}
              </TableCell>
              <TableCell>{typeLabel(resource.type)}</TableCell>
              <TableCell className="max-w-48 truncate">{approachLabel(resource.approach)}</TableCell>
              <TableCell>{audienceLabel(resource.audience)}</TableCell>
              <TableCell className="max-w-48 truncate">{resource.publisher}</TableCell>
              <TableCell className="pr-4 text-right">
                <div className="flex justify-end gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Modifier « ${resource.title} »`}
                    title="Modifier"
                    onClick={() => onEdit(resource)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="text-destructive hover:text-destructive"
                    aria-label={`Supprimer « ${resource.title} »`}
                    title="Supprimer"
                    onClick={() => onDelete(resource)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
