import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  json,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';

import { makeLeaderboardEntry } from './gamification-test-fixtures';
import { LeaderboardPanel } from './leaderboard-panel';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

const top20 = Array.from({ length: 20 }, (_, i) => makeLeaderboardEntry(i + 1));

describe('LeaderboardPanel', () => {
  it("marks the caller's row 'Vous' inside the top 20, with rank, avatar initials, level and points", async () => {
    const entries = top20.map((entry) =>
      entry.rank === 2
        ? { ...entry, id: 12, username: 'claire', isCurrentUser: true, level: 8, levelName: 'Expertise' }
        : entry,
    );
    const fetchMock = mockFetch(() => json(entries));
    renderWithProviders(<LeaderboardPanel />, { user: makeUser() });

    const top = await screen.findByRole('list', { name: 'Les 20 premiers membres' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/gamification/leaderboard');
    const rows = within(top).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    const mine = rows[1]!;
    expect(within(mine).getByText('Vous')).toBeTruthy();
    expect(within(mine).getByText('claire')).toBeTruthy();
    expect(within(mine).getByText('CL')).toBeTruthy();
    expect(within(mine).getByText('Niveau 8 — Expertise')).toBeTruthy();
    expect(within(mine).getByText('998 points')).toBeTruthy();
    expect(mine.textContent).toContain('Rang 2');
    expect(within(rows[0]!).queryByText('Vous')).toBeNull();
    // Within the top 20, no separate 'Votre position' list.
    expect(screen.queryByRole('list', { name: 'Votre position' })).toBeNull();
    expect(screen.getAllByText('Vous')).toHaveLength(1);
  });

  it("sets the caller's own entry apart when it is after the top 20", async () => {
    const own = makeLeaderboardEntry(57, { id: 12, username: 'claire', points: 12, isCurrentUser: true });
    mockFetch(() => json([...top20, own]));
    renderWithProviders(<LeaderboardPanel />, { user: makeUser() });

    const top = await screen.findByRole('list', { name: 'Les 20 premiers membres' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(20);
    expect(within(top).queryByText('claire')).toBeNull();
    const apart = screen.getByRole('list', { name: 'Votre position' });
    const row = within(apart).getByRole('listitem');
    expect(row.textContent).toContain('Rang 57');
    expect(within(row).getByText('Vous')).toBeTruthy();
    expect(within(row).getByText('12 points')).toBeTruthy();
    expect(screen.getByText('…')).toBeTruthy();
  });

  it('tells a user who hid themself, with a link to the profile to change it', async () => {
    mockFetch(() => json(top20.slice(0, 3)));
    renderWithProviders(<LeaderboardPanel />, { user: makeUser({ showInLeaderboard: false }) });
    await screen.findByRole('list', { name: 'Les 3 premiers membres' });
    expect(screen.getByText(/Vous avez choisi de ne pas apparaître dans le classement/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier ce choix dans mon profil' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('says nobody has points yet, and says nothing of hiding to a listed user', async () => {
    mockFetch(() => json([]));
    renderWithProviders(<LeaderboardPanel />, { user: makeUser() });
    await screen.findByText(/Personne n'a encore gagné de points/);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(/Vous avez choisi de ne pas apparaître/)).toBeNull();
  });

  it('shows an error toast and a retry button when the leaderboard fails to load', async () => {
    mockFetch(() => json({ message: 'Erreur interne' }, { status: 500 }));
    renderWithProviders(<LeaderboardPanel />, { user: makeUser() });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Impossible de charger le classement.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        variant: 'destructive',
        title: 'Erreur',
        description: 'Impossible de charger le classement.',
      }),
    );
  });
});
