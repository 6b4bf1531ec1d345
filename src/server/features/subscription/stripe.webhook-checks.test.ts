import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes, users } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';
import { startFakeStripe } from '../../test/fake-stripe';
import { completedEvent, inDays, sendWebhook, startCheckout, stripeEnv } from '../../test/stripe-webhooks';

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({ env: stripeEnv(stripe.apiBase) });
  await t.db.insert(promoCodes).values({ code: 'FREE100', type: 'percentage', value: 100 });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const planOf = async (id: number) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]!.subscriptionPlan;

// docs/decisions/013: a signed event is genuine, but not necessarily one of our checkouts.
describe('checkout.session.completed is checked against the checkout we created', () => {
  it('ignores a session we never created (a payment link naming any user)', async () => {
    const { user } = await registerUser(t.app);
    stripe.addSubscription('sub_forged', inDays(30));
    const event = completedEvent('evt_forged', {
      userId: user.id,
      checkoutId: '',
      sessionId: 'cs_payment_link',
      subscription: 'sub_forged',
    });
    expect((await sendWebhook(t, event)).json()).toEqual({ received: true, applied: false });
    expect(await planOf(user.id)).toBeNull();
  });

  it("ignores another Stripe session or another user than the checkout's", async () => {
    const { cookie, user } = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { checkoutId, sessionId } = await startCheckout(t, stripe, cookie);
    stripe.addSubscription('sub_swapped', inDays(30));
    const swappedSession = completedEvent('evt_swapped_session', {
      userId: user.id,
      checkoutId,
      sessionId: 'cs_someone_else',
      subscription: 'sub_swapped',
    });
    expect((await sendWebhook(t, swappedSession)).json().applied).toBe(false);
    const swappedUser = completedEvent('evt_swapped_user', {
      userId: other.user.id,
      checkoutId,
      sessionId,
      subscription: 'sub_swapped',
    });
    expect((await sendWebhook(t, swappedUser)).json().applied).toBe(false);
    expect(await planOf(user.id)).toBeNull();
    expect(await planOf(other.user.id)).toBeNull();
  });

  it('ignores an unpaid session, another price or a smaller amount, then grants the right one', async () => {
    const { cookie, user } = await registerUser(t.app);
    const { checkoutId, sessionId } = await startCheckout(t, stripe, cookie);
    const session = { userId: user.id, checkoutId, sessionId, subscription: 'sub_checked' };
    stripe.addSubscription('sub_checked', inDays(30));
    stripe.addSubscription('sub_cheap', inDays(30), 'price_cheap');

    const unpaid = completedEvent('evt_unpaid', session, { payment_status: 'unpaid' });
    expect((await sendWebhook(t, unpaid)).json().applied).toBe(false);
    const cheap = completedEvent('evt_cheap', { ...session, subscription: 'sub_cheap' });
    expect((await sendWebhook(t, cheap)).json().applied).toBe(false);
    const smaller = completedEvent('evt_smaller', session, { amount_total: 100 });
    expect((await sendWebhook(t, smaller)).json().applied).toBe(false);
    const euros = completedEvent('evt_euros', session, { currency: 'eur' });
    expect((await sendWebhook(t, euros)).json().applied).toBe(false);
    expect(await planOf(user.id)).toBeNull();

    expect((await sendWebhook(t, completedEvent('evt_right', session))).json().applied).toBe(true);
    expect(await planOf(user.id)).toBe('premium');
  });

  it('grants a fully discounted checkout (no_payment_required)', async () => {
    const { cookie, user } = await registerUser(t.app);
    const { checkoutId, sessionId } = await startCheckout(t, stripe, cookie, 'FREE100');
    stripe.addSubscription('sub_free', inDays(30));
    const event = completedEvent(
      'evt_free',
      { userId: user.id, checkoutId, sessionId, subscription: 'sub_free' },
      {
        payment_status: 'no_payment_required',
        amount_total: 0,
        metadata: { checkoutId, promoCode: 'FREE100' },
      },
    );
    expect((await sendWebhook(t, event)).json().applied).toBe(true);
    expect(await planOf(user.id)).toBe('premium');
  });
});
