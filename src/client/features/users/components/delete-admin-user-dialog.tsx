import type { AdminUser } from '@shared/features/users';
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
import { useDeleteAdminUser } from '@/features/users/api/delete-admin-user';
import { errorMessage } from '@/lib/api-client';

type Props = { user: AdminUser | null; onClose: () => void };

/** Confirmation before an irreversible delete (SPEC §4); it stays open until the server answers. */
export function DeleteAdminUserDialog({ user, onClose }: Props) {
  const remove = useDeleteAdminUser();

  const confirm = (event: MouseEvent) => {
    // The action would close the dialog at once; it closes when the deletion is done instead.
    event.preventDefault();
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
    <AlertDialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Supprimer cet utilisateur ?</AlertDialogTitle>
          <AlertDialogDescription>
            Le compte « {user?.username} » sera définitivement supprimé, avec ses conversations et ses
            sessions. Ses messages du forum restent, signés « Utilisateur supprimé ». Cette action est
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
