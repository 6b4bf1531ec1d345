// Test data of the subscription screens (imported by *.test.tsx only, never by the app).
import type { Price } from '@shared/features/subscription';

export const premiumPrice: Price = {
  id: 'price_premium_monthly',
  name: 'Sophia Premium',
  amount: 1500,
  currency: 'chf',
  interval: 'month',
  vatIncluded: true,
};

/** Far enough in the future for the subscription to be active whatever the test's date. */
export const FUTURE_EXPIRY = '2099-04-15T10:00:00.000Z';
/** FUTURE_EXPIRY as the pages write it. */
export const FUTURE_EXPIRY_TEXT = '15 avril 2099';

/** A promise the test resolves when it wants: to see a pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
