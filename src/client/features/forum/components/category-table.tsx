import type { ForumCategory } from '@shared/features/forum';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';

type Props = {
  /** In display order (the API's). */
  categories: ForumCategory[];
  /** The category loaded in the form, highlighted. */
  editingId: number | null;
  /** A move is on its way: the order buttons wait, so two moves never cross. */
  moving: boolean;
  onMove: (category: ForumCategory, direction: 'up' | 'down') => void;
  onEdit: (category: ForumCategory) => void;
  onDelete: (category: ForumCategory) => void;
};

function topicsLabel(count: number) {
  return count > 1 ? `${count} sujets` : `${count} sujet`;
}

/** SPEC "Forum screens": Nom, Description, Ordre, Actions; scrolls sideways on a phone. */
export function CategoryTable({ categories, editingId, moving, onMove, onEdit, onDelete }: Props) {
  return (
    <div className="rounded-xl border">
      <Table>
        <TableCaption className="sr-only">Catégories du forum, dans leur ordre d'affichage</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4">Nom</TableHead>
            <TableHead>Description</TableHead>
            <TableHead className="text-right">Ordre</TableHead>
            <TableHead className="pr-4 text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {categories.map((category, index) => (
            <TableRow
              key={category.id}
              className={cn(editingId === category.id && 'bg-accent/60')}
              aria-current={editingId === category.id ? 'true' : undefined}
            >
              <TableCell className="min-w-40 pl-4 align-top whitespace-normal">
                <span className="font-medium">{category.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {topicsLabel(category.topicCount)}
                </span>
              </TableCell>
              <TableCell className="min-w-64 max-w-md align-top whitespace-normal text-muted-foreground">
                {category.description}
              </TableCell>
              <TableCell className="text-right align-top tabular-nums">{category.order}</TableCell>
              <TableCell className="pr-4 align-top">
                <div className="flex justify-end gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Monter « ${category.name} »`}
                    title="Monter"
                    disabled={index === 0 || moving}
                    onClick={() => onMove(category, 'up')}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Descendre « ${category.name} »`}
                    title="Descendre"
                    disabled={index === categories.length - 1 || moving}
                    onClick={() => onMove(category, 'down')}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Modifier « ${category.name} »`}
                    title="Modifier"
                    onClick={() => onEdit(category)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="text-destructive hover:text-destructive"
                    aria-label={`Supprimer « ${category.name} »`}
                    title="Supprimer"
                    onClick={() => onDelete(category)}
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
