import { TOAST_DURATION_MS } from '@shared/constants';
import { subscriptionMessages } from '@shared/features/subscription';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';

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
import { formatDate } from '@/features/profile/profile-format';
import { useCancelSubscription } from '@/features/subscription/api/cancel-subscription';
import { browserNavigation } from '@/features/subscription/browser-navigation';
import { errorMessage } from '@/lib/api-client';

/** SPEC §7: the page reloads this long after a successful cancellation. */
export const RELOAD_AFTER_CANCEL_MS = 2000;

/**
 * 'Annuler l'abonnement' and its confirmation (SPEC §2, §4, §8): the subscription ends at the
 * period's end. Success: toast 'Abonnement annulé' (5 s), then the page reloads after 2 s.
 */
export function CancelSubscriptionDialog({ expiresAt }: { expiresAt: string }) {
  const [open, setOpen] = useState(false);
  const until = formatDate(expiresAt);

  const cancel = useCancelSubscription({
    onSuccess: (result) => {
      setOpen(false);
      // The server's message is the title itself: the description says what it means for the user.
      const end = result?.expiresAt ? formatDate(result.expiresAt) : until;
      toast({
        title: 'Abonnement annulé',
        description: `Il ne sera pas renouvelé ; votre accès Premium reste actif jusqu'au ${end}.`,
        duration: TOAST_DURATION_MS,
      });
      setTimeout(() => browserNavigation.reload(), RELOAD_AFTER_CANCEL_MS);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: errorMessage(error, subscriptionMessages.cancelFailed),
      });
    },
  });

  const onOpenChange = (next: boolean) => {
    if (!cancel.isPending) setOpen(next);
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" className="border-destructive/50 text-destructive">
          Annuler l'abonnement
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Annuler votre abonnement Premium ?</AlertDialogTitle>
          <AlertDialogDescription>
            Votre abonnement ne sera pas renouvelé et aucun autre paiement ne sera prélevé. Vous gardez
            l'accès Premium jusqu'au {until}.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel type="button" disabled={cancel.isPending}>
            Garder mon abonnement
          </AlertDialogCancel>
          <Button
            type="button"
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {cancel.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {cancel.isPending ? 'Annulation…' : "Confirmer l'annulation"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
