import type { PriceRow, PromoRow } from '../../../db/schema';

/**
 * What a payment provider tells the product, whatever the provider: services never see Stripe
 * types (ARCHITECTURE.md "Providers behind interfaces"). Dates are the period's end.
 */
export type PaymentEvent =
  | {
      type: 'checkout.completed';
      userId: number;
      checkoutId: string | null;
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
  successUrl: string;
  cancelUrl: string;
};

export type PaymentProvider = {
  name: 'stripe' | 'demo';
  /** Where to send the browser to pay; the customer id when the provider made one. */
  createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string; customerId?: string }>;
  /** Cancellation at period end; the resulting event, applied like a webhook's. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<PaymentEvent>;
  /**
   * A webhook's verified event (raw body + signature header), or null for an event type the
   * product does not use. Throws on a bad signature.
   */
  parseWebhook?(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<{ eventId: string; event: PaymentEvent | null }>;
};
