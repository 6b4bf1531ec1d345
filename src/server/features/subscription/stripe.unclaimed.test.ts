import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';
import { startFakeStripe } from '../../test/fake-stripe';
import { completedEvent, inDays, sendWebhook, startCheckout, stripeEnv } from '../../test/stripe-webhooks';

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
const logLines: string[] = [];

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({ env: stripeEnv(stripe.apiBase), logLines });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const called = (method: string, path: string) =>
  stripe.requests.some((r) => r.method === method && r.path === path);
const errorsLogged = () =>
  logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50 && !entry.err);
const deleteAccount = (cookie: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/user',
    headers: { cookie },
    payload: { confirm: 'SUPPRIMER' },
  });

// docs/decisions/013: a paid checkout that grants nothing must not keep billing.
describe('a paid checkout whose completion is refused', () => {
  it('is cancelled at Stripe when it arrives after the account was deleted', async () => {
    const { cookie, user } = await registerUser(t.app);
    const { checkoutId, sessionId } = await startCheckout(t, stripe, cookie);
    stripe.markPaid(sessionId); // paid while the account goes: it can no longer be expired
    stripe.addSubscription('sub_paid_late', inDays(30));
    expect((await deleteAccount(cookie)).statusCode).toBe(204);

    const late = completedEvent('evt_paid_late', {
      userId: user.id,
      checkoutId,
      sessionId,
      subscription: 'sub_paid_late',
    });
    const response = await sendWebhook(t, late);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, applied: false });
    expect(stripe.statusOf('sub_paid_late')).toBe('canceled');
    // An error for support to refund, naming the subscription and not the payload.
    const logged = errorsLogged().find((entry) => entry.subscription === 'sub_paid_late');
    expect(logged).toMatchObject({ eventId: 'evt_paid_late', reason: 'unknown checkout' });
    expect(JSON.stringify(logged)).not.toContain(`cus_${user.id}`);
    expect(JSON.stringify(logged)).not.toContain('checkout.session');
  });

  it('is cancelled when it names a user that does not exist, or no user at all', async () => {
    stripe.addSubscription('sub_ghost', inDays(30));
    stripe.addSubscription('sub_nobody', inDays(30));
    const ghost = completedEvent('evt_ghost', {
      userId: 987_654,
      checkoutId: 'cs_gone',
      sessionId: 'cs_test_gone',
      subscription: 'sub_ghost',
    });
    expect((await sendWebhook(t, ghost)).json()).toEqual({ received: true, applied: false });
    const nobody = completedEvent(
      'evt_nobody',
      { userId: 0, checkoutId: '', sessionId: 'cs_link', subscription: 'sub_nobody' },
      { client_reference_id: null },
    );
    expect((await sendWebhook(t, nobody)).json()).toEqual({ received: true, applied: false });
    expect(stripe.statusOf('sub_ghost')).toBe('canceled');
    expect(stripe.statusOf('sub_nobody')).toBe('canceled');
  });

  it('leaves alone a subscription on another price (not ours) and one we already hold', async () => {
    const { cookie, user } = await registerUser(t.app);
    stripe.addSubscription('sub_other_product', inDays(30), 'price_other');
    const other = completedEvent('evt_other_product', {
      userId: user.id,
      checkoutId: '',
      sessionId: 'cs_other',
      subscription: 'sub_other_product',
    });
    expect((await sendWebhook(t, other)).json().applied).toBe(false);
    expect(called('DELETE', '/v1/subscriptions/sub_other_product')).toBe(false);

    const { checkoutId, sessionId } = await startCheckout(t, stripe, cookie);
    stripe.addSubscription('sub_held', inDays(30));
    const session = { userId: user.id, checkoutId, sessionId, subscription: 'sub_held' };
    expect((await sendWebhook(t, completedEvent('evt_held', session))).json().applied).toBe(true);
    // The same completion again under another id: refused (checkout completed), still billing.
    expect((await sendWebhook(t, completedEvent('evt_held_again', session))).json().applied).toBe(false);
    expect(called('DELETE', '/v1/subscriptions/sub_held')).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.subscriptionPlan).toBe('premium');
  });

  it("answers 502 when Stripe refuses the cancel, so Stripe's retry cancels it", async () => {
    stripe.addSubscription('sub_retry', inDays(30));
    stripe.failCancel('sub_retry');
    const event = completedEvent('evt_retry', {
      userId: 987_655,
      checkoutId: 'cs_gone_too',
      sessionId: 'cs_test_gone_too',
      subscription: 'sub_retry',
    });
    expect((await sendWebhook(t, event)).statusCode).toBe(502);
    expect(stripe.statusOf('sub_retry')).toBe('active');
    stripe.allowCancel('sub_retry');
    expect((await sendWebhook(t, event)).json()).toEqual({ received: true, applied: false });
    expect(stripe.statusOf('sub_retry')).toBe('canceled');
  });
});

describe('deleting an account', () => {
  it('expires its open checkouts at Stripe', async () => {
    const { cookie } = await registerUser(t.app);
    const { sessionId } = await startCheckout(t, stripe, cookie);
    expect((await deleteAccount(cookie)).statusCode).toBe(204);
    expect(called('POST', `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
  });
});
