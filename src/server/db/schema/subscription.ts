import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Plans' prices (SPEC §9: Premium, 15 CHF a month, VAT included), in minor units. */
export const prices = pgTable('prices', {
  id: varchar('id', { length: 100 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  amount: integer('amount').notNull(),
  currency: varchar('currency', { length: 3 }).notNull().default('chf'),
  interval: varchar('interval', { length: 10 }).notNull().default('month'),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Promo codes (DECISIONS.md: in the database; LAUNCH20 = 20 % off the first month). */
export const promoCodes = pgTable('promo_codes', {
  code: varchar('code', { length: 50 }).primaryKey(),
  type: text('type', { enum: ['percentage', 'fixed'] }).notNull(),
  /** Percent, or minor units for a fixed amount. */
  value: integer('value').notNull(),
  duration: text('duration', { enum: ['once', 'repeating', 'forever'] })
    .notNull()
    .default('once'),
  durationMonths: integer('duration_months'),
  validFrom: ts('valid_from'),
  validUntil: ts('valid_until'),
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  /** The matching Stripe coupon, created on first use. */
  stripeCouponId: text('stripe_coupon_id'),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A checkout started by a user (demo or Stripe): what they chose, before any payment. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: varchar('id', { length: 80 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
    priceId: varchar('price_id', { length: 100 }).notNull(),
    promoCode: varchar('promo_code', { length: 50 }),
    amount: integer('amount').notNull(),
    firstPayment: integer('first_payment').notNull(),
    /** The provider's own session id (Stripe `cs_…`): a webhook must name this one (docs/decisions/013). */
    providerSessionId: varchar('provider_session_id', { length: 255 }),
    status: text('status', { enum: ['open', 'completed', 'expired'] })
      .notNull()
      .default('open'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
);

/** One row per user who paid with a code: a code is used once per user (docs/decisions/013). */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promoCode: varchar('promo_code', { length: 50 })
      .notNull()
      .references(() => promoCodes.code, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutId: varchar('checkout_id', { length: 80 }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promoCode, t.userId] }), index('promo_redemptions_user_idx').on(t.userId)],
);

/** The provider's subscription, kept in step by its events; the user's SPEC §3 fields mirror it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
    providerSubscriptionId: varchar('provider_subscription_id', { length: 100 }).notNull(),
    providerCustomerId: varchar('provider_customer_id', { length: 100 }),
    status: varchar('status', { length: 30 }).notNull(),
    currentPeriodEnd: ts('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    priceId: varchar('price_id', { length: 100 }),
    promoCode: varchar('promo_code', { length: 50 }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_id_idx').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
  ],
);

/** Every provider event applied once: a replayed webhook changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
    eventId: varchar('event_id', { length: 100 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export type PriceRow = typeof prices.$inferSelect;
export type PromoRow = typeof promoCodes.$inferSelect;
export type CheckoutRow = typeof checkoutSessions.$inferSelect;
