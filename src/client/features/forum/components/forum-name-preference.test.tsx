import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { userQueryOptions } from '@/features/auth/api/get-user';
import { json, makeUser, mockFetch, renderWithProviders } from './forum-list-test-utils';
import { ForumNamePreference } from './forum-name-preference';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

describe('ForumNamePreference', () => {
  it("explains the 'Utilisateur #id' default and saves the choice with PATCH /api/user/preferences", async () => {
    const fetchMock = mockFetch(async (_url, init) =>
      json(makeUser({ showUsernameInForum: JSON.parse(String(init?.body)).showUsernameInForum })),
    );
    const { queryClient } = renderWithProviders(<ForumNamePreference />, { user: makeUser() });
    expect(screen.getByText(/Sinon, vous apparaissez comme « Utilisateur #12 »/)).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: "Afficher mon nom d'utilisateur sur le forum" });
    expect(box.getAttribute('aria-checked')).toBe('false');

    await userEvent.click(box);
    await waitFor(() => expect(box.getAttribute('aria-checked')).toBe('true'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/preferences',
      expect.objectContaining({ method: 'PATCH', body: '{"showUsernameInForum":true}' }),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData(userQueryOptions().queryKey)?.showUsernameInForum).toBe(true),
    );
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Préférence enregistrée' }));
  });

  it("keeps the previous choice and shows the server's message when saving fails", async () => {
    mockFetch(() => json({ message: 'Valeur invalide' }, { status: 400 }));
    renderWithProviders(<ForumNamePreference />, { user: makeUser() });
    const box = screen.getByRole('checkbox', { name: "Afficher mon nom d'utilisateur sur le forum" });
    await userEvent.click(box);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ variant: 'destructive', title: 'Erreur', description: 'Valeur invalide' }),
      ),
    );
    expect(box.getAttribute('aria-checked')).toBe('false');
  });
});
