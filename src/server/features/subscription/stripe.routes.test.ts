import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes, users } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';
import { startFakeStripe } from '../../test/fake-stripe';
import { completedEvent } from '../../test/stripe-webhooks';

const SECRET = 'whsec_test_secret';
let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
const sdk = new Stripe('sk_test_fake');

/** A webhook as Stripe sends it: the event JSON and its signature header, made by the SDK's helper. */
function webhook(event: object, secret = SECRET) {
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

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_ID: 'price_premium',
      STRIPE_API_BASE: stripe.apiBase,
      PUBLIC_URL: 'https://sophia.example.ch',
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('Stripe: checkout → webhook → Premium', () => {
  it('grants Premium by the webhook only, extends it on invoice.paid, cancels at period end', async () => {
    const { cookie, user } = await registerUser(t.app);
    await t.db.update(users).set({ freeTrialsUsed: 1, trialMessagesUsed: 10 }).where(eq(users.id, user.id));

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: { cookie },
      payload: { priceId: 'premium_monthly', promoCode: 'launch20' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const session = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(session.form.get('mode')).toBe('subscription');
    expect(session.form.get('line_items[0][price]')).toBe('price_premium');
    expect(session.form.get('client_reference_id')).toBe(String(user.id));
    expect(session.form.get('discounts[0][coupon]')).toMatch(/^coupon_/);
    expect(session.form.get('success_url')).toMatch(/^https:\/\/sophia\.example\.ch\/subscription\/success/);
    expect(session.idempotencyKey).toMatch(/^checkout-cs_/);
    // Landing on the success page grants nothing: only the webhook does.
    expect((await userRow(user.id)).subscriptionPlan).toBeNull();

    // Computed once: two calls a second apart would not agree.
    const firstEnd = inDays(30);
    const renewedEnd = inDays(61);
    stripe.addSubscription('sub_premium_1', firstEnd);
    // The event names the session we created and stored for this user (docs/decisions/013).
    const checkoutId = session.form.get('metadata[checkoutId]')!;
    const completed = completedEvent(
      'evt_checkout_1',
      {
        userId: user.id,
        checkoutId,
        sessionId: created.json().checkoutUrl.split('/').at(-1),
        subscription: 'sub_premium_1',
      },
      { customer: 'cus_1', amount_total: 1200, metadata: { checkoutId, promoCode: 'LAUNCH20' } },
    );
    expect((await webhook(completed)).json()).toEqual({ received: true, applied: true });
    let row = await userRow(user.id);
    expect(row).toMatchObject({
      subscriptionPlan: 'premium',
      subscriptionStatus: 'active',
      stripeSubscriptionId: 'sub_premium_1',
      stripeCustomerId: 'cus_1',
    });
    expect(Math.round(row.subscriptionExpiresAt!.getTime() / 1000)).toBe(firstEnd);
    const chat = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { cookie },
        payload: { content: 'Bonjour Sophia' },
      });
    expect((await chat()).statusCode).toBe(200);

    // A replayed event changes nothing (the promo is counted once).
    expect((await webhook(completed)).json()).toEqual({ received: true, applied: false });
    const [promo] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'LAUNCH20'));
    expect(promo!.redemptions).toBe(1);

    const paid = {
      id: 'evt_invoice_2',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_2',
          object: 'invoice',
          parent: { subscription_details: { subscription: 'sub_premium_1' } },
          lines: { data: [{ period: { end: renewedEnd } }] },
        },
      },
    };
    await webhook(paid);
    row = await userRow(user.id);
    expect(Math.round(row.subscriptionExpiresAt!.getTime() / 1000)).toBe(renewedEnd);

    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: { cookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ success: true });
    row = await userRow(user.id);
    expect(row).toMatchObject({ subscriptionPlan: 'cancelled', subscriptionStatus: 'cancelled' });
    expect(row.subscriptionExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect((await chat()).statusCode).toBe(200);

    // Once the period is over, the gate refuses with no manual step.
    await t.db
      .update(users)
      .set({ subscriptionExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await chat()).statusCode).toBe(402);

    await webhook({
      id: 'evt_deleted_3',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_premium_1', object: 'subscription' } },
    });
    expect((await userRow(user.id)).subscriptionStatus).toBe('inactive');
  });

  it('refuses a webhook with a bad signature', async () => {
    const response = await webhook(
      { id: 'evt_bad', object: 'event', type: 'invoice.paid', data: { object: {} } },
      'whsec_wrong',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Signature du webhook invalide');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('answers "Aucun abonnement actif trouvé" to a cancellation without a subscription', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Aucun abonnement actif trouvé');
  });
});
