import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';
import { startFakeStripe } from '../../test/fake-stripe';
import { completedEvent, inDays, sendWebhook, startCheckout, stripeEnv } from '../../test/stripe-webhooks';

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({ env: stripeEnv(stripe.apiBase) });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const called = (method: string, path: string) =>
  stripe.requests.some((r) => r.method === method && r.path === path);

/** A user with a paid Stripe subscription `sub`, through checkout and webhook. */
async function subscriber(sub: string) {
  const { cookie, user } = await registerUser(t.app);
  const { checkoutId, sessionId } = await startCheckout(t, stripe, cookie);
  stripe.addSubscription(sub, inDays(30));
  const event = completedEvent(`evt_${sub}`, { userId: user.id, checkoutId, sessionId, subscription: sub });
  expect((await sendWebhook(t, event)).json().applied).toBe(true);
  return { cookie, user };
}

// docs/decisions/013: no subscription keeps billing without a user behind it.
describe('Stripe subscriptions never outlive or double up on an account', () => {
  it('cancels the Stripe subscription at once when the account is deleted', async () => {
    const { cookie } = await subscriber('sub_deleted_account');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { cookie },
      payload: { confirm: 'SUPPRIMER' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(called('DELETE', '/v1/subscriptions/sub_deleted_account')).toBe(true);
  });

  it('expires the previous open checkout when a new one starts; its completion grants nothing', async () => {
    const { cookie, user } = await registerUser(t.app);
    const first = await startCheckout(t, stripe, cookie);
    await startCheckout(t, stripe, cookie);
    expect(called('POST', `/v1/checkout/sessions/${first.sessionId}/expire`)).toBe(true);
    stripe.addSubscription('sub_late', inDays(30));
    const late = completedEvent('evt_late', { userId: user.id, ...first, subscription: 'sub_late' });
    expect((await sendWebhook(t, late)).json().applied).toBe(false);
    expect((await userRow(user.id))!.subscriptionPlan).toBeNull();
  });

  it('cancels a second subscription paid while the first is active, and keeps the first', async () => {
    const { cookie, user } = await registerUser(t.app);
    const first = await startCheckout(t, stripe, cookie);
    stripe.markPaid(first.sessionId); // paid as the second checkout starts: it cannot be expired
    const second = await startCheckout(t, stripe, cookie);
    stripe.addSubscription('sub_first', inDays(30));
    stripe.addSubscription('sub_extra', inDays(30));
    await sendWebhook(
      t,
      completedEvent('evt_first', { userId: user.id, ...first, subscription: 'sub_first' }),
    );
    await sendWebhook(
      t,
      completedEvent('evt_extra', { userId: user.id, ...second, subscription: 'sub_extra' }),
    );

    expect(called('DELETE', '/v1/subscriptions/sub_extra')).toBe(true);
    expect(called('DELETE', '/v1/subscriptions/sub_first')).toBe(false);
    // Stripe's own event for the extra one leaves the user's Premium as it was.
    await sendWebhook(t, {
      id: 'evt_extra_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_extra', object: 'subscription' } },
    });
    expect(await userRow(user.id)).toMatchObject({
      subscriptionPlan: 'premium',
      subscriptionStatus: 'active',
      stripeSubscriptionId: 'sub_first',
    });
  });

  it('cancels every active subscription of the user, not only the latest', async () => {
    const { cookie, user } = await subscriber('sub_one');
    // A second one, as an older release could let happen.
    stripe.addSubscription('sub_two', inDays(20));
    await t.db.insert(subscriptions).values({
      userId: user.id,
      provider: 'stripe',
      providerSubscriptionId: 'sub_two',
      status: 'active',
      currentPeriodEnd: new Date(inDays(20) * 1000),
    });
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: { cookie },
    });
    expect(cancel.statusCode).toBe(200);
    for (const sub of ['sub_one', 'sub_two']) {
      const request = stripe.requests.find(
        (r) => r.path === `/v1/subscriptions/${sub}` && r.method === 'POST',
      );
      expect(request?.form.get('cancel_at_period_end')).toBe('true');
    }
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows.every((row) => row.cancelAtPeriodEnd)).toBe(true);
    expect((await userRow(user.id))!.subscriptionPlan).toBe('cancelled');
  });
});
