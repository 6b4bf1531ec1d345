import type { Price } from '@shared/features/subscription';
import { Check, Crown, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { useCreateSubscription } from '@/features/subscription/api/create-subscription';
import { browserNavigation } from '@/features/subscription/browser-navigation';
import { discountedPriceText, formatMonthly } from '@/features/subscription/subscription-format';
import { errorMessage } from '@/lib/api-client';

import { PromoCodeForm, type VerifiedPromo } from './promo-code-form';

const premiumFeatures = [
  'Assistant IA Sophia',
  'Utilisation illimitée',
  'Forum et ressources complets',
  'Historique des conversations',
];

type Props = {
  /** Premium is already active: nothing to buy. */
  active: boolean;
  /** The first price of the list (SPEC §3), undefined while loading or when there is none. */
  price: Price | undefined;
  pricesLoading: boolean;
  /** The amount shown, in minor units (the price's, else SPEC §9's 15 CHF). */
  amount: number;
};

function buttonLabel({
  active,
  processing,
  loading,
}: {
  active: boolean;
  processing: boolean;
  loading: boolean;
}) {
  if (active) return 'Abonnement actif';
  if (processing) return 'Traitement...';
  if (loading) return 'Chargement...';
  return "S'abonner maintenant";
}

/**
 * SPEC §2 'Accès Premium' card, its promo code and the subscribe flow (SPEC §4, §7, §8): the
 * checkout's address is opened; on error a browser alert, and the processing state is cleared.
 */
export function PremiumPlanCard({ active, price, pricesLoading, amount }: Props) {
  const [promo, setPromo] = useState<VerifiedPromo | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const create = useCreateSubscription({
    onSuccess: (response) => {
      if (response?.checkoutUrl) {
        // The page stays 'Traitement...' until the browser leaves it.
        setRedirecting(true);
        browserNavigation.assign(response.checkoutUrl);
        return;
      }
      window.alert('Aucune information de redirection dans la réponse du serveur');
    },
    onError: (error) => {
      window.alert(`Une erreur est survenue: ${errorMessage(error, 'Erreur inconnue')}`);
    },
  });

  // Coming back from the checkout with the browser's back button restores this page as it was left.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const processing = create.isPending || redirecting;
  const disabled = active || processing || pricesLoading || !price;

  const subscribe = () => {
    if (disabled) return;
    create.mutate({ priceId: price.id, promoCode: promo?.code });
  };

  return (
    <Card className="relative border-2 border-primary shadow-md">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="flex items-center gap-2 text-xl font-semibold">
            <Crown aria-hidden="true" className="size-5 text-primary" />
            Accès Premium
          </h3>
          <Badge>Recommandé</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          L'assistante Sophia sans limite, pour vous accompagner au quotidien.
        </p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div>
          <p className="text-3xl font-bold tracking-tight">{formatMonthly(amount)}</p>
          <p className="text-sm text-muted-foreground">TVA incluse, sans engagement</p>
          {promo && !active ? (
            <p className="mt-2 font-medium text-success">{discountedPriceText(amount, promo.discount)}</p>
          ) : null}
        </div>
        <ul className="grid gap-2 text-sm">
          {premiumFeatures.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
        {active ? null : <PromoCodeForm verified={promo} onVerified={setPromo} />}
      </CardContent>
      <CardFooter className="mt-auto">
        <Button type="button" size="lg" className="w-full" disabled={disabled} onClick={subscribe}>
          {processing ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {buttonLabel({ active, processing, loading: pricesLoading })}
        </Button>
      </CardFooter>
    </Card>
  );
}
