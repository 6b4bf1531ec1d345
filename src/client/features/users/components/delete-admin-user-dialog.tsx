import type { AdminUser } from '@shared/features/users';

import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { useDeleteAdminUser } from '@/features/users/api/delete-admin-user';
import { errorMessage } from '@/lib/api-client';

type Props = { user: AdminUser | null; onClose: () => void };

export function DeleteAdminUserDialog({ user, onClose }: Props) {
  const remove = useDeleteAdminUser();

  const confirm = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => toast({ title: 'Utilisateur supprimé', description: user.username }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: errorMessage(error, "Erreur lors de la suppression de l'utilisateur"),
        }),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDeleteDialog
      open={user !== null}
      title="Supprimer cet utilisateur ?"
      description={
        <>
          Le compte « {user?.username} » sera définitivement supprimé, avec ses conversations et ses sessions.
          Ses messages du forum restent, signés « Utilisateur supprimé ». Cette action est irréversible.
        </>
      }
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
