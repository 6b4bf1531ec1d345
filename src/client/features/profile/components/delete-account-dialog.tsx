import { Loader2, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { DELETE_ACCOUNT_WORD, useDeleteAccount } from '@/features/profile/api/delete-account';
import { errorMessage } from '@/lib/api-client';

/**
 * The account deletion's confirmation: the button stays disabled until the user types SUPPRIMER.
 * On failure the dialog stays open with what was typed; on success the cache is emptied (by the
 * hook) and the user goes home.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const navigate = useNavigate();

  const remove = useDeleteAccount({
    onSuccess: () => {
      navigate('/', { replace: true });
      toast({ title: 'Compte supprimé', description: 'Vos données ont été effacées. Au revoir !' });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: errorMessage(error, 'Impossible de supprimer le compte'),
      });
      // The disabled submit button lost the focus: give it back to the field, inside the dialog.
      input.current?.focus();
    },
  });

  const confirmed = typed.trim() === DELETE_ACCOUNT_WORD;

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) setTyped('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !remove.isPending) remove.mutate();
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive" aria-describedby="delete-account-consequences">
          <Trash2 aria-hidden="true" />
          Supprimer mon compte
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          // The field is what the user needs first (the default would be 'Annuler').
          event.preventDefault();
          input.current?.focus();
        }}
      >
        <form onSubmit={submit} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Supprimer définitivement votre compte ?</AlertDialogTitle>
            <AlertDialogDescription>
              Votre compte, vos conversations et vos sessions seront supprimés. Vos messages du forum
              resteront, signés « Utilisateur supprimé ». Cette action est irréversible.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Pour confirmer, saisissez {DELETE_ACCOUNT_WORD}</Label>
            <Input
              id={inputId}
              ref={input}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby={hintId}
              readOnly={remove.isPending}
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              En majuscules, exactement comme écrit.
            </p>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={remove.isPending}>
              Annuler
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
              {remove.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {remove.isPending ? 'Suppression…' : 'Supprimer mon compte'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
