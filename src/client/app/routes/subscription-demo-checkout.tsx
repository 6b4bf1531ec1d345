import { checkoutIdParams, type DemoCheckout, subscriptionMessages } from '@shared/features/subscription';
import { CircleAlert, CircleCheck, FlaskConical, Loader2 } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { PageLoader } from '@/components/layout/page-loader';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useCompleteDemoCheckout } from '@/features/subscription/api/complete-demo-checkout';
import { useDemoCheckout } from '@/features/subscription/api/get-demo-checkout';
import { discountBadgeText, formatChf, formatMonthly } from '@/features/subscription/subscription-format';
import { ApiError, errorMessage } from '@/lib/api-client';

function DemoBanner() {
  return (
    <div className="flex gap-3 rounded-xl border-2 border-dashed border-primary/60 bg-primary/5 p-4 text-left text-sm">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <p className="text-pretty">
        <strong className="font-semibold">Mode démonstration : aucun paiement réel n'est effectué.</strong>{' '}
        Aucune carte bancaire n'est nécessaire. Ce paiement simulé active votre abonnement Premium exactement
        comme le ferait un vrai paiement.
      </p>
    </div>
  );
}

/** An unknown, expired or unreadable checkout: nothing to pay, back to the plans. */
function CheckoutUnavailable({ title, message }: { title: string; message: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <CircleAlert aria-hidden="true" className="size-9" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance">{title}</h1>
      <p className="mt-4 text-pretty text-lg text-muted-foreground">{message}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/subscription">Retour à la page Abonnement</Link>
      </Button>
    </div>
  );
}

function CheckoutSummary({ checkout }: { checkout: DemoCheckout }) {
  const navigate = useNavigate();
  const complete = useCompleteDemoCheckout({
    onSuccess: () => navigate('/subscription/success', { replace: true }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Paiement impossible',
        description: errorMessage(error, subscriptionMessages.checkoutNotFound),
      }),
  });
  const reduction = checkout.amount - checkout.firstPayment;

  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-8 sm:py-12">
      <DemoBanner />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Paiement de démonstration</h1>
      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold">Récapitulatif</h2>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-3 text-sm">
            <dt className="text-muted-foreground">Formule</dt>
            <dd className="text-right font-medium">{checkout.priceName}</dd>
            <dt className="text-muted-foreground">Prix</dt>
            <dd className="text-right font-medium">{formatMonthly(checkout.amount)}, TVA incluse</dd>
            {checkout.discount ? (
              <>
                <dt className="text-muted-foreground">
                  Code promo{checkout.promoCode ? ` ${checkout.promoCode}` : ''}
                </dt>
                <dd className="text-right">
                  <Badge variant="success">{discountBadgeText(checkout.discount)}</Badge>
                </dd>
                <dt className="text-muted-foreground">Réduction</dt>
                <dd className="text-right font-medium text-success">-{formatChf(reduction)}</dd>
              </>
            ) : null}
            <dt className="border-t pt-3 font-semibold">Premier paiement</dt>
            <dd className="border-t pt-3 text-right text-lg font-bold">{formatChf(checkout.firstPayment)}</dd>
            {checkout.firstPayment !== checkout.amount ? (
              <>
                <dt className="text-muted-foreground">Ensuite</dt>
                <dd className="text-right font-medium">{formatMonthly(checkout.amount)}</dd>
              </>
            ) : null}
          </dl>
          <p className="mt-4 text-sm text-muted-foreground">
            Renouvellement automatique chaque mois, annulable à tout moment depuis la page Abonnement.
          </p>
        </CardContent>
        <CardFooter className="flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" size="lg" className="w-full sm:w-auto">
            <Link to="/subscription">Annuler</Link>
          </Button>
          <Button
            type="button"
            size="lg"
            className="w-full sm:w-auto"
            disabled={complete.isPending}
            onClick={() => complete.mutate(checkout.id)}
          >
            {complete.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {complete.isPending
              ? 'Paiement en cours…'
              : `Payer ${formatChf(checkout.firstPayment)} (démonstration)`}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}

/**
 * /subscription/demo-checkout?session={id} (DECISIONS.md "Subscription and the free trial"): the
 * local checkout used when Stripe is not configured, clearly labelled 'Paiement de démonstration'.
 * Paying activates Premium on the server (as Stripe's webhook would) and goes to the success page.
 */
export default function SubscriptionDemoCheckoutPage() {
  const [params] = useSearchParams();
  const session = params.get('session');
  const id = session && checkoutIdParams.safeParse({ id: session }).success ? session : null;
  const checkout = useDemoCheckout(id);

  if (!id || (checkout.error instanceof ApiError && checkout.error.status === 404)) {
    return (
      <CheckoutUnavailable
        title="Paiement introuvable"
        message={`${subscriptionMessages.checkoutNotFound}. Reprenez votre abonnement depuis la page Abonnement.`}
      />
    );
  }
  if (checkout.error) {
    return (
      <CheckoutUnavailable
        title="Paiement indisponible"
        message={errorMessage(checkout.error, 'Impossible de charger le paiement de démonstration.')}
      />
    );
  }
  if (!checkout.data) return <PageLoader />;

  if (checkout.data.status === 'expired') {
    return (
      <CheckoutUnavailable
        title="Paiement expiré"
        message={`${subscriptionMessages.checkoutNotFound}. Reprenez votre abonnement depuis la page Abonnement.`}
      />
    );
  }
  if (checkout.data.status === 'completed') {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
        <CircleCheck aria-hidden="true" className="size-12 text-success" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance">Paiement déjà effectué</h1>
        <p className="mt-4 text-pretty text-lg text-muted-foreground">
          Ce paiement de démonstration a déjà été validé.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/subscription/success">Voir la confirmation</Link>
        </Button>
      </div>
    );
  }
  return <CheckoutSummary checkout={checkout.data} />;
}
