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
  // Nothing is held outside the database: expiring or ending is only the local row's business.
  async expireCheckout() {},
  async cancelNow(subscriptionId) {
    return { type: 'subscription.deleted', subscriptionId };
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
