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

import { LeaderboardPreferenceCard } from './leaderboard-preference-card';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

describe('LeaderboardPreferenceCard', () => {
  it('hides the user from the leaderboard with PATCH /api/user/preferences and refreshes the leaderboard', async () => {
    const fetchMock = mockFetch(async (_url, init) =>
      json(makeUser({ showInLeaderboard: JSON.parse(String(init?.body)).showInLeaderboard })),
    );
    const { queryClient } = renderWithProviders(<LeaderboardPreferenceCard />, { user: makeUser() });
    queryClient.setQueryData(['gamification', 'leaderboard'], []);
    expect(screen.getByRole('region', { name: 'Classement' })).toBeTruthy();
    expect(screen.getByText(/montre le nom d'utilisateur, l'avatar, le niveau et les points/)).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'Apparaître dans le classement' });
    expect(box.getAttribute('aria-checked')).toBe('true');

    await userEvent.click(box);
    await waitFor(() => expect(box.getAttribute('aria-checked')).toBe('false'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/preferences',
      expect.objectContaining({ method: 'PATCH', body: '{"showInLeaderboard":false}' }),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData(userQueryOptions().queryKey)?.showInLeaderboard).toBe(false),
    );
    expect(queryClient.getQueryState(['gamification', 'leaderboard'])?.isInvalidated).toBe(true);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Préférence enregistrée',
        description: "Vous n'apparaissez plus dans le classement.",
      }),
    );
  });

  it("returns to the previous choice and shows the server's message when saving fails", async () => {
    mockFetch(() => json({ message: 'Valeur invalide' }, { status: 400 }));
    const { queryClient } = renderWithProviders(<LeaderboardPreferenceCard />, {
      user: makeUser({ showInLeaderboard: false }),
    });
    const box = screen.getByRole('checkbox', { name: 'Apparaître dans le classement' });
    expect(box.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(box);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ variant: 'destructive', title: 'Erreur', description: 'Valeur invalide' }),
      ),
    );
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(queryClient.getQueryData(userQueryOptions().queryKey)?.showInLeaderboard).toBe(false);
  });
});
