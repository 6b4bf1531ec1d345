import Stripe from 'stripe';
import type { PaymentEvent, PaymentProvider } from './types';

export type StripeConfig = { secretKey: string; webhookSecret: string; priceId: string; apiBase?: string };

/** The real SDK; `apiBase` points it elsewhere (a local fake in tests) by host, port and protocol. */
export function createStripeClient(config: Pick<StripeConfig, 'secretKey' | 'apiBase'>) {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** The period end, wherever the API version puts it (the subscription or its first item). */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return toDate(legacy ?? subscription.items?.data?.[0]?.current_period_end);
}

function idOf(value: string | { id: string } | null | undefined) {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** Stripe Checkout in subscription mode, its webhooks, and cancellation at period end. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = createStripeClient(config);

  async function couponFor(promo: NonNullable<Parameters<PaymentProvider['createCheckout']>[0]['promo']>) {
    if (promo.stripeCouponId) return promo.stripeCouponId;
    const coupon = await stripe.coupons.create(
      {
        ...(promo.type === 'percentage'
          ? { percent_off: promo.value }
          : { amount_off: promo.value, currency: 'chf' }),
        duration: promo.duration,
        ...(promo.duration === 'repeating' ? { duration_in_months: promo.durationMonths ?? 1 } : {}),
        name: promo.code,
      },
      { idempotencyKey: `coupon-${promo.code}` },
    );
    return coupon.id;
  }

  return {
    name: 'stripe',
    async createCheckout({ checkoutId, userId, email, customerId, promo, expiresAt, successUrl, cancelUrl }) {
      const coupon = promo ? await couponFor(promo) : null;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: config.priceId, quantity: 1 }],
          client_reference_id: String(userId),
          // The customer is reused: one Stripe customer per user.
          ...(customerId ? { customer: customerId } : email ? { customer_email: email } : {}),
          ...(coupon ? { discounts: [{ coupon }] } : {}),
          metadata: { checkoutId, userId: String(userId), promoCode: promo?.code ?? '' },
          subscription_data: { metadata: { userId: String(userId) } },
          success_url: successUrl,
          cancel_url: cancelUrl,
          // Stripe's session closes with ours, not 24 hours later.
          expires_at: Math.floor(expiresAt.getTime() / 1000),
          locale: 'fr',
        },
        // A double click or a retry never opens two checkouts.
        { idempotencyKey: `checkout-${checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe checkout without URL');
      return { checkoutUrl: session.url, providerSessionId: session.id };
    },

    async expireCheckout(providerSessionId) {
      await stripe.checkout.sessions.expire(providerSessionId);
    },

    async cancelNow(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (err) {
        // Already gone at Stripe: nothing left to stop.
        if ((err as { code?: string }).code !== 'resource_missing') throw err;
      }
      return { type: 'subscription.deleted', subscriptionId };
    },

    async cancelAtPeriodEnd(subscriptionId) {
      const subscription = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      return {
        type: 'subscription.updated',
        subscriptionId,
        periodEnd: periodEndOf(subscription),
        cancelAtPeriodEnd: true,
        status: subscription.status,
      };
    },

    async parseWebhook(rawBody, signature) {
      // Throws on a missing or bad signature: the route answers 400.
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      if (event.type === 'checkout.session.completed')
        return { eventId: event.id, ...(await completed(event)) };
      return { eventId: event.id, event: toPaymentEvent(event) };
    },
  };

  /**
   * A paid session for our price becomes `checkout.completed`, even one naming no user: the
   * activation matches it with the checkout we stored, and a paid one it refuses is cancelled
   * (docs/decisions/013). Unpaid, or another price (another product on the account: not ours to
   * stop), is ignored here, with the reason.
   */
  async function completed(
    event: Stripe.CheckoutSessionCompletedEvent,
  ): Promise<{ event: PaymentEvent | null; ignored?: string }> {
    const session = event.data.object;
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return { event: null, ignored: 'no subscription' };
    // 'no_payment_required' is a full discount; 'unpaid' (a delayed method) grants nothing yet.
    if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
      return { event: null, ignored: `payment_status ${session.payment_status}` };
    }
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const priceId = subscription.items?.data?.[0]?.price?.id;
    if (priceId !== config.priceId) return { event: null, ignored: `price ${priceId}` };
    const reference = session.client_reference_id ?? '';
    return {
      event: {
        type: 'checkout.completed',
        userId: /^\d{1,9}$/.test(reference) ? Number(reference) : null,
        checkoutId: session.metadata?.checkoutId || null,
        providerSessionId: session.id,
        amountPaid: session.amount_total ?? 0,
        currency: session.currency ?? '',
        subscriptionId,
        customerId: idOf(session.customer),
        periodEnd: periodEndOf(subscription) ?? new Date(Date.now() + 31 * 86_400_000),
        priceId: null,
        promoCode: session.metadata?.promoCode || null,
      },
    };
  }

  function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
    switch (event.type) {
      case 'invoice.paid': {
        const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } };
        const subscriptionId =
          idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription ?? null);
        const periodEnd = toDate(invoice.lines?.data?.[0]?.period?.end);
        return subscriptionId && periodEnd ? { type: 'invoice.paid', subscriptionId, periodEnd } : null;
      }
      case 'customer.subscription.updated': {
        const subscription = event.data.object;
        return {
          type: 'subscription.updated',
          subscriptionId: subscription.id,
          periodEnd: periodEndOf(subscription),
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
          status: subscription.status,
        };
      }
      case 'customer.subscription.deleted':
        return { type: 'subscription.deleted', subscriptionId: event.data.object.id };
      default:
        return null;
    }
  }
}
