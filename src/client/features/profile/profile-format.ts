import { FREE_TRIALS_ALLOWED, LOCALE, TIME_ZONE } from '@shared/constants';
import type { PublicUser } from '@shared/features/auth';

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

/** French writes the first day of a month '1er' ('1er mars'), which Intl does not. */
function format(formatter: Intl.DateTimeFormat, iso: string): string {
  return formatter
    .formatToParts(new Date(iso))
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** '21 novembre 2026 à 14:05', in Swiss time whatever the device's zone. */
export function formatDateTime(iso: string): string {
  return format(dateTime, iso);
}

/** '21 novembre 2026'. */
export function formatDate(iso: string): string {
  return format(dateOnly, iso);
}

/** SPEC §6: a plan is active when it exists and its expiry is in the future (also when cancelled). */
export function isSubscriptionActive(user: PublicUser, now = Date.now()): boolean {
  if (!user.subscriptionPlan || !user.subscriptionExpiresAt) return false;
  return Date.parse(user.subscriptionExpiresAt) > now;
}

/** SPEC §2 Profile: the plan, 'Basic' when there is none. */
export function planLabel(user: PublicUser): string {
  switch (user.subscriptionPlan) {
    case null:
    case '':
      return 'Basic';
    case 'premium':
      return 'Premium';
    case 'cancelled':
      return 'Premium (annulé)';
    default:
      return user.subscriptionPlan;
  }
}

export type SubscriptionState = {
  /** SPEC §2 Profile: 'Free' when the user never subscribed; SPEC §6 badge words otherwise. */
  label: 'Actif' | 'Inactif' | 'Free';
  /** A sentence on what the state means for the user (renewal, expiry, free trial). */
  detail: string;
};

export function subscriptionState(user: PublicUser, now = Date.now()): SubscriptionState {
  const expiry = user.subscriptionExpiresAt ? formatDate(user.subscriptionExpiresAt) : null;
  if (isSubscriptionActive(user, now)) {
    return user.subscriptionPlan === 'cancelled'
      ? { label: 'Actif', detail: `Abonnement annulé : l'accès Premium reste ouvert jusqu'au ${expiry}.` }
      : { label: 'Actif', detail: `Renouvellement automatique le ${expiry}.` };
  }
  if (user.subscriptionPlan || user.stripeSubscriptionId) {
    return {
      label: 'Inactif',
      detail: expiry
        ? `Votre abonnement Premium a pris fin le ${expiry}.`
        : 'Aucun abonnement Premium en cours.',
    };
  }
  return { label: 'Free', detail: trialDetail(user) };
}

/** DECISIONS.md: the free trial is one conversation of 10 messages; it is used up once they are sent. */
function trialDetail(user: PublicUser): string {
  if (user.freeTrialsUsed < FREE_TRIALS_ALLOWED) {
    return "Votre conversation d'essai avec Sophia est encore disponible.";
  }
  if (user.trialMessagesLeft > 0) {
    const left = user.trialMessagesLeft;
    return `Il vous reste ${left} ${left > 1 ? 'messages' : 'message'} dans votre conversation d'essai avec Sophia.`;
  }
  return "Votre conversation d'essai avec Sophia a été utilisée.";
}
