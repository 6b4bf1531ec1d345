import type { PaymentProvider } from './types';

/**
 * The local demo checkout (DECISIONS.md): the browser goes to /subscription/demo-checkout, whose
 * completion is turned into the same `checkout.completed` event a Stripe webhook gives.
 */
export const demoProvider: PaymentProvider = {
  name: 'demo',
  async createCheckout({ checkoutId }) {
    return { checkoutUrl: `/subscription/demo-checkout?session=${encodeURIComponent(checkoutId)}` };
  },
  async cancelAtPeriodEnd(subscriptionId) {
    return {
      type: 'subscription.updated',
      subscriptionId,
      periodEnd: null,
      cancelAtPeriodEnd: true,
      status: 'active',
    };
  },
};
