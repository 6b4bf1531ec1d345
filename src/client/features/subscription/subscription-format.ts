import { LOCALE, PREMIUM_PRICE_CHF } from '@shared/constants';
import type { PublicUser } from '@shared/features/auth';
import { type PromoDiscount, subscriptionBadge } from '@shared/features/subscription';

/** The Premium price in minor units when the price list is not (yet) there: SPEC §9, 15 CHF. */
export const DEFAULT_PRICE_AMOUNT = PREMIUM_PRICE_CHF * 100;

const chf = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'CHF' });
const wholeChf = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'CHF',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * SPEC §9: an amount in minor units (centimes) in Swiss French currency format: '15 CHF' for whole
 * francs (DECISIONS.md "15 CHF/mois"), '13.50 CHF' otherwise.
 */
export function formatChf(minorUnits: number): string {
  const rounded = Math.round(minorUnits);
  return rounded % 100 === 0 ? wholeChf.format(rounded / 100) : chf.format(rounded / 100);
}

/** '15 CHF/mois'. */
export function formatMonthly(minorUnits: number): string {
  return `${formatChf(minorUnits)}/mois`;
}

/** SPEC §3: a fixed discount's value is in CHF; the client multiplies it by 100. */
export function discountAmount(amount: number, discount: PromoDiscount): number {
  const off =
    discount.type === 'percentage'
      ? Math.round((amount * discount.value) / 100)
      : Math.round(discount.value * 100);
  return Math.min(amount, Math.max(0, off));
}

/** What is paid with the discount (the first payment, for a discount on the first month). */
export function discountedAmount(amount: number, discount: PromoDiscount): number {
  return amount - discountAmount(amount, discount);
}

/** '20 %', with French typography's no-break space before the sign. */
export function formatPercent(value: number): string {
  return `${value}\u00a0%`;
}

/** SPEC §8 valid promo toast: '20 % de réduction', or the CHF amount ('5 CHF de réduction'). */
export function discountValueText(discount: PromoDiscount): string {
  return discount.type === 'percentage'
    ? `${formatPercent(discount.value)} de réduction`
    : `${formatChf(discount.value * 100)} de réduction`;
}

/** 'le premier mois', 'les 3 premiers mois' or 'chaque mois'. */
export function discountPeriod(discount: PromoDiscount): string {
  if (discount.duration === 'forever') return 'chaque mois';
  const months = discount.duration === 'repeating' ? (discount.months ?? 1) : 1;
  return months > 1 ? `les ${months} premiers mois` : 'le premier mois';
}

/** The green badge of a valid code (SPEC §4): '-20 % le premier mois', '-5 CHF le premier mois'. */
export function discountBadgeText(discount: PromoDiscount): string {
  const value =
    discount.type === 'percentage' ? formatPercent(discount.value) : formatChf(discount.value * 100);
  return `-${value} ${discountPeriod(discount)}`;
}

/** '12 CHF le premier mois, puis 15 CHF/mois', or '12 CHF/mois au lieu de 15 CHF/mois' for ever. */
export function discountedPriceText(amount: number, discount: PromoDiscount): string {
  const reduced = discountedAmount(amount, discount);
  if (discount.duration === 'forever') return `${formatMonthly(reduced)} au lieu de ${formatMonthly(amount)}`;
  return `${formatChf(reduced)} ${discountPeriod(discount)}, puis ${formatMonthly(amount)}`;
}

/** DECISIONS.md: Premium is active while `subscriptionExpiresAt` is in the future (also when cancelled). */
export function isPremiumActive(user: PublicUser, now = Date.now()): boolean {
  return subscriptionBadge(user, now) === 'Actif';
}
