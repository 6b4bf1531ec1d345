import type { PublicUser } from '@shared/features/auth';
import { BadgeCheck } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/features/profile/profile-format';
import { formatMonthly } from '@/features/subscription/subscription-format';

import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

/** SPEC §3: 'cancelled' marks a plan cancelled at period end but still active until expiry. */
export function isCancelled(user: PublicUser): boolean {
  return user.subscriptionPlan === 'cancelled' || user.subscriptionStatus === 'cancelled';
}

type Props = {
  /** An active Premium user: `subscriptionExpiresAt` is set and in the future. */
  user: PublicUser & { subscriptionExpiresAt: string };
  /** The monthly price in minor units. */
  amount: number;
};

/**
 * SPEC §2/§4 'Votre abonnement actif': plan, price, period, expiry, status and renewal. Once
 * cancelled, it says access remains until the period's end, and the cancel button is gone.
 */
export function ActiveSubscriptionPanel({ user, amount }: Props) {
  const cancelled = isCancelled(user);
  const expiry = formatDate(user.subscriptionExpiresAt);

  return (
    <section aria-labelledby="active-subscription-title">
      <Card className="border-success/50">
        <CardHeader>
          <h2 id="active-subscription-title" className="flex items-center gap-2 text-xl font-semibold">
            <BadgeCheck aria-hidden="true" className="size-5 text-success" />
            Votre abonnement actif
          </h2>
        </CardHeader>
        <CardContent className="grid gap-5">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">Formule</dt>
            <dd className="font-medium">Premium</dd>
            <dt className="text-muted-foreground">Prix</dt>
            <dd className="font-medium">{formatMonthly(amount)}, TVA incluse</dd>
            <dt className="text-muted-foreground">Période</dt>
            <dd className="font-medium">Mensuel</dd>
            <dt className="text-muted-foreground">{cancelled ? "Fin de l'accès" : "Date d'expiration"}</dt>
            <dd className="font-medium">{expiry}</dd>
            <dt className="text-muted-foreground">Statut</dt>
            <dd>
              <Badge variant="success">Actif</Badge>
            </dd>
          </dl>
          {cancelled ? (
            <p className="rounded-md border bg-muted p-3 text-sm text-pretty">
              Votre abonnement est annulé : il ne sera pas renouvelé, mais votre accès Premium reste actif
              jusqu'à la fin de la période en cours, le {expiry}.
            </p>
          ) : (
            <div className="grid gap-4 sm:flex sm:items-center sm:justify-between">
              <div className="text-sm">
                <p className="font-medium">Renouvellement automatique activé</p>
                <p className="text-muted-foreground">Prochain paiement le {expiry}.</p>
              </div>
              <CancelSubscriptionDialog expiresAt={user.subscriptionExpiresAt} />
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
