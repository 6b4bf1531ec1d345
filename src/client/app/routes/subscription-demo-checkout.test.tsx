import type { DemoCheckout } from '@shared/features/subscription';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { userQueryOptions } from '@/features/auth/api/get-user';
import {
  json,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';
import { FUTURE_EXPIRY } from '@/features/subscription/subscription-test-utils';

import SubscriptionDemoCheckoutPage from './subscription-demo-checkout';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

const SESSION = 'demo_abc12345';

function makeCheckout(overrides: Partial<DemoCheckout> = {}): DemoCheckout {
  return {
    id: SESSION,
    priceName: 'Sophia Premium',
    currency: 'chf',
    amount: 1500,
    firstPayment: 1200,
    discount: { type: 'percentage', value: 20, duration: 'once' },
    promoCode: 'LAUNCH20',
    status: 'open',
    ...overrides,
  };
}

function renderPage(route = `/subscription/demo-checkout?session=${SESSION}`) {
  return renderWithProviders(<SubscriptionDemoCheckoutPage />, {
    user: makeUser(),
    path: '/subscription/demo-checkout',
    route,
  });
}

describe('/subscription/demo-checkout', () => {
  it('shows a clearly labelled demo payment with the plan, the discount and the first payment, then completes it', async () => {
    const premium = makeUser({ subscriptionPlan: 'premium', subscriptionExpiresAt: FUTURE_EXPIRY });
    const fetchMock = mockFetch((url, init) => {
      const call = `${init?.method ?? 'GET'} ${url.pathname}`;
      if (call === `GET /api/subscription/demo-checkout/${SESSION}`) return json(makeCheckout());
      if (call === `POST /api/subscription/demo-checkout/${SESSION}/complete`) return json({ success: true });
      if (call === 'GET /api/user') return json(premium);
      return json({ message: 'Introuvable' }, { status: 404 });
    });
    const { queryClient } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement de démonstration' })).toBeTruthy();
    expect(screen.getByText(/aucun paiement réel n'est effectué/)).toBeTruthy();
    expect(screen.getByText(/Aucune carte bancaire n'est nécessaire/)).toBeTruthy();
    expect(screen.getByText('Sophia Premium')).toBeTruthy();
    expect(screen.getByText('15 CHF/mois, TVA incluse')).toBeTruthy();
    expect(screen.getByText('Code promo LAUNCH20')).toBeTruthy();
    expect(screen.getByText('-20 % le premier mois')).toBeTruthy();
    expect(screen.getByText('-3 CHF')).toBeTruthy();
    expect(screen.getByText('12 CHF')).toBeTruthy();
    expect(screen.getByText('15 CHF/mois')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Annuler' }).getAttribute('href')).toBe('/subscription');

    await userEvent.click(screen.getByRole('button', { name: /^Payer 12\sCHF \(démonstration\)$/ }));
    expect(await screen.findByText('Autre page')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/subscription/demo-checkout/${SESSION}/complete`,
      expect.objectContaining({ method: 'POST' }),
    );
    // The user is refreshed before the success page: Premium is already there.
    expect(queryClient.getQueryData(userQueryOptions().queryKey)).toEqual(premium);
  });

  it('shows the full price without a discount', async () => {
    mockFetch(() => json(makeCheckout({ discount: null, promoCode: null, firstPayment: 1500 })));
    renderPage();
    expect(await screen.findByRole('button', { name: /^Payer 15\sCHF \(démonstration\)$/ })).toBeTruthy();
    expect(screen.queryByText(/Code promo/)).toBeNull();
  });

  it('says an unknown or expired checkout cannot be found, with a link back', async () => {
    mockFetch(() => json({ message: 'Paiement introuvable ou expiré' }, { status: 404 }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la page Abonnement' }).getAttribute('href')).toBe(
      '/subscription',
    );
    cleanup();

    const fetchMock = mockFetch(() => json(makeCheckout()));
    renderPage('/subscription/demo-checkout');
    expect(screen.getByRole('heading', { level: 1, name: 'Paiement introuvable' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();

    mockFetch(() => json(makeCheckout({ status: 'expired' })));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement expiré' })).toBeTruthy();
  });

  it('stays on the page with a toast when the payment cannot be completed', async () => {
    mockFetch((url) =>
      url.pathname.endsWith('/complete')
        ? json({ message: 'Paiement introuvable ou expiré' }, { status: 404 })
        : json(makeCheckout()),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Payer 12\sCHF \(démonstration\)$/ }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Paiement impossible',
        description: 'Paiement introuvable ou expiré',
      }),
    );
    expect(screen.queryByText('Autre page')).toBeNull();
    expect(screen.getByRole('button', { name: /^Payer 12\sCHF \(démonstration\)$/ })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
