import type { PublicUser } from '@shared/features/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AuthProvider } from '@/features/auth/use-auth';
import {
  json,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';
import { browserNavigation } from '@/features/subscription/browser-navigation';
import {
  deferred,
  FUTURE_EXPIRY,
  FUTURE_EXPIRY_TEXT,
  premiumPrice,
} from '@/features/subscription/subscription-test-utils';

import SubscriptionPage from './subscription';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

let assign: ReturnType<typeof vi.spyOn>;
let reload: ReturnType<typeof vi.spyOn>;
let alert: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.mockClear();
});

type Routes = {
  prices?: () => Response | Promise<Response>;
  verify?: (body: { promoCode: string }) => Response | Promise<Response>;
  create?: (body: unknown) => Response | Promise<Response>;
  cancel?: () => Response | Promise<Response>;
  user?: () => Response;
};

function mockApi(routes: Routes = {}) {
  return mockFetch((url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    switch (`${init?.method ?? 'GET'} ${url.pathname}`) {
      case 'GET /api/subscription/prices':
        return routes.prices?.() ?? json([premiumPrice]);
      case 'POST /api/promo-code/verify':
        return (
          routes.verify?.(body) ??
          json({ valid: false, message: "Ce code promo n'est pas valide ou a expiré" })
        );
      case 'POST /api/subscription/create':
        return (
          routes.create?.(body) ?? json({ checkoutUrl: '/subscription/demo-checkout?session=demo_12345678' })
        );
      case 'POST /api/subscription/cancel':
        return routes.cancel?.() ?? json({ message: 'Aucun abonnement actif trouvé' }, { status: 404 });
      case 'GET /api/user':
        return routes.user?.() ?? json({ message: 'Non connecté' }, { status: 401 });
      default:
        return json({ message: 'Introuvable' }, { status: 404 });
    }
  });
}

function renderPage(user: PublicUser | null = makeUser()) {
  return renderWithProviders(<SubscriptionPage />, { user, path: '/subscription', route: '/subscription' });
}

const activeUser = (overrides: Partial<PublicUser> = {}) =>
  makeUser({
    subscriptionPlan: 'premium',
    subscriptionStatus: 'active',
    subscriptionExpiresAt: FUTURE_EXPIRY,
    stripeSubscriptionId: 'sub_demo_1',
    freeTrialsUsed: 1,
    trialMessagesLeft: 0,
    ...overrides,
  });

const subscribeButton = () =>
  screen.getByRole('button', { name: /S'abonner maintenant|Traitement|Chargement|Abonnement actif/ });
const promoField = () => screen.getByLabelText('Code promo') as HTMLInputElement;
const verifyButton = () => screen.getByRole('button', { name: 'Vérifier' }) as HTMLButtonElement;

describe('/subscription: plans and prices', () => {
  it('shows a spinner while the user loads, then the page', async () => {
    const pendingUser = deferred<Response>();
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input) === '/api/user' ? pendingUser.promise : Promise.resolve(json([premiumPrice])),
      ),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <MemoryRouter initialEntries={['/subscription']}>
            <SubscriptionPage />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Chargement');
    pendingUser.resolve(json(makeUser()));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('sends a visitor to /auth', () => {
    mockApi();
    renderPage(null);
    expect(screen.getByText('Autre page')).toBeTruthy();
  });

  it("shows Basic as the current plan and Premium at 15 CHF/mois, VAT included; 'Chargement...' until the price is there", async () => {
    const prices = deferred<Response>();
    mockApi({ prices: () => prices.promise });
    renderPage();

    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    const basic = screen
      .getByRole('heading', { name: 'Accès Basic' })
      .closest('[data-slot=card]') as HTMLElement;
    expect(within(basic).getByRole('button', { name: 'Plan actuel' })).toHaveProperty('disabled', true);
    expect(within(basic).getByText(/Pas d'assistant IA/)).toBeTruthy();

    const premium = screen
      .getByRole('heading', { name: 'Accès Premium' })
      .closest('[data-slot=card]') as HTMLElement;
    expect(within(premium).getByText('Recommandé')).toBeTruthy();
    expect(within(premium).getByText('15 CHF/mois')).toBeTruthy();
    expect(within(premium).getByText(/TVA incluse/)).toBeTruthy();
    const features = within(premium)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(features).toEqual([
      'Assistant IA Sophia',
      'Utilisation illimitée',
      'Forum et ressources complets',
      'Historique des conversations',
    ]);
    expect(within(premium).getByText('LAUNCH20')).toBeTruthy();
    // The hint describes the field, for screen readers too.
    expect(promoField().getAttribute('aria-describedby')).toBeTruthy();

    expect(subscribeButton().textContent).toBe('Chargement...');
    expect(subscribeButton()).toHaveProperty('disabled', true);
    prices.resolve(json([premiumPrice]));
    await waitFor(() => expect(subscribeButton().textContent).toBe("S'abonner maintenant"));
    expect(subscribeButton()).toHaveProperty('disabled', false);

    // The comparison is a real table with its caption; three questions answer the usual doubts.
    const table = screen.getByRole('table', { name: /Basic et Premium/ });
    expect(within(table).getByRole('columnheader', { name: 'Premium' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Assistant IA Sophia' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Puis-je annuler à tout moment ?' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comment fonctionne le code promo ?' })).toBeTruthy();
    const privacy = screen.getByRole('heading', { name: 'Mes données sont-elles protégées ?' }).parentElement;
    expect(privacy?.textContent).toMatch(/Stripe.*jamais stockées par Sophia/);
  });

  it('keeps the subscribe button disabled when no price exists, and only logs a failed load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ prices: () => json({ message: 'Erreur serveur' }, { status: 500 }) });
    renderPage();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(subscribeButton().textContent).toBe("S'abonner maintenant");
    expect(subscribeButton()).toHaveProperty('disabled', true);
    expect(toast).not.toHaveBeenCalled();
    cleanup();

    mockApi({ prices: () => json([]) });
    renderPage();
    await waitFor(() => expect(subscribeButton().textContent).toBe("S'abonner maintenant"));
    expect(subscribeButton()).toHaveProperty('disabled', true);
  });

  it('tells a user whose free trial is used up, kindly, at the top', () => {
    mockApi();
    renderPage(makeUser({ freeTrialsUsed: 1, trialMessagesLeft: 0 }));
    expect(screen.getByText("Votre conversation d'essai avec Sophia est terminée.")).toBeTruthy();
    cleanup();
    renderPage(makeUser({ freeTrialsUsed: 1, trialMessagesLeft: 4 }));
    expect(screen.queryByText("Votre conversation d'essai avec Sophia est terminée.")).toBeNull();
  });
});

describe('/subscription: promo code', () => {
  it("disables 'Vérifier' while empty and answers a blank code with 'Veuillez entrer un code promo'", async () => {
    const fetchMock = mockApi();
    renderPage();
    expect(verifyButton().disabled).toBe(true);
    await userEvent.type(promoField(), '   ');
    expect(verifyButton().disabled).toBe(false);
    await userEvent.click(verifyButton());
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Erreur',
      description: 'Veuillez entrer un code promo',
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/promo-code/verify')).toBe(false);
  });

  it("shows an invalid code with the server's message, or the default one", async () => {
    mockApi({
      verify: () =>
        json({ valid: false, message: 'Ce code promo a déjà été utilisé le nombre maximal de fois' }),
    });
    renderPage();
    await userEvent.type(promoField(), 'VIEUXCODE{Enter}');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Code promo invalide',
        description: 'Ce code promo a déjà été utilisé le nombre maximal de fois',
      }),
    );
    expect(promoField().getAttribute('aria-invalid')).toBe('true');
    expect(promoField().disabled).toBe(false);
    expect(promoField().value).toBe('VIEUXCODE');
    cleanup();
    toast.mockClear();

    mockApi({ verify: () => json({ valid: false, message: '' }) });
    renderPage();
    await userEvent.type(promoField(), 'AUTRE');
    await userEvent.click(verifyButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Code promo invalide',
        description: "Ce code promo n'est pas valide ou a expiré",
      }),
    );
  });

  it("says 'Impossible de vérifier le code promo' when the call fails", async () => {
    mockApi({ verify: () => new Response('', { status: 502 }) });
    renderPage();
    await userEvent.type(promoField(), 'LAUNCH20');
    await userEvent.click(verifyButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Erreur',
        description: 'Impossible de vérifier le code promo',
      }),
    );
    expect(promoField().disabled).toBe(false);
  });

  it('locks a valid code, shows its green badge and the first payment, and sends it with the subscription', async () => {
    const created: unknown[] = [];
    const fetchMock = mockApi({
      verify: ({ promoCode }) =>
        json({
          valid: promoCode === 'launch20',
          message: 'Code promo valide',
          discount: { type: 'percentage', value: 20, duration: 'once' },
        }),
      create: (body) => {
        created.push(body);
        return json({ checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' });
      },
    });
    renderPage();
    await waitFor(() => expect(subscribeButton()).toHaveProperty('disabled', false));
    await userEvent.type(promoField(), ' launch20 ');
    await userEvent.click(verifyButton());

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Code promo valide !',
        description: '20\u00a0% de réduction',
      }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/promo-code/verify',
      expect.objectContaining({ method: 'POST', body: '{"promoCode":"launch20"}' }),
    );
    expect(promoField().disabled).toBe(true);
    expect(verifyButton().disabled).toBe(true);
    expect(screen.getByText('-20 % le premier mois')).toBeTruthy();
    expect(screen.getByText('12 CHF le premier mois, puis 15 CHF/mois')).toBeTruthy();

    await userEvent.click(subscribeButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(created).toEqual([{ priceId: 'price_premium_monthly', promoCode: 'launch20' }]);
    // The page stays busy until the browser leaves it.
    expect(subscribeButton().textContent).toBe('Traitement...');
    expect(subscribeButton()).toHaveProperty('disabled', true);
  });

  it('shows a fixed discount as a CHF amount', async () => {
    mockApi({
      verify: () =>
        json({ valid: true, message: 'ok', discount: { type: 'fixed', value: 5, duration: 'once' } }),
    });
    renderPage();
    await userEvent.type(promoField(), 'CINQ');
    await userEvent.click(verifyButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Code promo valide !',
        description: '5\u00a0CHF de réduction',
      }),
    );
    expect(screen.getByText('-5 CHF le premier mois')).toBeTruthy();
    expect(screen.getByText('10 CHF le premier mois, puis 15 CHF/mois')).toBeTruthy();
  });
});

describe('/subscription: subscribe', () => {
  it("shows 'Traitement...' while the checkout is created, then goes to its address; an unverified code is not sent", async () => {
    const answer = deferred<Response>();
    const bodies: unknown[] = [];
    mockApi({
      create: (body) => {
        bodies.push(body);
        return answer.promise;
      },
    });
    renderPage();
    await waitFor(() => expect(subscribeButton()).toHaveProperty('disabled', false));
    await userEvent.type(promoField(), 'PASVERIFIE');
    await userEvent.click(subscribeButton());
    await waitFor(() => expect(subscribeButton().textContent).toBe('Traitement...'));
    expect(subscribeButton()).toHaveProperty('disabled', true);
    answer.resolve(json({ checkoutUrl: '/subscription/demo-checkout?session=demo_12345678' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/subscription/demo-checkout?session=demo_12345678'),
    );
    expect(bodies).toEqual([{ priceId: 'price_premium_monthly' }]);
  });

  it("alerts 'Une erreur est survenue: {message}' and clears the processing state", async () => {
    mockApi({
      create: () => json({ message: 'Ce tarif n’existe pas ou n’est plus proposé' }, { status: 400 }),
    });
    renderPage();
    await waitFor(() => expect(subscribeButton()).toHaveProperty('disabled', false));
    await userEvent.click(subscribeButton());
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Une erreur est survenue: Ce tarif n’existe pas ou n’est plus proposé',
      ),
    );
    await waitFor(() => expect(subscribeButton().textContent).toBe("S'abonner maintenant"));
    expect(subscribeButton()).toHaveProperty('disabled', false);
    expect(assign).not.toHaveBeenCalled();
  });

  it("alerts 'Erreur inconnue' without a message, and says so when the answer has no address", async () => {
    mockApi({ create: () => new Response('', { status: 500 }) });
    renderPage();
    await waitFor(() => expect(subscribeButton()).toHaveProperty('disabled', false));
    await userEvent.click(subscribeButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Une erreur est survenue: Erreur inconnue'));
    cleanup();

    mockApi({ create: () => json({}) });
    renderPage();
    await waitFor(() => expect(subscribeButton()).toHaveProperty('disabled', false));
    await userEvent.click(subscribeButton());
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Aucune information de redirection dans la réponse du serveur'),
    );
    await waitFor(() => expect(subscribeButton()).toHaveProperty('disabled', false));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('/subscription: active subscription', () => {
  it('shows the active panel with automatic renewal, and the Premium button as active', async () => {
    mockApi();
    renderPage(activeUser());
    const panel = screen.getByRole('region', { name: 'Votre abonnement actif' });
    const details = within(panel);
    expect(details.getByText('Premium')).toBeTruthy();
    expect(details.getByText('15 CHF/mois, TVA incluse')).toBeTruthy();
    expect(details.getByText('Mensuel')).toBeTruthy();
    expect(details.getByText(FUTURE_EXPIRY_TEXT)).toBeTruthy();
    expect(details.getByText('Actif')).toBeTruthy();
    expect(details.getByText('Renouvellement automatique activé')).toBeTruthy();
    expect(details.getByRole('button', { name: "Annuler l'abonnement" })).toBeTruthy();

    await waitFor(() => expect(subscribeButton().textContent).toBe('Abonnement actif'));
    expect(subscribeButton()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Plan actuel' })).toBeNull();
    expect(screen.queryByLabelText('Code promo')).toBeNull();
  });

  it('says a cancelled subscription stays active until the end of the period, without a cancel button', () => {
    mockApi();
    renderPage(activeUser({ subscriptionPlan: 'cancelled', subscriptionStatus: 'cancelled' }));
    const panel = screen.getByRole('region', { name: 'Votre abonnement actif' });
    expect(panel.textContent).toContain(
      `Votre abonnement est annulé : il ne sera pas renouvelé, mais votre accès Premium reste actif jusqu'à la fin de la période en cours, le ${FUTURE_EXPIRY_TEXT}.`,
    );
    expect(within(panel).queryByText('Renouvellement automatique activé')).toBeNull();
    expect(within(panel).queryByRole('button', { name: "Annuler l'abonnement" })).toBeNull();
  });

  it('hides the panel once the subscription has expired', () => {
    mockApi();
    renderPage(activeUser({ subscriptionExpiresAt: '2020-01-01T00:00:00.000Z' }));
    expect(screen.queryByRole('region', { name: 'Votre abonnement actif' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Plan actuel' })).toBeTruthy();
  });

  it("cancels after confirmation: toast 'Abonnement annulé' for 5 s, then the page reloads after 2 s", async () => {
    let cancelled = false;
    const fetchMock = mockApi({
      cancel: () => {
        cancelled = true;
        return json({ success: true, message: 'Abonnement annulé', expiresAt: '2099-05-01T10:00:00.000Z' });
      },
      user: () => json(activeUser({ subscriptionPlan: cancelled ? 'cancelled' : 'premium' })),
    });
    renderPage(activeUser());
    await userEvent.click(screen.getByRole('button', { name: "Annuler l'abonnement" }));
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler votre abonnement Premium ?' });
    expect(dialog.textContent).toContain(FUTURE_EXPIRY_TEXT);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/subscription/cancel')).toBe(false);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Abonnement annulé',
        description: "Il ne sera pas renouvelé ; votre accès Premium reste actif jusqu'au 1er mai 2099.",
        duration: 5000,
      }),
    );
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);

    // Meanwhile the refetched user shows the cancelled state.
    await waitFor(() => expect(screen.queryByRole('button', { name: "Annuler l'abonnement" })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows the server's message, or the default one, when the cancellation fails", async () => {
    mockApi();
    renderPage(activeUser());
    await userEvent.click(screen.getByRole('button', { name: "Annuler l'abonnement" }));
    await userEvent.click(screen.getByRole('button', { name: "Confirmer l'annulation" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Erreur',
        description: 'Aucun abonnement actif trouvé',
      }),
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    cleanup();
    toast.mockClear();

    mockApi({ cancel: () => new Response('', { status: 500 }) });
    renderPage(activeUser());
    await userEvent.click(screen.getByRole('button', { name: "Annuler l'abonnement" }));
    await userEvent.click(screen.getByRole('button', { name: "Confirmer l'annulation" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Erreur',
        description: "Une erreur est survenue lors de l'annulation de votre abonnement",
      }),
    );
    expect(reload).not.toHaveBeenCalled();
  });
});
