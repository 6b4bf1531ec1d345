import type { MouseEvent, ReactNode } from 'react';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';

type Props = {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The confirmation before an irreversible delete (SPEC §4 "Deletion opens a confirmation dialog
 * first"). It stays open while the deletion runs: the caller closes it when the server answers.
 */
export function ConfirmDeleteDialog({ open, title, description, pending, onConfirm, onClose }: Props) {
  const confirm = (event: MouseEvent) => {
    // The action would close the dialog at once; it closes when the deletion is done instead.
    event.preventDefault();
    onConfirm();
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Annuler</AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={pending} onClick={confirm}>
            {pending ? 'Suppression…' : 'Supprimer'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
