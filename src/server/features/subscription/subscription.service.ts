import { randomBytes } from 'node:crypto';
import {
  type CancelSubscriptionResponse,
  type Price,
  subscriptionMessages,
} from '@shared/features/subscription';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSessions, prices, type UserRow } from '../../db/schema';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { hasActiveSubscription } from '../../plugins/auth-guard';
import { createActivation } from './activation';
import { createDemoCheckouts } from './demo-checkout';
import { firstPayment, promoProblem, verification } from './promo';
import { demoProvider } from './providers/demo';
import type { PaymentEvent, PaymentProvider } from './providers/types';
import { findPromo, hasUsedPromo } from './redemption';

const CHECKOUT_TTL_MS = 60 * 60_000;

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
type Deps = { db: Db; provider: PaymentProvider | null; publicUrl?: string; log?: Log };

export function createSubscriptionService({ db, provider, publicUrl, log }: Deps) {
  const activation = createActivation(db);

  /** The demo's rows need nothing outside the database; a Stripe row needs Stripe configured. */
  function providerFor(name: 'stripe' | 'demo') {
    if (name === 'demo') return demoProvider;
    return provider?.name === name ? provider : null;
  }

  async function handle(
    name: 'stripe' | 'demo',
    eventId: string,
    event: PaymentEvent,
    options: { strictPromo?: boolean } = {},
  ) {
    const result = await activation.apply(name, eventId, event, options);
    if (result.ignored) log?.warn({ eventId, reason: result.ignored }, 'payment event ignored');
    if (result.promoNotCounted) log?.warn({ eventId, reason: result.promoNotCounted }, 'promo not counted');
    // The demo's completion is not a payment: nothing to stop there.
    if (result.unclaimedSubscriptionId && name !== 'demo') {
      await stopUnclaimed(name, eventId, result.unclaimedSubscriptionId, result.ignored);
    }
    const extra = result.extraSubscriptionId;
    if (extra) {
      // Paid on top of a live one (docs/decisions/013): stopped now; any refund is by hand.
      try {
        await providerFor(name)?.cancelNow(extra);
        log?.warn({ eventId, subscription: extra }, 'second subscription cancelled at once');
      } catch (err) {
        log?.error({ err, subscription: extra }, 'cancelling a second subscription failed');
      }
    }
    return result.applied;
  }

  /**
   * A paid checkout we refused (docs/decisions/013) is cancelled now and logged as an error, by ids
   * only, for support to refund. If the provider fails, the event is forgotten and the webhook
   * answers 502, so Stripe's retry cancels it.
   */
  async function stopUnclaimed(name: 'stripe', eventId: string, subscription: string, reason?: string) {
    try {
      await providerFor(name)?.cancelNow(subscription);
    } catch (err) {
      log?.error({ err, eventId, subscription }, 'cancelling a refused paid checkout failed');
      await activation.forget(name, eventId);
      throw new AppError(502, subscriptionMessages.providerCancelFailed);
    }
    log?.error(
      { eventId, subscription, reason },
      'paid checkout refused: subscription cancelled, refund by hand',
    );
  }

  /**
   * Only one checkout can be paid at a time: the user's other open ones are closed at the
   * provider. One that cannot be (already paid) stays open, so its event still applies.
   */
  async function expireOpenCheckouts(userId: number) {
    const open = await db
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.userId, userId),
          eq(checkoutSessions.status, 'open'),
          gt(checkoutSessions.expiresAt, new Date()),
        ),
      )
      .limit(20);
    for (const checkout of open) {
      try {
        const payments = providerFor(checkout.provider);
        if (payments && checkout.providerSessionId) await payments.expireCheckout(checkout.providerSessionId);
        await db
          .update(checkoutSessions)
          .set({ status: 'expired' })
          .where(and(eq(checkoutSessions.id, checkout.id), eq(checkoutSessions.status, 'open')));
      } catch (err) {
        log?.warn({ err, checkout: checkout.id }, 'previous checkout could not be expired');
      }
    }
  }

  const demo = createDemoCheckouts(db, (eventId, event) =>
    handle('demo', eventId, event, { strictPromo: true }),
  );

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

    async verifyPromo(code: string, userId: number) {
      const promo = await findPromo(db, code);
      const answer = verification(promo);
      if (answer.valid && promo && (await hasUsedPromo(db, promo.code, userId))) {
        return { valid: false, message: subscriptionMessages.promoAlreadyUsed };
      }
      return answer;
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
      const found = await findPromo(db, request.promoCode);
      const promo = found && !promoProblem(found) ? found : null;
      // A code is for one subscription per user (docs/decisions/013).
      if (promo && (await hasUsedPromo(db, promo.code, user.id))) {
        throw new ConflictError(subscriptionMessages.promoAlreadyUsed);
      }
      await expireOpenCheckouts(user.id);
      const id = `cs_${randomBytes(12).toString('base64url')}`;
      const expiresAt = new Date(Date.now() + CHECKOUT_TTL_MS);
      await db.insert(checkoutSessions).values({
        id,
        userId: user.id,
        provider: payments.name,
        priceId: price.id,
        promoCode: promo?.code ?? null,
        amount: price.amount,
        firstPayment: firstPayment(price.amount, promo),
        expiresAt,
      });
      const base = publicUrl ?? origin;
      const { checkoutUrl, providerSessionId } = await payments.createCheckout({
        checkoutId: id,
        userId: user.id,
        email: user.email,
        customerId: user.stripeCustomerId,
        price,
        promo,
        expiresAt,
        successUrl: `${base}/subscription/success?session=${id}`,
        cancelUrl: `${base}/subscription`,
      });
      // Stored before the browser gets the URL: the completed event must name this session.
      if (providerSessionId) {
        await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, id));
      }
      return { checkoutUrl };
    },

    /** SPEC §4: cancelling keeps Premium until the period ends (plan 'cancelled'), for every live subscription. */
    async cancel(user: UserRow): Promise<CancelSubscriptionResponse> {
      requireProvider();
      const live = hasActiveSubscription({ role: 'user', subscriptionExpiresAt: user.subscriptionExpiresAt })
        ? (await activation.liveSubscriptions(user.id)).filter((row) => row.currentPeriodEnd > new Date())
        : [];
      if (live.length === 0) throw new NotFoundError(subscriptionMessages.noActiveSubscription);
      for (const row of live) {
        const payments = providerFor(row.provider);
        if (!payments) throw new ConflictError(subscriptionMessages.paymentsUnavailable);
        const event = await payments.cancelAtPeriodEnd(row.providerSubscriptionId);
        await activation.apply(row.provider, `cancel_${row.providerSubscriptionId}_${Date.now()}`, event);
      }
      const ends = live.map((row) => row.currentPeriodEnd.getTime());
      return {
        success: true,
        message: 'Abonnement annulé',
        expiresAt: new Date(Math.max(...ends)).toISOString(),
      };
    },

    /**
     * Account deletion (docs/decisions/013): open checkouts are expired at the provider (one
     * already paid cannot be: its refused completion is cancelled then), and every subscription
     * that still bills is ended now, before the rows go. A failure to end one stops the deletion.
     */
    async endAllNow(userId: number) {
      await expireOpenCheckouts(userId);
      for (const row of await activation.liveSubscriptions(userId)) {
        const payments = providerFor(row.provider);
        if (!payments) {
          log?.error({ subscription: row.providerSubscriptionId }, 'no provider to end this subscription');
          continue;
        }
        try {
          const event = await payments.cancelNow(row.providerSubscriptionId);
          await activation.apply(row.provider, `end_${row.providerSubscriptionId}`, event);
        } catch (err) {
          log?.error({ err, subscription: row.providerSubscriptionId }, 'ending a subscription failed');
          throw new AppError(502, subscriptionMessages.providerCancelFailed);
        }
      }
    },

    /** A provider's event (Stripe webhook), applied; a second subscription is ended at once. */
    handleEvent: (eventId: string, event: PaymentEvent) => handle('stripe', eventId, event),

    ...demo,
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
