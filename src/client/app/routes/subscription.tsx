import { FREE_TRIALS_ALLOWED } from '@shared/constants';
import type { PublicUser } from '@shared/features/auth';
import { Sparkles } from 'lucide-react';
import { Navigate } from 'react-router';

import { PageLoader } from '@/components/layout/page-loader';
import { useAuth } from '@/features/auth/use-auth';
import { usePrices } from '@/features/subscription/api/get-prices';
import { ActiveSubscriptionPanel } from '@/features/subscription/components/active-subscription-panel';
import { BasicPlanCard } from '@/features/subscription/components/basic-plan-card';
import { PlanComparison } from '@/features/subscription/components/plan-comparison';
import { PremiumPlanCard } from '@/features/subscription/components/premium-plan-card';
import { SubscriptionFaq } from '@/features/subscription/components/subscription-faq';
import {
  DEFAULT_PRICE_AMOUNT,
  formatMonthly,
  isPremiumActive,
} from '@/features/subscription/subscription-format';

/** The assistant's guard sends here a user whose free-trial conversation is used up (DECISIONS.md). */
function trialIsOver(user: PublicUser): boolean {
  return user.role !== 'admin' && user.freeTrialsUsed >= FREE_TRIALS_ALLOWED && user.trialMessagesLeft <= 0;
}

/**
 * /subscription (SPEC §2 "Subscription page", §4, §8; DECISIONS.md "Subscription and the free
 * trial"): the plans, the promo code, the subscribe flow, the active subscription and its
 * cancellation, a comparison and three questions. Prices are shown VAT included.
 */
export default function SubscriptionPage() {
  const { user, isLoading } = useAuth();
  const prices = usePrices({ enabled: user !== null });

  if (isLoading) return <PageLoader />;
  if (!user) return <Navigate to="/auth" replace />;

  const price = prices.data?.[0];
  const amount = price?.amount ?? DEFAULT_PRICE_AMOUNT;
  const active = isPremiumActive(user);
  const expiresAt = user.subscriptionExpiresAt;

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-8 sm:py-12">
      <header className="grid gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Choisissez votre formule</h1>
        <p className="mx-auto max-w-2xl text-pretty text-lg text-muted-foreground">
          Ressources et forum restent gratuits. Avec Premium, Sophia, votre assistante IA, vous accompagne
          sans limite dans votre pratique auprès des personnes âgées, des enfants et des personnes en
          situation de handicap.
        </p>
      </header>

      {!active && trialIsOver(user) ? (
        <div className="flex gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 text-sm">
          <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <p className="text-pretty">
            <strong className="font-semibold">Votre conversation d'essai avec Sophia est terminée.</strong>{' '}
            Merci de l'avoir essayée ! Passez à Premium pour continuer à échanger avec elle sans limite ; vos
            conversations restent disponibles dans votre profil.
          </p>
        </div>
      ) : null}

      {active && expiresAt ? (
        <ActiveSubscriptionPanel user={{ ...user, subscriptionExpiresAt: expiresAt }} amount={amount} />
      ) : null}

      <section aria-labelledby="plans-title" className="grid gap-4">
        <h2 id="plans-title" className="sr-only">
          Nos formules
        </h2>
        <div className="grid items-stretch gap-6 md:grid-cols-2">
          <BasicPlanCard current={!active} />
          <PremiumPlanCard active={active} price={price} pricesLoading={prices.isLoading} amount={amount} />
        </div>
      </section>

      <PlanComparison amount={amount} />
      <SubscriptionFaq price={formatMonthly(amount)} />
    </div>
  );
}
