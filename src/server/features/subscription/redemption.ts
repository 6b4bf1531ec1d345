import { subscriptionMessages } from '@shared/features/subscription';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type CheckoutRow, promoCodes, promoRedemptions } from '../../db/schema';

export async function findPromo(db: Db, code: string | undefined) {
  if (!code) return undefined;
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase())).limit(1);
  return promo;
}

/**
 * A promo code is counted when a checkout is paid, in the activation's transaction
 * (docs/decisions/013): one row per (code, user) holds "once per user", and one conditional
 * UPDATE holds `maxRedemptions` however many completions run at once. Null when claimed, else
 * the French reason.
 */
export async function claimPromo(tx: Tx, code: string, userId: number, checkoutId: string) {
  const mine = await tx
    .insert(promoRedemptions)
    .values({ promoCode: code, userId, checkoutId })
    .onConflictDoNothing()
    .returning({ code: promoRedemptions.promoCode });
  if (mine.length === 0) return subscriptionMessages.promoAlreadyUsed;
  const counted = await tx
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(
      and(
        eq(promoCodes.code, code),
        or(isNull(promoCodes.maxRedemptions), lt(promoCodes.redemptions, promoCodes.maxRedemptions)),
      ),
    )
    .returning({ code: promoCodes.code });
  return counted.length === 0 ? subscriptionMessages.exhaustedPromo : null;
}

export async function hasUsedPromo(db: Db, code: string, userId: number) {
  const [row] = await db
    .select({ code: promoRedemptions.promoCode })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCode, code), eq(promoRedemptions.userId, userId)))
    .limit(1);
  return Boolean(row);
}

type Completed = {
  userId: number | null;
  providerSessionId: string | null;
  amountPaid: number;
  currency: string;
};

/**
 * Why a completed payment does not match the checkout we stored for it (docs/decisions/013), or
 * null: the provider, user and session must be ours, still open, and paid in full.
 */
export function checkoutMismatch(
  checkout: CheckoutRow | undefined,
  currency: string | undefined,
  provider: string,
  event: Completed,
): string | null {
  if (!checkout) return 'unknown checkout';
  if (checkout.provider !== provider) return 'other provider';
  if (checkout.userId !== event.userId) return 'other user';
  if (checkout.providerSessionId !== event.providerSessionId) return 'other provider session';
  if (checkout.status !== 'open') return `checkout ${checkout.status}`;
  if (event.currency.toLowerCase() !== currency) return `currency ${event.currency}`;
  if (event.amountPaid < checkout.firstPayment)
    return `amount ${event.amountPaid} < ${checkout.firstPayment}`;
  return null;
}
