import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes, users } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(promoCodes).values([
    { code: 'EXPIRED10', type: 'percentage', value: 10, validUntil: new Date(Date.now() - 86_400_000) },
    { code: 'SOON10', type: 'percentage', value: 10, validFrom: new Date(Date.now() + 86_400_000) },
    { code: 'ONLYONCE', type: 'percentage', value: 50, maxRedemptions: 1, redemptions: 1 },
    { code: 'MINUS5', type: 'fixed', value: 500, duration: 'repeating', durationMonths: 3 },
  ]);
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('prices and promo codes', () => {
  it('lists Premium at 15 CHF a month in minor units', async () => {
    const { cookie } = await registerUser(t.app);
    const list = (await t.app.inject({ url: '/api/subscription/prices', headers: { cookie } })).json();
    expect(list).toEqual([
      {
        id: 'premium_monthly',
        name: 'Premium',
        amount: 1500,
        currency: 'chf',
        interval: 'month',
        vatIncluded: true,
      },
    ]);
    expect((await t.app.inject({ url: '/api/subscription/prices' })).statusCode).toBe(401);
  });

  it.each([
    ['LAUNCH20', { valid: true, discount: { type: 'percentage', value: 20, duration: 'once' } }],
    ['launch20', { valid: true }],
    ['MINUS5', { valid: true, discount: { type: 'fixed', value: 5, duration: 'repeating', months: 3 } }],
    ['NOPE', { valid: false, message: "Ce code promo n'est pas valide ou a expiré" }],
    ['EXPIRED10', { valid: false, message: "Ce code promo n'est pas valide ou a expiré" }],
    ['SOON10', { valid: false }],
    ['ONLYONCE', { valid: false, message: 'Ce code promo a déjà été utilisé le nombre maximal de fois' }],
  ])('verifies %s', async (promoCode, expected) => {
    const { cookie } = await registerUser(t.app);
    const response = await post('/api/promo-code/verify', cookie, { promoCode });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(expected);
  });

  it('refuses an empty code in French', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await post('/api/promo-code/verify', cookie, { promoCode: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Veuillez entrer un code promo');
  });
});

describe('the demo checkout (DECISIONS.md)', () => {
  it('shows the discounted amount and activates Premium through the same path as the webhook', async () => {
    const { cookie, user } = await registerUser(t.app);
    const created = await post('/api/subscription/create', cookie, {
      priceId: 'premium_monthly',
      promoCode: 'LAUNCH20',
    });
    expect(created.statusCode).toBe(200);
    const url: string = created.json().checkoutUrl;
    expect(url).toMatch(/^\/subscription\/demo-checkout\?session=cs_/);
    const id = new URL(url, 'http://x').searchParams.get('session')!;

    const checkout = (
      await t.app.inject({ url: `/api/subscription/demo-checkout/${id}`, headers: { cookie } })
    ).json();
    expect(checkout).toMatchObject({
      amount: 1500,
      firstPayment: 1200,
      promoCode: 'LAUNCH20',
      status: 'open',
    });
    expect(checkout.discount).toMatchObject({ type: 'percentage', value: 20 });
    // Another user cannot see or pay it.
    const other = await registerUser(t.app);
    expect(
      (
        await t.app.inject({
          url: `/api/subscription/demo-checkout/${id}`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(404);

    expect((await post(`/api/subscription/demo-checkout/${id}/complete`, cookie)).json()).toEqual({
      success: true,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ subscriptionPlan: 'premium', subscriptionStatus: 'active' });
    expect(row!.stripeSubscriptionId).toMatch(/^demo_sub_/);
    expect(row!.subscriptionExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const me = (await t.app.inject({ url: '/api/user', headers: { cookie } })).json();
    expect(me.subscriptionPlan).toBe('premium');

    // Paying twice is not possible, and an active subscriber cannot start another checkout.
    expect((await post(`/api/subscription/demo-checkout/${id}/complete`, cookie)).statusCode).toBe(404);
    expect(
      (await post('/api/subscription/create', cookie, { priceId: 'premium_monthly' })).json().message,
    ).toBe('Votre abonnement Premium est déjà actif');

    const cancelled = await post('/api/subscription/cancel', cookie);
    expect(cancelled.json()).toMatchObject({ success: true, message: 'Abonnement annulé' });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ subscriptionPlan: 'cancelled' });
    expect(after!.subscriptionExpiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('applies a promo only when it is valid', async () => {
    const { cookie } = await registerUser(t.app);
    const url: string = (
      await post('/api/subscription/create', cookie, { priceId: 'premium_monthly', promoCode: 'EXPIRED10' })
    ).json().checkoutUrl;
    const id = new URL(url, 'http://x').searchParams.get('session')!;
    const checkout = (
      await t.app.inject({ url: `/api/subscription/demo-checkout/${id}`, headers: { cookie } })
    ).json();
    expect(checkout).toMatchObject({ firstPayment: 1500, promoCode: null, discount: null });
  });

  it('refuses an unknown price in French', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await post('/api/subscription/create', cookie, { priceId: 'gold' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ce tarif n’existe pas ou n’est plus proposé');
  });
});
