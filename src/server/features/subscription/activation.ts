import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { checkoutSessions, paymentEvents, promoCodes, subscriptions, users } from '../../db/schema';
import type { PaymentEvent } from './providers/types';

type Provider = 'stripe' | 'demo';

/**
 * The one code path that grants, extends, cancels or ends Premium: a provider's event (a Stripe
 * webhook, the demo checkout, a cancellation) is applied once per event id, in one transaction,
 * to the subscription row and to the user's SPEC §3 fields.
 */
export function createActivation(db: Db) {
  async function mirrorToUser(tx: Tx, userId: number, row: typeof subscriptions.$inferSelect) {
    const ended = row.status === 'canceled' || row.status === 'ended';
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
    await mirrorToUser(tx, row!.userId, row!);
  }

  return {
    /** True when applied, false when this event was already applied (a replay changes nothing). */
    async apply(provider: Provider, eventId: string, event: PaymentEvent): Promise<boolean> {
      return db.transaction(async (tx) => {
        const fresh = await tx
          .insert(paymentEvents)
          .values({ provider, eventId, type: event.type })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        if (fresh.length === 0) return false;

        if (event.type === 'checkout.completed') {
          const existing = await bySubscriptionId(tx, provider, event.subscriptionId);
          const values = {
            status: 'active',
            currentPeriodEnd: event.periodEnd,
            cancelAtPeriodEnd: false,
            providerCustomerId: event.customerId,
            promoCode: event.promoCode,
          };
          if (existing) {
            await update(tx, existing.id, values);
          } else {
            const [row] = await tx
              .insert(subscriptions)
              .values({
                ...values,
                userId: event.userId,
                provider,
                providerSubscriptionId: event.subscriptionId,
                priceId: event.priceId,
              })
              .returning();
            await mirrorToUser(tx, event.userId, row!);
          }
          if (event.checkoutId) {
            await tx
              .update(checkoutSessions)
              .set({ status: 'completed' })
              .where(eq(checkoutSessions.id, event.checkoutId));
          }
          if (event.promoCode) {
            await tx
              .update(promoCodes)
              .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
              .where(eq(promoCodes.code, event.promoCode));
          }
          return true;
        }

        const row = await bySubscriptionId(tx, provider, event.subscriptionId);
        // An event for a subscription we never saw (another app on the account): recorded, ignored.
        if (!row) return true;
        if (event.type === 'invoice.paid') {
          // An older invoice arriving late never shortens the period.
          const end = new Date(Math.max(event.periodEnd.getTime(), row.currentPeriodEnd.getTime()));
          await update(tx, row.id, { currentPeriodEnd: end, status: 'active' });
        } else if (event.type === 'subscription.updated') {
          await update(tx, row.id, {
            cancelAtPeriodEnd: event.cancelAtPeriodEnd,
            status: event.status,
            ...(event.periodEnd ? { currentPeriodEnd: event.periodEnd } : {}),
          });
        } else {
          await update(tx, row.id, { status: 'canceled', cancelAtPeriodEnd: false });
        }
        return true;
      });
    },

    async currentSubscription(userId: number) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
        .limit(1);
      return row;
    },
  };
}
