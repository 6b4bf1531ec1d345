import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  json,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';
import { makeMyLevel } from '@/features/gamification/components/gamification-test-fixtures';

import GamificationPage from './gamification';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

function renderPage() {
  return renderWithProviders(<GamificationPage />, {
    user: makeUser(),
    path: '/gamification',
    route: '/gamification',
  });
}

describe('/gamification', () => {
  it('welcomes the user and explains how to earn points with the table of SPEC §9', async () => {
    mockFetch(() => json(makeMyLevel(40)));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Progression & badges' })).toBeTruthy();
    expect(screen.getByText('Bienvenue, claire !')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Points gagnés pour chaque action' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Action', 'Points']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Créer un nouveau sujet (publié après modération)', '+10'],
      ['Écrire un commentaire (publié après modération)', '+5'],
      ["Recevoir un j'aime", '+2'],
      ['Partager une ressource', '+15'],
      ['Se connecter (une fois par jour)', '+1'],
    ]);
    expect(screen.getByText(/une seule fois par quiz et par jour/)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Niveau',
      'Activités',
      'Classement',
    ]);
    await screen.findByText('Niveau 3 — Écoute');
  });

  it('shows the level, the points, the progress to the next level and the badges earned or to unlock', async () => {
    const fetchMock = mockFetch(() => json(makeMyLevel(40, ['first-comment'])));
    renderPage();

    await screen.findByText('Niveau 3 — Écoute');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/gamification/level');
    expect(screen.getByText('Vous prenez part aux échanges de la communauté.')).toBeTruthy();
    expect(screen.getByText('40 points')).toBeTruthy();
    // 40 points: a third of the way from 30 (Écoute) to 60 (Observation).
    const bar = screen.getByRole('progressbar', { name: 'Progression vers le niveau 4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByText('Encore 20 points pour atteindre le niveau 4 — Observation')).toBeTruthy();

    expect(screen.getByText('1 badge obtenu sur 11')).toBeTruthy();
    const earned = screen.getByRole('heading', { level: 3, name: 'Première contribution' }).closest('li')!;
    expect(earned.textContent).toContain('Obtenu le 3 mars 2026');
    expect(within(earned).queryByText('À débloquer')).toBeNull();
    const locked = screen.getByRole('heading', { level: 3, name: 'Assiduité' }).closest('li')!;
    expect(within(locked).getByText('À débloquer')).toBeTruthy();
    expect(within(locked).getByText("Sept jours de connexion d'affilée.")).toBeTruthy();
    expect(screen.getAllByText('À débloquer')).toHaveLength(10);
  });

  it('says so at the top level instead of a next level', async () => {
    mockFetch(() => json(makeMyLevel(3000)));
    renderPage();
    await screen.findByText('Niveau 13 — Sagesse');
    expect(
      screen.getByText('Vous avez atteint le plus haut niveau. Bravo pour votre engagement !'),
    ).toBeTruthy();
    expect(screen.queryByText(/Encore/)).toBeNull();
  });

  it('loads the history and the leaderboard only when their tab is opened', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/gamification/level') return json(makeMyLevel(5));
      return json([]);
    });
    renderPage();
    await screen.findByText('Niveau 1 — Premiers pas');
    expect(screen.getByText('Encore 5 points pour atteindre le niveau 2 — Découverte')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('tab', { name: 'Activités' }));
    await screen.findByText("Vous n'avez pas encore gagné de points");
    await userEvent.click(screen.getByRole('tab', { name: 'Classement' }));
    await screen.findByText(/Personne n'a encore gagné de points/);
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual([
      '/api/gamification/level',
      '/api/gamification/history?limit=20',
      '/api/gamification/leaderboard',
    ]);
  });

  it('shows an error toast and retries the level on demand', async () => {
    let fail = true;
    mockFetch(() => (fail ? json({ message: 'Erreur interne' }, { status: 500 }) : json(makeMyLevel(40))));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Impossible de charger votre progression.')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        variant: 'destructive',
        title: 'Erreur',
        description: 'Impossible de charger votre progression.',
      }),
    );
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByText('Niveau 3 — Écoute')).toBeTruthy());
  });
});
