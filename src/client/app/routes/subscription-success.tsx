import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, LoaderCircle, MessageCircle, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { formatDate } from '@/features/profile/profile-format';
import { isPremiumActive } from '@/features/subscription/subscription-format';

/** While the payment's confirmation (Stripe's webhook) has not arrived: the user is refetched this often… */
export const CONFIRMATION_POLL_MS = 2000;
/** …for at most this long. */
export const CONFIRMATION_TIMEOUT_MS = 30_000;

/**
 * /subscription/success (SPEC §2 route table): where the checkout comes back. The user is
 * refreshed; if Premium is not active yet (the webhook may be late), the user is refetched every
 * 2 s for up to 30 s, then the page says the confirmation takes longer.
 */
export default function SubscriptionSuccessPage() {
  const queryClient = useQueryClient();
  const [refreshed, setRefreshed] = useState(false);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    let live = true;
    void queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey }).finally(() => {
      if (live) setRefreshed(true);
    });
    return () => {
      live = false;
    };
  }, [queryClient]);

  // The one poll of the product: only while the confirmation is awaited.
  const { data: user, refetch } = useQuery({
    ...userQueryOptions(),
    refetchInterval: (query) => {
      const current = query.state.data;
      const confirmed = current ? isPremiumActive(current) : false;
      return refreshed && !timedOut && !confirmed ? CONFIRMATION_POLL_MS : false;
    },
  });
  const active = user ? isPremiumActive(user) : false;
  const waiting = !active && !timedOut;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setTimedOut(true), CONFIRMATION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (user === null) return <Navigate to="/auth" replace />;

  const retry = () => {
    setTimedOut(false);
    void refetch();
  };

  return (
    <div
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
      aria-live="polite"
    >
      {active && user ? (
        <>
          <span className="flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
            <CircleCheck aria-hidden="true" className="size-9" />
          </span>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Merci ! Votre abonnement Premium est activé.
          </h1>
          <p className="mt-4 text-pretty text-lg text-muted-foreground">
            Vous avez désormais un accès illimité à Sophia, votre assistante IA, ainsi qu'à tout le forum et à
            toutes les ressources.
            {user.subscriptionExpiresAt
              ? ` Prochain renouvellement le ${formatDate(user.subscriptionExpiresAt)}.`
              : null}
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/assistant">
                <MessageCircle aria-hidden="true" />
                Parler à Sophia
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/subscription">Voir mon abonnement</Link>
            </Button>
          </div>
        </>
      ) : waiting ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-primary" />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Nous confirmons votre paiement…
          </h1>
          <p className="mt-4 text-pretty text-lg text-muted-foreground">
            Cela ne prend généralement que quelques secondes. Vous pouvez rester sur cette page.
          </p>
        </>
      ) : (
        <>
          <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Clock aria-hidden="true" className="size-9" />
          </span>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            La confirmation prend plus de temps que prévu
          </h1>
          <p className="mt-4 text-pretty text-lg text-muted-foreground">
            Votre paiement est en cours de confirmation. Votre accès Premium sera activé automatiquement dès
            qu'elle nous parviendra : inutile de payer une seconde fois. Vous pouvez suivre l'état de votre
            abonnement sur la page Abonnement.
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button type="button" size="lg" onClick={retry}>
              <RefreshCw aria-hidden="true" />
              Vérifier à nouveau
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/subscription">Voir mon abonnement</Link>
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
