import { prices, promoCodes } from '../schema';
import type { Seed } from './index';
import { recordSeeded, seededKeys } from './seed-log';

const SEED_NAME = 'subscription';

/** SPEC §9: Premium at 15 CHF a month (VAT included, minor units) and LAUNCH20, 20 % off the first month. */
export const subscriptionSeed: Seed = {
  name: SEED_NAME,
  async run(db) {
    const done = await seededKeys(db, SEED_NAME);
    if (!done.has('price:premium_monthly')) {
      await db
        .insert(prices)
        .values({ id: 'premium_monthly', name: 'Premium', amount: 1500, currency: 'chf', interval: 'month' })
        .onConflictDoNothing();
      await recordSeeded(db, SEED_NAME, 'price:premium_monthly');
    }
    if (!done.has('promo:LAUNCH20')) {
      await db
        .insert(promoCodes)
        .values({ code: 'LAUNCH20', type: 'percentage', value: 20, duration: 'once' })
        .onConflictDoNothing();
      await recordSeeded(db, SEED_NAME, 'promo:LAUNCH20');
    }
  },
};
