import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes, promoRedemptions, users } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(promoCodes).values({ code: 'THREE', type: 'percentage', value: 30, maxRedemptions: 3 });
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function demoCheckout(cookie: string, promoCode: string) {
  const created = await post('/api/subscription/create', cookie, { priceId: 'premium_monthly', promoCode });
  expect(created.statusCode).toBe(200);
  return new URL(created.json().checkoutUrl, 'http://x').searchParams.get('session')!;
}

// docs/decisions/013: a code is counted when paid, atomically, and once per user.
describe('promo code redemptions', () => {
  it('lets a user use a code once: "Vous avez déjà utilisé ce code promo."', async () => {
    const { cookie, user } = await registerUser(t.app);
    const id = await demoCheckout(cookie, 'LAUNCH20');
    expect((await post(`/api/subscription/demo-checkout/${id}/complete`, cookie)).statusCode).toBe(200);
    // The month is over and not renewed: a new subscription, but not a second discount.
    await t.db
      .update(users)
      .set({ subscriptionExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));

    const verified = await post('/api/promo-code/verify', cookie, { promoCode: 'launch20' });
    expect(verified.json()).toEqual({ valid: false, message: 'Vous avez déjà utilisé ce code promo.' });
    const again = await post('/api/subscription/create', cookie, {
      priceId: 'premium_monthly',
      promoCode: 'LAUNCH20',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Vous avez déjà utilisé ce code promo.');
    expect((await post('/api/subscription/create', cookie, { priceId: 'premium_monthly' })).statusCode).toBe(
      200,
    );
  });

  it('never counts more completions than maxRedemptions, even in parallel', async () => {
    const buyers = [];
    for (let i = 0; i < 7; i++) {
      const { cookie, user } = await registerUser(t.app);
      buyers.push({ cookie, user, id: await demoCheckout(cookie, 'THREE') });
    }
    const answers = await Promise.all(
      buyers.map(({ cookie, id }) => post(`/api/subscription/demo-checkout/${id}/complete`, cookie)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe('Ce code promo a déjà été utilisé le nombre maximal de fois');
    }
    const [promo] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'THREE'));
    expect(promo!.redemptions).toBe(3);
    const [claimed] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCode, 'THREE'));
    expect(claimed!.n).toBe(3);
    const premium = await Promise.all(
      buyers.map(async ({ user }) => (await t.db.select().from(users).where(eq(users.id, user.id)))[0]!),
    );
    expect(premium.filter((row) => row.subscriptionPlan === 'premium')).toHaveLength(3);
  });
});
