import Stripe from 'stripe';
import type { TestApp } from './build-test-app';
import type { startFakeStripe } from './fake-stripe';

export const WEBHOOK_SECRET = 'whsec_test_secret';
const sdk = new Stripe('sk_test_fake');

/** The env of an app on Stripe, pointed at the fake. */
export const stripeEnv = (apiBase: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_ID: 'price_premium',
  STRIPE_API_BASE: apiBase,
  PUBLIC_URL: 'https://sophia.example.ch',
});

export const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

/** A webhook as Stripe sends it: the event JSON and its signature header, made by the SDK's helper. */
export function sendWebhook(t: TestApp, event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

/** Starts a checkout; our checkout id and the id Stripe gave its session. */
export async function startCheckout(
  t: TestApp,
  stripe: Awaited<ReturnType<typeof startFakeStripe>>,
  cookie: string,
  promoCode?: string,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/create',
    headers: { cookie },
    payload: { priceId: 'premium_monthly', ...(promoCode ? { promoCode } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
  const request = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
  const sessionId = (response.json().checkoutUrl as string).split('/').at(-1)!;
  return { checkoutId: request.form.get('metadata[checkoutId]')!, sessionId };
}

/** `checkout.session.completed` as Stripe sends it for a paid session (fields overridable). */
export function completedEvent(
  eventId: string,
  session: { userId: number; checkoutId: string; sessionId: string; subscription: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.sessionId,
        object: 'checkout.session',
        client_reference_id: String(session.userId),
        subscription: session.subscription,
        customer: `cus_${session.userId}`,
        payment_status: 'paid',
        amount_total: 1500,
        currency: 'chf',
        metadata: { checkoutId: session.checkoutId, promoCode: '' },
        ...overrides,
      },
    },
  };
}
