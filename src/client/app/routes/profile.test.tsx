import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  json,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';
import { makeEntry } from '@/features/profile/components/profile-test-fixtures';

import ProfilePage from './profile';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

function renderProfile(user = makeUser()) {
  return renderWithProviders(<ProfilePage />, { user, path: '/profile', route: '/profile' });
}

describe('/profile', () => {
  it("shows the user with SPEC's defaults 'Basic' and 'Free' when they have no plan", async () => {
    mockFetch(() => json([]));
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'claire' });
    expect(within(card).getByText('claire@example.org')).toBeTruthy();
    expect(within(card).getByText('Basic')).toBeTruthy();
    expect(within(card).getByText('Free')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Gérer mon abonnement' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(within(card).getByRole('link', { name: 'Progression & badges' }).getAttribute('href')).toBe(
      '/gamification',
    );
    await screen.findByText('Aucune conversation ces 10 derniers jours');
  });

  it('lists the recent conversations with their tabs and a link to resume each', async () => {
    const fetchMock = mockFetch(() =>
      json([makeEntry(), makeEntry({ id: 8, title: 'Agitation du soir', resources: [] })]),
    );
    renderProfile();

    const first = await screen.findByRole('article', { name: 'Refus de soins le matin chez Mme [nom]' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/conversation-history?recent=true');
    expect(within(first).getByRole('link', { name: 'Reprendre la conversation' }).getAttribute('href')).toBe(
      '/assistant?conversation=7',
    );
    expect(within(first).getByText('3 mars 2026 à 17:40')).toBeTruthy();
    // Résumé is the open tab: the request and Sophia's answer.
    expect(within(first).getByRole('tab', { name: 'Résumé', selected: true })).toBeTruthy();
    expect(within(first).getByText(/Une résidente refuse la toilette/)).toBeTruthy();

    await userEvent.click(within(first).getByRole('tab', { name: 'Ressources' }));
    const book = within(first).getByRole('link', { name: /L'Humanitude au quotidien/ });
    expect(book.getAttribute('href')).toBe('https://example.org/humanitude');
    expect(within(first).getByText('Livre')).toBeTruthy();
    expect(within(first).getByText('Fiche : différer un soin')).toBeTruthy();

    await userEvent.click(within(first).getByRole('tab', { name: 'Détails' }));
    expect(within(first).getByText('2 mars 2026 à 09:15')).toBeTruthy();
    expect(within(first).getByText('2 ressources')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Supprimer la conversation' })).toBeTruthy();

    const second = screen.getByRole('article', { name: 'Agitation du soir' });
    await userEvent.click(within(second).getByRole('tab', { name: 'Ressources' }));
    expect(within(second).getByText('Aucune ressource')).toBeTruthy();
  });

  it('offers to start a conversation when there is none', async () => {
    mockFetch(() => json([]));
    renderProfile();
    const start = await screen.findByRole('link', { name: 'Démarrer une conversation' });
    expect(start.getAttribute('href')).toBe('/assistant');
  });

  it("offers 'Lier mon compte Google' when /api/config says Google is enabled, until it is linked", async () => {
    mockFetch((url) => (url.pathname === '/api/config' ? json({ googleEnabled: true }) : json([])));
    renderProfile();
    const link = await screen.findByRole('link', { name: 'Lier mon compte Google' });
    expect(link.getAttribute('href')).toBe('/api/auth/google?link=1');
    cleanup();
    renderProfile(makeUser({ googleLinked: true }));
    expect(await screen.findByText(/Votre compte est lié à Google/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Lier mon compte Google' })).toBeNull();
  });

  it('raises the SPEC §8 toast when the history cannot load, and retries inline', async () => {
    let fail = true;
    mockFetch(() => (fail ? json({ message: 'Erreur interne' }, { status: 500 }) : json([makeEntry()])));
    renderProfile();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Impossible de récupérer l'historique des conversations");
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Erreur',
      description: "Impossible de récupérer l'historique des conversations",
    });

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('article', { name: 'Refus de soins le matin chez Mme [nom]' }),
    ).toBeTruthy();
  });

  // 53 cards with their tabs: role queries over such a tree are slow in jsdom, text queries are not.
  it("'Voir tout' lists every conversation, 50 at a time with 'Afficher plus'", {
    timeout: 20_000,
  }, async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => makeEntry({ id: from + i, title: `Conversation ${from + i}` }));
    const fetchMock = mockFetch((url) => {
      if (url.searchParams.get('recent') === 'true') return json(page(1, 1));
      return json(url.searchParams.get('offset') === '0' ? page(1, 50) : page(51, 3));
    });
    renderProfile();
    await screen.findByText('Conversation 1');

    await userEvent.click(screen.getByRole('button', { name: 'Voir tout' }));
    await screen.findByText('Conversation 50');
    expect(screen.getByText('Toutes mes conversations').tagName).toBe('H2');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/conversation-history?limit=50&offset=0',
      expect.anything(),
    );

    await userEvent.click(screen.getByText('Afficher plus'));
    await screen.findByText('Conversation 53');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/conversation-history?limit=50&offset=50',
      expect.anything(),
    );
    // A short page is the last one.
    await waitFor(() => expect(screen.queryByText('Afficher plus')).toBeNull());
  });
});
