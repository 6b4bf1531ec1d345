import { describe, expect, it } from 'vitest';

import { makeUser } from '@/features/forum/components/forum-list-test-utils';

import {
  discountBadgeText,
  discountedAmount,
  discountedPriceText,
  discountValueText,
  formatChf,
  formatMonthly,
  isPremiumActive,
} from './subscription-format';

/** Intl separates the amount and the currency with a no-break space: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('subscription formatting', () => {
  it('formats minor units as Swiss French CHF, without decimals for whole francs', () => {
    expect(plain(formatChf(1500))).toBe('15 CHF');
    expect(plain(formatChf(1200))).toBe('12 CHF');
    expect(plain(formatChf(1350))).toBe('13.50 CHF');
    expect(plain(formatChf(123450))).toBe('1 234.50 CHF');
    expect(plain(formatMonthly(1500))).toBe('15 CHF/mois');
  });

  it('applies a percentage or a fixed discount (value in CHF) to the first month', () => {
    const launch = { type: 'percentage', value: 20, duration: 'once' } as const;
    expect(discountedAmount(1500, launch)).toBe(1200);
    expect(discountValueText(launch)).toBe('20\u00a0% de réduction');
    expect(plain(discountBadgeText(launch))).toBe('-20 % le premier mois');
    expect(plain(discountedPriceText(1500, launch))).toBe('12 CHF le premier mois, puis 15 CHF/mois');

    const fixed = { type: 'fixed', value: 5, duration: 'repeating', months: 3 } as const;
    expect(discountedAmount(1500, fixed)).toBe(1000);
    expect(plain(discountValueText(fixed))).toBe('5 CHF de réduction');
    expect(plain(discountBadgeText(fixed))).toBe('-5 CHF les 3 premiers mois');
    // A discount larger than the price makes the payment free, never negative.
    expect(discountedAmount(1500, { type: 'fixed', value: 40, duration: 'once' })).toBe(0);
    expect(plain(discountedPriceText(1500, { type: 'percentage', value: 10, duration: 'forever' }))).toBe(
      '13.50 CHF/mois au lieu de 15 CHF/mois',
    );
  });

  it('treats Premium as active while the expiry is in the future, cancelled or not', () => {
    const now = Date.parse('2026-03-01T00:00:00Z');
    const future = '2026-04-01T00:00:00Z';
    expect(
      isPremiumActive(makeUser({ subscriptionPlan: 'premium', subscriptionExpiresAt: future }), now),
    ).toBe(true);
    expect(
      isPremiumActive(makeUser({ subscriptionPlan: 'cancelled', subscriptionExpiresAt: future }), now),
    ).toBe(true);
    expect(
      isPremiumActive(
        makeUser({ subscriptionPlan: 'premium', subscriptionExpiresAt: '2026-02-01T00:00:00Z' }),
        now,
      ),
    ).toBe(false);
    expect(isPremiumActive(makeUser(), now)).toBe(false);
  });
});
