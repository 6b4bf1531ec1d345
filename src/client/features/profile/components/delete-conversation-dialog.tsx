import type { ConversationHistoryEntry } from '@shared/features/assistant';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDeleteConversation } from '@/features/profile/api/delete-conversation';
import { errorMessage } from '@/lib/api-client';

type Props = {
  entry: ConversationHistoryEntry;
  /** The id of the conversation's title, so the button says which conversation it deletes. */
  describedBy: string;
  onDeleted: () => void;
};

/**
 * 'Supprimer la conversation' and its confirmation. The dialog stays open until the server answers
 * (and on failure, so the user can try again).
 */
export function DeleteConversationDialog({ entry, describedBy, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteConversation();
  // Once deleted, the trigger is about to disappear: focus goes where the list says, not to it.
  const deleted = useRef(false);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(entry.id, {
      onSuccess: () => {
        deleted.current = true;
        setOpen(false);
        toast({ title: 'Conversation supprimée', description: entry.title });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: errorMessage(error, 'Impossible de supprimer la conversation'),
        }),
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => (remove.isPending ? undefined : setOpen(next))}>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-4 text-destructive"
          aria-describedby={describedBy}
        >
          <Trash2 aria-hidden="true" />
          Supprimer la conversation
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          event.preventDefault();
          onDeleted();
        }}
      >
        <form onSubmit={confirm} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Supprimer cette conversation ?</AlertDialogTitle>
            <AlertDialogDescription>
              La conversation « {entry.title} », ses messages et ses ressources recommandées seront
              définitivement supprimés. Cette action est irréversible.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={remove.isPending}>
              Annuler
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? 'Suppression…' : 'Supprimer'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
