import type { Resource } from '@shared/features/resources';
import type { MouseEvent } from 'react';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { useDeleteResource } from '@/features/resources/api/delete-resource';
import { errorMessage } from '@/lib/api-client';

type Props = { resource: Resource | null; onClose: () => void };

/** Confirmation before an irreversible delete (SPEC §4); it stays open until the server answers. */
export function DeleteResourceDialog({ resource, onClose }: Props) {
  const remove = useDeleteResource();

  const confirm = (event: MouseEvent) => {
    // The action would close the dialog at once; it closes when the deletion is done instead.
    event.preventDefault();
    if (!resource) return;
    remove.mutate(resource.id, {
      onSuccess: () => toast({ title: 'Ressource supprimée', description: resource.title }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: errorMessage(error, 'Erreur lors de la suppression de la ressource'),
        }),
      onSettled: onClose,
    });
  };

  return (
    <AlertDialog open={resource !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Supprimer cette ressource ?</AlertDialogTitle>
          <AlertDialogDescription>
            « {resource?.title} » sera définitivement supprimée de la bibliothèque. Cette action est
            irréversible.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Annuler</AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Suppression…' : 'Supprimer'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
