import type { PublicUser } from '@shared/features/auth';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  json,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';
import { FUTURE_EXPIRY, FUTURE_EXPIRY_TEXT } from '@/features/subscription/subscription-test-utils';

import SubscriptionSuccessPage from './subscription-success';

const premium = makeUser({
  subscriptionPlan: 'premium',
  subscriptionStatus: 'active',
  subscriptionExpiresAt: FUTURE_EXPIRY,
  stripeSubscriptionId: 'sub_1',
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Answers GET /api/user with each user in turn, then the last one for ever. */
function mockUserAnswers(...users: PublicUser[]) {
  let calls = 0;
  const fetchMock = mockFetch((url) => {
    if (url.pathname !== '/api/user') return json({ message: 'Introuvable' }, { status: 404 });
    const user = users[Math.min(calls, users.length - 1)];
    calls += 1;
    return json(user);
  });
  return { fetchMock, calls: () => calls };
}

function renderPage() {
  // The cache still holds the user as they were before paying.
  return renderWithProviders(<SubscriptionSuccessPage />, {
    user: makeUser(),
    path: '/subscription/success',
    route: '/subscription/success',
  });
}

describe('/subscription/success', () => {
  it('refreshes the user and confirms at once when Premium is already active', async () => {
    const { calls } = mockUserAnswers(premium);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merci ! Votre abonnement Premium est activé.' }),
    ).toBeTruthy();
    expect(calls()).toBe(1);
    expect(screen.getByRole('link', { name: 'Parler à Sophia' }).getAttribute('href')).toBe('/assistant');
    expect(screen.getByText(new RegExp(`Prochain renouvellement le ${FUTURE_EXPIRY_TEXT}`))).toBeTruthy();
  });

  it('waits for the confirmation, refetching the user every 2 s, then confirms', async () => {
    const { calls } = mockUserAnswers(makeUser(), makeUser(), premium);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Nous confirmons votre paiement…' })).toBeTruthy();
    await waitFor(() => expect(calls()).toBe(1));

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(calls()).toBe(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Nous confirmons votre paiement…' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merci ! Votre abonnement Premium est activé.' }),
    ).toBeTruthy();
    expect(calls()).toBe(3);

    // Confirmed: the poll stops.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls()).toBe(3);
  });

  it('stops after 30 s and says the confirmation takes longer, with a way back to /subscription', async () => {
    const { calls } = mockUserAnswers(makeUser());
    renderPage();
    await waitFor(() => expect(calls()).toBe(1));
    for (let second = 0; second < 30; second += 2) {
      await act(() => vi.advanceTimersByTimeAsync(2000));
    }
    expect(
      await screen.findByRole('heading', { level: 1, name: 'La confirmation prend plus de temps que prévu' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir mon abonnement' }).getAttribute('href')).toBe(
      '/subscription',
    );
    // About one call every 2 s, and none after the 30 s.
    const made = calls();
    expect(made).toBeGreaterThanOrEqual(14);
    expect(made).toBeLessThanOrEqual(17);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls()).toBe(made);
  });
});
