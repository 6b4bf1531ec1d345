import type { PriceRow, PromoRow } from '../../../db/schema';

/**
 * What a payment provider tells the product, whatever the provider: services never see Stripe
 * types (ARCHITECTURE.md "Providers behind interfaces"). Dates are the period's end.
 */
export type PaymentEvent =
  | {
      type: 'checkout.completed';
      /** The user the session names; null when it names none (never ours, but maybe paid). */
      userId: number | null;
      /** Our checkout id, and the provider's id for its session (null for the demo). */
      checkoutId: string | null;
      providerSessionId: string | null;
      /** What was charged, in minor units (0 for a full discount), and its currency. */
      amountPaid: number;
      currency: string;
      subscriptionId: string;
      customerId: string | null;
      periodEnd: Date;
      priceId: string | null;
      promoCode: string | null;
    }
  | { type: 'invoice.paid'; subscriptionId: string; periodEnd: Date }
  | {
      type: 'subscription.updated';
      subscriptionId: string;
      periodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
      status: string;
    }
  | { type: 'subscription.deleted'; subscriptionId: string };

export type CheckoutRequest = {
  checkoutId: string;
  userId: number;
  email: string | null;
  customerId: string | null;
  price: PriceRow;
  promo: PromoRow | null;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
};

export type PaymentProvider = {
  name: 'stripe' | 'demo';
  /** Where to send the browser to pay, and the provider's id for that session. */
  createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string; providerSessionId?: string }>;
  /** Closes an open checkout so it can no longer be paid; throws when it already was. */
  expireCheckout(providerSessionId: string): Promise<void>;
  /** Cancellation at period end; the resulting event, applied like a webhook's. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<PaymentEvent>;
  /** Cancellation now (a deleted account, a second subscription): billing stops at once. */
  cancelNow(subscriptionId: string): Promise<PaymentEvent>;
  /**
   * A webhook's verified event (raw body + signature header), or null for an event type the
   * product does not use or refuses (`ignored` says why, for the log). Throws on a bad signature.
   */
  parseWebhook?(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<{ eventId: string; event: PaymentEvent | null; ignored?: string }>;
};
