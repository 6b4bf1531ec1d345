import { describe, expect, it } from 'vitest';

import { makeUser } from '@/features/forum/components/forum-list-test-utils';

import { formatDateTime, planLabel, subscriptionState } from './profile-format';

const now = Date.parse('2026-03-10T12:00:00.000Z');

describe('profile subscription labels (SPEC §2 Profile, §6)', () => {
  it("defaults to 'Basic' and 'Free' for a user who never subscribed", () => {
    expect(planLabel(makeUser())).toBe('Basic');
    expect(subscriptionState(makeUser(), now)).toEqual({
      label: 'Free',
      detail: "Votre conversation d'essai avec Sophia est encore disponible.",
    });
    expect(subscriptionState(makeUser({ freeTrialsUsed: 1, trialMessagesLeft: 1 }), now).detail).toBe(
      "Il vous reste 1 message dans votre conversation d'essai avec Sophia.",
    );
    expect(subscriptionState(makeUser({ freeTrialsUsed: 1, trialMessagesLeft: 0 }), now).detail).toBe(
      "Votre conversation d'essai avec Sophia a été utilisée.",
    );
  });

  it("is 'Actif' while a premium plan has not expired, with its renewal date in Swiss time", () => {
    const premium = makeUser({
      subscriptionPlan: 'premium',
      subscriptionExpiresAt: '2026-04-09T23:30:00.000Z',
    });
    expect(planLabel(premium)).toBe('Premium');
    // 23:30 UTC is already 10 April in Zurich.
    expect(subscriptionState(premium, now)).toEqual({
      label: 'Actif',
      detail: 'Renouvellement automatique le 10 avril 2026.',
    });
  });

  it('says a cancelled plan stays active until its expiry', () => {
    const cancelled = makeUser({
      subscriptionPlan: 'cancelled',
      subscriptionExpiresAt: '2026-03-20T10:00:00.000Z',
    });
    expect(planLabel(cancelled)).toBe('Premium (annulé)');
    expect(subscriptionState(cancelled, now)).toEqual({
      label: 'Actif',
      detail: "Abonnement annulé : l'accès Premium reste ouvert jusqu'au 20 mars 2026.",
    });
  });

  it("is 'Inactif' once the plan has expired", () => {
    const expired = makeUser({
      subscriptionPlan: 'premium',
      subscriptionExpiresAt: '2026-03-01T10:00:00.000Z',
    });
    expect(subscriptionState(expired, now)).toEqual({
      label: 'Inactif',
      detail: 'Votre abonnement Premium a pris fin le 1er mars 2026.',
    });
  });

  it('formats dates in French, in Europe/Zurich', () => {
    expect(formatDateTime('2026-03-03T16:40:00.000Z')).toBe('3 mars 2026 à 17:40');
    expect(formatDateTime('2026-06-30T22:05:00.000Z')).toBe('1er juillet 2026 à 00:05');
  });
});
