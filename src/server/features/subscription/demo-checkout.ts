import { type DemoCheckout, subscriptionMessages } from '@shared/features/subscription';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSessions, prices } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { discountOf } from './promo';
import type { PaymentEvent } from './providers/types';
import { findPromo } from './redemption';

/**
 * The demo checkout page's two calls (DECISIONS.md): what the user is about to pay, and the
 * "payment", which gives `complete` the same event a Stripe webhook gives.
 */
export function createDemoCheckouts(
  db: Db,
  complete: (eventId: string, event: PaymentEvent) => Promise<boolean>,
) {
  async function demoCheckout(userId: number, id: string): Promise<DemoCheckout> {
    const [checkout] = await db
      .select({ session: checkoutSessions, priceName: prices.name })
      .from(checkoutSessions)
      .innerJoin(prices, eq(prices.id, checkoutSessions.priceId))
      .where(
        and(
          eq(checkoutSessions.id, id),
          eq(checkoutSessions.userId, userId),
          eq(checkoutSessions.provider, 'demo'),
        ),
      )
      .limit(1);
    if (!checkout) throw new NotFoundError(subscriptionMessages.checkoutNotFound);
    const { session } = checkout;
    const promo = await findPromo(db, session.promoCode ?? undefined);
    const expired = session.status === 'open' && session.expiresAt <= new Date();
    return {
      id: session.id,
      priceName: checkout.priceName,
      currency: 'chf',
      amount: session.amount,
      firstPayment: session.firstPayment,
      discount: promo ? discountOf(promo) : null,
      promoCode: session.promoCode,
      status: expired ? 'expired' : session.status,
    };
  }

  /** The demo's "payment": the same event, through the same code path, as a Stripe webhook. */
  async function completeDemoCheckout(userId: number, id: string) {
    const checkout = await demoCheckout(userId, id);
    if (checkout.status !== 'open') throw new NotFoundError(subscriptionMessages.checkoutNotFound);
    const periodEnd = new Date();
    periodEnd.setMonth(periodEnd.getMonth() + 1);
    // strictPromo: nothing is paid yet, so an exhausted or reused code refuses the payment.
    await complete(`demo_${id}`, {
      type: 'checkout.completed',
      userId,
      checkoutId: id,
      providerSessionId: null,
      amountPaid: checkout.firstPayment,
      currency: 'chf',
      subscriptionId: `demo_sub_${id.slice(3)}`,
      customerId: null,
      periodEnd,
      priceId: null,
      promoCode: checkout.promoCode,
    });
    return { success: true as const };
  }

  return { demoCheckout, completeDemoCheckout };
}
