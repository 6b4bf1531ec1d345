import type { Resource } from '@shared/features/resources';

import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { useDeleteResource } from '@/features/resources/api/delete-resource';
import { errorMessage } from '@/lib/api-client';

type Props = { resource: Resource | null; onClose: () => void };

export function DeleteResourceDialog({ resource, onClose }: Props) {
  const remove = useDeleteResource();

  const confirm = () => {
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
    <ConfirmDeleteDialog
      open={resource !== null}
      title="Supprimer cette ressource ?"
      description={
        <>
          « {resource?.title} » sera définitivement supprimée de la bibliothèque. Cette action est
          irréversible.
        </>
      }
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
