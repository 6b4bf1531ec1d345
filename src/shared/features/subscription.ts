import { z } from 'zod';

/**
 * Premium's contract (SPEC §2 "Subscription page", §3, §4, §5 promo, §7, §8; DECISIONS.md
 * "Subscription and the free trial"). Amounts are in minor units (centimes), VAT included.
 */

export const subscriptionMessages = {
  emptyPromo: 'Veuillez entrer un code promo',
  invalidPromo: "Ce code promo n'est pas valide ou a expiré",
  exhaustedPromo: 'Ce code promo a déjà été utilisé le nombre maximal de fois',
  promoAlreadyUsed: 'Vous avez déjà utilisé ce code promo.',
  providerCancelFailed:
    'La résiliation de votre abonnement auprès du prestataire de paiement a échoué. Veuillez réessayer plus tard.',
  noActiveSubscription: 'Aucun abonnement actif trouvé',
  cancelFailed: "Une erreur est survenue lors de l'annulation de votre abonnement",
  unknownPrice: 'Ce tarif n’existe pas ou n’est plus proposé',
  alreadyPremium: 'Votre abonnement Premium est déjà actif',
  checkoutNotFound: 'Paiement introuvable ou expiré',
  paymentsUnavailable: 'Le paiement en ligne n’est pas disponible pour le moment',
  badSignature: 'Signature du webhook invalide',
} as const;

export const promoVerifySchema = z.object({
  promoCode: z
    .string({ error: subscriptionMessages.emptyPromo })
    .trim()
    .min(1, subscriptionMessages.emptyPromo)
    .max(50, subscriptionMessages.invalidPromo)
    .transform((code) => code.toUpperCase()),
});

/** SPEC §3 create-subscription request: priceId, and the promo only if it was verified valid. */
export const createSubscriptionSchema = z.object({
  priceId: z
    .string({ error: subscriptionMessages.unknownPrice })
    .trim()
    .min(1, subscriptionMessages.unknownPrice)
    .max(100),
  promoCode: z
    .string()
    .trim()
    .max(50)
    .optional()
    .transform((code) => (code ? code.toUpperCase() : undefined)),
});

export const checkoutIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, subscriptionMessages.checkoutNotFound),
});

/** GET /api/subscription/prices: SPEC §3 "Subscription price: id (only the first is used)". */
export type Price = {
  id: string;
  name: string;
  /** Minor units (centimes), VAT included: 1500 = 15 CHF. */
  amount: number;
  currency: 'chf';
  interval: 'month';
  vatIncluded: true;
};

/** SPEC §3 promo verification: discount.type 'percentage', else a fixed amount (value in CHF). */
export type PromoDiscount = {
  type: 'percentage' | 'fixed';
  /** Percent (20) or CHF (5 means 5 CHF; the client multiplies by 100 for minor units, SPEC §3). */
  value: number;
  /** 'once': the first month only; 'repeating' for `months` months; 'forever'. */
  duration: 'once' | 'repeating' | 'forever';
  months?: number;
};

export type PromoVerifyResponse = { valid: boolean; message: string; discount?: PromoDiscount };

export type CreateSubscriptionResponse = { checkoutUrl: string };

export type CancelSubscriptionResponse = { success: true; message: string; expiresAt: string | null };

/** The demo checkout page's data (DECISIONS.md: 'Paiement de démonstration'). */
export type DemoCheckout = {
  id: string;
  priceName: string;
  currency: 'chf';
  /** Minor units: the price, the first payment after the discount, and the later monthly ones. */
  amount: number;
  firstPayment: number;
  discount: PromoDiscount | null;
  promoCode: string | null;
  status: 'open' | 'completed' | 'expired';
};

/** SPEC §4 subscription badge: 'Actif' when active, 'Inactif' with a provider id but not active, else 'Aucun'. */
export function subscriptionBadge(
  user: {
    subscriptionExpiresAt: string | null;
    stripeSubscriptionId: string | null;
  },
  now = Date.now(),
): 'Actif' | 'Inactif' | 'Aucun' {
  const active = user.subscriptionExpiresAt !== null && Date.parse(user.subscriptionExpiresAt) > now;
  if (active) return 'Actif';
  return user.stripeSubscriptionId ? 'Inactif' : 'Aucun';
}
