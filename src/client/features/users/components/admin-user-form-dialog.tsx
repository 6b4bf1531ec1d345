import type { AdminUser, AdminUserUpdate } from '@shared/features/users';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useCreateAdminUser } from '@/features/users/api/create-admin-user';
import { useUpdateAdminUser } from '@/features/users/api/update-admin-user';
import { errorMessage } from '@/lib/api-client';

import { AdminUserForm } from './admin-user-form';

export type UserFormTarget = { mode: 'create' } | { mode: 'edit'; user: AdminUser };

type Props = { target: UserFormTarget | null; onClose: () => void };

function failure(error: unknown, fallback: string) {
  toast({ variant: 'destructive', title: 'Erreur', description: errorMessage(error, fallback) });
}

/**
 * Create or edit an account. Editing loads the row into the form; cancelling closes it and the
 * next opening starts afresh. A failed save leaves the dialog open with what was typed.
 */
export function AdminUserFormDialog({ target, onClose }: Props) {
  const create = useCreateAdminUser();
  const update = useUpdateAdminUser();
  const editing = target?.mode === 'edit' ? target.user : undefined;

  const submit = (data: AdminUserUpdate) => {
    if (editing === undefined) {
      // The creation schema has already required the password.
      create.mutate(
        { ...data, email: data.email ?? '', password: data.password ?? '' },
        {
          onSuccess: (created) => {
            toast({ title: 'Utilisateur créé', description: created.username });
            onClose();
          },
          onError: (error) => failure(error, "Erreur lors de la création de l'utilisateur"),
        },
      );
    } else {
      update.mutate(
        { id: editing.id, data },
        {
          onSuccess: (updated) => {
            toast({ title: 'Utilisateur mis à jour', description: updated.username });
            onClose();
          },
          onError: (error) => failure(error, "Erreur lors de la mise à jour de l'utilisateur"),
        },
      );
    }
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing === undefined ? 'Nouvel utilisateur' : "Modifier l'utilisateur"}</DialogTitle>
          <DialogDescription>
            {editing === undefined
              ? "Le nom d'utilisateur, l'adresse e-mail, le rôle et le mot de passe sont obligatoires."
              : 'Modifiez les informations du compte, son rôle ou son mot de passe.'}
          </DialogDescription>
        </DialogHeader>
        {target ? (
          <AdminUserForm
            key={editing?.id ?? 'new'}
            user={editing}
            pending={editing === undefined ? create.isPending : update.isPending}
            onSubmit={submit}
            onCancel={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
