import type { AppConfig } from '../../../config';
import { demoProvider } from './demo';
import { createStripeProvider } from './stripe';
import type { PaymentProvider } from './types';

/** The provider config chooses (DECISIONS.md): Stripe, the demo checkout, or none in production. */
export function pickPaymentProvider(
  config: AppConfig,
  log: { info(msg: string): void },
): PaymentProvider | null {
  if (config.payments === 'stripe' && config.stripe) {
    const { secretKey, webhookSecret, priceId, apiBase } = config.stripe;
    if (!webhookSecret || !priceId) {
      throw new Error('STRIPE_WEBHOOK_SECRET et STRIPE_PRICE_ID sont obligatoires avec STRIPE_SECRET_KEY');
    }
    log.info('Paiements : Stripe Checkout');
    return createStripeProvider({ secretKey, webhookSecret, priceId, apiBase });
  }
  if (config.payments === 'demo') {
    log.info('Paiements : paiement de démonstration (aucun paiement réel)');
    return demoProvider;
  }
  log.info('Paiements : désactivés');
  return null;
}
