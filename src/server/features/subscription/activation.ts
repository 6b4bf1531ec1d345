import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { checkoutSessions, paymentEvents, prices, subscriptions, users } from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import type { PaymentEvent } from './providers/types';
import { checkoutMismatch, claimPromo } from './redemption';

type Provider = 'stripe' | 'demo';
type SubscriptionRow = typeof subscriptions.$inferSelect;
type Completed = Extract<PaymentEvent, { type: 'checkout.completed' }>;

/** Statuses after which a subscription bills no more. */
export const ENDED = ['canceled', 'ended', 'incomplete_expired'];
const isEnded = (row: SubscriptionRow) => ENDED.includes(row.status);

export type ApplyResult = {
  applied: boolean;
  /** Why a completed checkout was refused (logged by the caller). */
  ignored?: string;
  /** A second subscription paid while one was live: to cancel at the provider now. */
  extraSubscriptionId?: string;
  /** A paid completion refused, for a subscription we do not hold: to cancel now (docs/decisions/013). */
  unclaimedSubscriptionId?: string;
  /** The promo could not be counted (Stripe already charged the discount): logged. */
  promoNotCounted?: string;
};

/**
 * The one code path that grants, extends, cancels or ends Premium: a provider's event (a Stripe
 * webhook, the demo checkout, a cancellation) is applied once per event id, in one transaction,
 * to the subscription row and to the user's SPEC §3 fields.
 */
export function createActivation(db: Db) {
  /**
   * The user's SPEC §3 fields follow their best subscription (the live one ending last), not the
   * row an event touched: ending an extra subscription leaves the real one in place.
   */
  async function mirrorToUser(tx: Tx, userId: number) {
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
      .limit(50);
    const live = rows.filter((row) => !isEnded(row));
    live.sort((a, b) => b.currentPeriodEnd.getTime() - a.currentPeriodEnd.getTime());
    const row = live[0] ?? rows[0];
    if (!row) return;
    const ended = isEnded(row);
    await tx
      .update(users)
      .set({
        subscriptionStatus: ended ? 'inactive' : row.cancelAtPeriodEnd ? 'cancelled' : 'active',
        subscriptionPlan: ended ? null : row.cancelAtPeriodEnd ? 'cancelled' : 'premium',
        // An ended subscription stops passing the gate at once; otherwise at the period's end.
        subscriptionExpiresAt: ended
          ? sql`least(${users.subscriptionExpiresAt}, now())`
          : row.currentPeriodEnd,
        stripeSubscriptionId: row.providerSubscriptionId,
        ...(row.providerCustomerId ? { stripeCustomerId: row.providerCustomerId } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  }

  async function bySubscriptionId(tx: Tx, provider: Provider, subscriptionId: string) {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, subscriptionId)),
      )
      .for('update')
      .limit(1);
    return row;
  }

  async function update(tx: Tx, id: number, values: Partial<typeof subscriptions.$inferInsert>) {
    const [row] = await tx
      .update(subscriptions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(subscriptions.id, id))
      .returning();
    await mirrorToUser(tx, row!.userId);
  }

  async function complete(
    tx: Tx,
    provider: Provider,
    event: Completed,
    strictPromo: boolean,
  ): Promise<ApplyResult> {
    const [found] = event.checkoutId
      ? await tx
          .select({ checkout: checkoutSessions, currency: prices.currency })
          .from(checkoutSessions)
          .innerJoin(prices, eq(prices.id, checkoutSessions.priceId))
          .where(eq(checkoutSessions.id, event.checkoutId))
          .for('update', { of: checkoutSessions })
      : [];
    const ignored = checkoutMismatch(found?.checkout, found?.currency, provider, event);
    if (ignored || !found) {
      // Whatever the reason (a deleted account, an expired or foreign checkout), a subscription
      // that grants nothing must not bill; one we hold (a replayed completion) is left alone.
      const held = await bySubscriptionId(tx, provider, event.subscriptionId);
      const reason = ignored ?? 'unknown checkout';
      return {
        applied: false,
        ignored: reason,
        ...(held ? {} : { unclaimedSubscriptionId: event.subscriptionId }),
      };
    }
    const { checkout } = found;
    const userId = checkout.userId; // the event's, checked above
    await tx
      .update(checkoutSessions)
      .set({ status: 'completed' })
      .where(eq(checkoutSessions.id, checkout.id));

    const values = {
      status: 'active',
      currentPeriodEnd: event.periodEnd,
      cancelAtPeriodEnd: false,
      providerCustomerId: event.customerId,
      promoCode: checkout.promoCode,
    };
    const existing = await bySubscriptionId(tx, provider, event.subscriptionId);
    if (existing) {
      await update(tx, existing.id, values);
      return { applied: true };
    }
    // Two checkouts paid at once: the second subscription is recorded as ended and cancelled.
    const [live] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          notInArray(subscriptions.status, ENDED),
          gt(subscriptions.currentPeriodEnd, new Date()),
        ),
      )
      .for('update')
      .limit(1);
    const base = {
      ...values,
      userId,
      provider,
      providerSubscriptionId: event.subscriptionId,
      priceId: checkout.priceId,
    };
    if (live) {
      await tx.insert(subscriptions).values({ ...base, status: 'canceled', promoCode: null });
      return { applied: true, extraSubscriptionId: event.subscriptionId };
    }
    const promoProblem = checkout.promoCode
      ? await claimPromo(tx, checkout.promoCode, userId, checkout.id)
      : null;
    // The demo's "payment" has not happened yet: refusing rolls everything back. Stripe has
    // already charged the discounted amount, so Premium is granted and the overrun logged.
    if (promoProblem && strictPromo) throw new ConflictError(promoProblem);
    await tx.insert(subscriptions).values(base);
    await mirrorToUser(tx, userId);
    return { applied: true, ...(promoProblem ? { promoNotCounted: promoProblem } : {}) };
  }

  return {
    /** `applied` is false when this event was already applied (a replay changes nothing). */
    async apply(
      provider: Provider,
      eventId: string,
      event: PaymentEvent,
      options: { strictPromo?: boolean } = {},
    ): Promise<ApplyResult> {
      return db.transaction(async (tx) => {
        const fresh = await tx
          .insert(paymentEvents)
          .values({ provider, eventId, type: event.type })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        if (fresh.length === 0) return { applied: false };
        if (event.type === 'checkout.completed') {
          return complete(tx, provider, event, options.strictPromo ?? false);
        }

        const row = await bySubscriptionId(tx, provider, event.subscriptionId);
        // An event for a subscription we never saw (another app on the account): recorded, ignored.
        if (!row) return { applied: true };
        if (event.type === 'invoice.paid') {
          // An older invoice arriving late never shortens the period.
          const end = new Date(Math.max(event.periodEnd.getTime(), row.currentPeriodEnd.getTime()));
          // An ended subscription stays ended (the first invoice of a cancelled extra one).
          await update(tx, row.id, { currentPeriodEnd: end, status: isEnded(row) ? row.status : 'active' });
        } else if (event.type === 'subscription.updated') {
          await update(tx, row.id, {
            cancelAtPeriodEnd: event.cancelAtPeriodEnd,
            status: event.status,
            ...(event.periodEnd ? { currentPeriodEnd: event.periodEnd } : {}),
          });
        } else {
          await update(tx, row.id, { status: 'canceled', cancelAtPeriodEnd: false });
        }
        return { applied: true };
      });
    },

    /** Forgets an event, so the provider's retry applies it again (its effect outside failed). */
    async forget(provider: Provider, eventId: string) {
      await db
        .delete(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
    },

    /** The user's subscriptions that still bill (the cancel button and account deletion end them all). */
    async liveSubscriptions(userId: number) {
      return db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), notInArray(subscriptions.status, ENDED)))
        .orderBy(desc(subscriptions.id))
        .limit(20);
    },
  };
}
