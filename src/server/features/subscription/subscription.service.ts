import { randomBytes } from 'node:crypto';
import {
  type CancelSubscriptionResponse,
  type DemoCheckout,
  type Price,
  subscriptionMessages,
} from '@shared/features/subscription';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSessions, prices, promoCodes, type UserRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { hasActiveSubscription } from '../../plugins/auth-guard';
import { createActivation } from './activation';
import { discountOf, firstPayment, promoProblem, verification } from './promo';
import type { PaymentProvider } from './providers/types';

const CHECKOUT_TTL_MS = 60 * 60_000;

type Deps = { db: Db; provider: PaymentProvider | null; publicUrl?: string };

export function createSubscriptionService({ db, provider, publicUrl }: Deps) {
  const activation = createActivation(db);

  async function findPromo(code: string | undefined) {
    if (!code) return undefined;
    const [promo] = await db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, code.toUpperCase()))
      .limit(1);
    return promo;
  }

  function requireProvider() {
    if (!provider) throw new ConflictError(subscriptionMessages.paymentsUnavailable);
    return provider;
  }

  return {
    activation,

    async prices(): Promise<Price[]> {
      const rows = await db
        .select()
        .from(prices)
        .where(eq(prices.active, true))
        .orderBy(prices.amount)
        .limit(10);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        amount: row.amount,
        currency: 'chf',
        interval: 'month',
        vatIncluded: true,
      }));
    },

    async verifyPromo(code: string) {
      return verification(await findPromo(code));
    },

    /**
     * SPEC §7: a checkout for the price, with the promo only if it is valid now. Premium is granted
     * later, by the provider's event (the webhook, or the demo checkout's completion).
     */
    async create(user: UserRow, request: { priceId: string; promoCode?: string }, origin: string) {
      const payments = requireProvider();
      if (hasActiveSubscription(user) && user.role !== 'admin')
        throw new ConflictError(subscriptionMessages.alreadyPremium);
      const [price] = await db
        .select()
        .from(prices)
        .where(and(eq(prices.id, request.priceId), eq(prices.active, true)))
        .limit(1);
      if (!price) throw new BadRequestError(subscriptionMessages.unknownPrice);
      const found = await findPromo(request.promoCode);
      const promo = found && !promoProblem(found) ? found : null;
      const id = `cs_${randomBytes(12).toString('base64url')}`;
      await db.insert(checkoutSessions).values({
        id,
        userId: user.id,
        provider: payments.name,
        priceId: price.id,
        promoCode: promo?.code ?? null,
        amount: price.amount,
        firstPayment: firstPayment(price.amount, promo),
        expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
      });
      const base = publicUrl ?? origin;
      const { checkoutUrl } = await payments.createCheckout({
        checkoutId: id,
        userId: user.id,
        email: user.email,
        customerId: user.stripeCustomerId,
        price,
        promo,
        successUrl: `${base}/subscription/success?session=${id}`,
        cancelUrl: `${base}/subscription`,
      });
      return { checkoutUrl };
    },

    /** SPEC §4: cancelling keeps Premium until the period ends (plan 'cancelled'). */
    async cancel(user: UserRow): Promise<CancelSubscriptionResponse> {
      const payments = requireProvider();
      const current = await activation.currentSubscription(user.id);
      if (
        !current ||
        !hasActiveSubscription({ role: 'user', subscriptionExpiresAt: user.subscriptionExpiresAt })
      ) {
        throw new NotFoundError(subscriptionMessages.noActiveSubscription);
      }
      const event = await payments.cancelAtPeriodEnd(current.providerSubscriptionId);
      await activation.apply(
        current.provider,
        `cancel_${current.providerSubscriptionId}_${Date.now()}`,
        event,
      );
      const updated = await activation.currentSubscription(user.id);
      return {
        success: true,
        message: 'Abonnement annulé',
        expiresAt: updated?.currentPeriodEnd.toISOString() ?? null,
      };
    },

    async demoCheckout(userId: number, id: string): Promise<DemoCheckout> {
      const [checkout] = await db
        .select({ session: checkoutSessions, priceName: prices.name })
        .from(checkoutSessions)
        .innerJoin(prices, eq(prices.id, checkoutSessions.priceId))
        .where(
          and(
            eq(checkoutSessions.id, id),
            eq(checkoutSessions.userId, userId),
            eq(checkoutSessions.provider, 'demo'),
          ),
        )
        .limit(1);
      if (!checkout) throw new NotFoundError(subscriptionMessages.checkoutNotFound);
      const { session } = checkout;
      const promo = await findPromo(session.promoCode ?? undefined);
      const expired = session.status === 'open' && session.expiresAt <= new Date();
      return {
        id: session.id,
        priceName: checkout.priceName,
        currency: 'chf',
        amount: session.amount,
        firstPayment: session.firstPayment,
        discount: promo ? discountOf(promo) : null,
        promoCode: session.promoCode,
        status: expired ? 'expired' : session.status,
      };
    },

    /** The demo's "payment": the same event, through the same code path, as a Stripe webhook. */
    async completeDemoCheckout(userId: number, id: string) {
      const checkout = await this.demoCheckout(userId, id);
      if (checkout.status !== 'open') throw new NotFoundError(subscriptionMessages.checkoutNotFound);
      const periodEnd = new Date();
      periodEnd.setMonth(periodEnd.getMonth() + 1);
      await activation.apply('demo', `demo_${id}`, {
        type: 'checkout.completed',
        userId,
        checkoutId: id,
        subscriptionId: `demo_sub_${id.slice(3)}`,
        customerId: null,
        periodEnd,
        priceId: null,
        promoCode: checkout.promoCode,
      });
      return { success: true as const };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
