import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  json,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';

import { makeHistoryEntry } from './gamification-test-fixtures';
import { HistoryPanel } from './history-panel';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

describe('HistoryPanel', () => {
  it("lists the awards with their French date and points, and loads the next page with 'Voir plus'", async () => {
    const fetchMock = mockFetch((url) =>
      url.searchParams.get('cursor') === 'c2'
        ? json([
            makeHistoryEntry(3, {
              action: { id: 'like_received', name: "J'aime reçu", description: 'Sur « Le soir »' },
              pointsAwarded: 2,
            }),
          ])
        : json([makeHistoryEntry(1), makeHistoryEntry(2)], { headers: { 'x-next-cursor': 'c2' } }),
    );
    renderWithProviders(<HistoryPanel />, { user: makeUser() });

    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Commentaire publié')).toBeTruthy();
    expect(within(first).getByText('Commentaire n° 1 approuvé')).toBeTruthy();
    expect(within(first).getByText('3 mars 2026 à 17:40')).toBeTruthy();
    expect(within(first).getByText('+5 points')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/gamification/history?limit=20');

    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await screen.findByText("J'aime reçu");
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/gamification/history?limit=20&cursor=c2');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('+2 points')).toBeTruthy();
    // The last page has no cursor: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });

  it('invites to take part when no point has been earned yet', async () => {
    mockFetch(() => json([]));
    renderWithProviders(<HistoryPanel />, { user: makeUser() });
    await screen.findByText("Vous n'avez pas encore gagné de points");
    expect(screen.getByRole('link', { name: 'Aller au forum' }).getAttribute('href')).toBe('/forum');
    expect(screen.getByRole('link', { name: 'Faire un quiz' }).getAttribute('href')).toBe('/quiz');
    expect(screen.getByRole('link', { name: 'Voir les ressources' }).getAttribute('href')).toBe('/resources');
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });

  it('shows an error toast and retries on demand', async () => {
    let fail = true;
    mockFetch(() =>
      fail ? json({ message: 'Erreur interne' }, { status: 500 }) : json([makeHistoryEntry(1)]),
    );
    renderWithProviders(<HistoryPanel />, { user: makeUser() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Impossible de charger l'historique de vos points.");
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        variant: 'destructive',
        title: 'Erreur',
        description: "Impossible de charger l'historique de vos points.",
      }),
    );
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByText('Commentaire n° 1 approuvé')).toBeTruthy());
  });
});
