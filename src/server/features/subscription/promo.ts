import {
  type PromoDiscount,
  type PromoVerifyResponse,
  subscriptionMessages,
} from '@shared/features/subscription';
import type { PromoRow } from '../../db/schema';

/** Why a code cannot be used now, or null when it can (validity dates, limit, switched off). */
export function promoProblem(promo: PromoRow | undefined, now = new Date()): string | null {
  if (!promo?.active) return subscriptionMessages.invalidPromo;
  if (promo.validFrom && promo.validFrom > now) return subscriptionMessages.invalidPromo;
  if (promo.validUntil && promo.validUntil <= now) return subscriptionMessages.invalidPromo;
  if (promo.maxRedemptions !== null && promo.redemptions >= promo.maxRedemptions) {
    return subscriptionMessages.exhaustedPromo;
  }
  return null;
}

/** SPEC §3: a fixed amount's value is in CHF (the client multiplies by 100). */
export function discountOf(promo: PromoRow): PromoDiscount {
  return {
    type: promo.type,
    value: promo.type === 'percentage' ? promo.value : promo.value / 100,
    duration: promo.duration,
    ...(promo.duration === 'repeating' && promo.durationMonths ? { months: promo.durationMonths } : {}),
  };
}

/** The first payment after the discount, in minor units (never below 0). */
export function firstPayment(amount: number, promo: PromoRow | null) {
  if (!promo) return amount;
  const off = promo.type === 'percentage' ? Math.round((amount * promo.value) / 100) : promo.value;
  return Math.max(0, amount - off);
}

export function verification(promo: PromoRow | undefined, now = new Date()): PromoVerifyResponse {
  const problem = promoProblem(promo, now);
  if (problem || !promo) return { valid: false, message: problem ?? subscriptionMessages.invalidPromo };
  const discount = discountOf(promo);
  const amount = discount.type === 'percentage' ? `${discount.value} %` : `${discount.value} CHF`;
  const when =
    discount.duration === 'once'
      ? 'sur le premier mois'
      : discount.duration === 'repeating'
        ? `pendant ${discount.months ?? 1} mois`
        : 'sur chaque mois';
  return { valid: true, message: `Code promo valide : ${amount} de réduction ${when}.`, discount };
}
