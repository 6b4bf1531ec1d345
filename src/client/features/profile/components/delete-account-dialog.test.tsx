import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { userQueryOptions } from '@/features/auth/api/get-user';
import {
  json,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';

import { DeleteAccountDialog } from './delete-account-dialog';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

function renderDialog() {
  const result = renderWithProviders(<DeleteAccountDialog />, {
    user: makeUser(),
    path: '/profile',
    route: '/profile',
  });
  // Something of the account's, which must not outlive it in the browser.
  result.queryClient.setQueryData(['profile', 'conversation-history', 'recent'], []);
  return result;
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Supprimer définitivement votre compte ?' });
  return {
    dialog,
    field: within(dialog).getByLabelText('Pour confirmer, saisissez SUPPRIMER'),
    confirm: within(dialog).getByRole('button', { name: 'Supprimer mon compte' }),
  };
}

describe('DeleteAccountDialog', () => {
  it('enables the deletion only once SUPPRIMER is typed, then deletes, empties the cache and goes home', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    const { queryClient } = renderDialog();
    const { dialog, field, confirm } = await openDialog();

    expect(dialog.textContent).toContain('Utilisateur supprimé');
    // The field, not 'Annuler', has the focus: it is what the user needs first.
    expect(document.activeElement).toBe(field);
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(field, 'supprimer');
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.clear(field);
    await userEvent.type(field, 'SUPPRIMER');
    expect(confirm).toHaveProperty('disabled', false);
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(confirm);
    await screen.findByText('Autre page');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user',
      expect.objectContaining({ method: 'DELETE', body: '{"confirm":"SUPPRIMER"}' }),
    );
    expect(queryClient.getQueryData(userQueryOptions().queryKey)).toBeNull();
    expect(queryClient.getQueryData(['profile', 'conversation-history', 'recent'])).toBeUndefined();
    expect(toast).toHaveBeenCalledWith({
      title: 'Compte supprimé',
      description: 'Vos données ont été effacées. Au revoir !',
    });
  });

  it("keeps the dialog open with the server's message when the deletion fails", async () => {
    mockFetch(() => json({ message: 'Confirmation invalide' }, { status: 400 }));
    const { queryClient } = renderDialog();
    const { dialog, field, confirm } = await openDialog();
    await userEvent.type(field, 'SUPPRIMER');
    await userEvent.click(confirm);

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Erreur',
        description: 'Confirmation invalide',
      }),
    );
    expect(dialog.isConnected).toBe(true);
    expect(field).toHaveProperty('value', 'SUPPRIMER');
    expect(queryClient.getQueryData(userQueryOptions().queryKey)).not.toBeNull();
    expect(screen.queryByText('Autre page')).toBeNull();
  });

  it("falls back to 'Impossible de supprimer le compte' without a server message", async () => {
    mockFetch(() => new Response('', { status: 502 }));
    renderDialog();
    const { field, confirm } = await openDialog();
    await userEvent.type(field, 'SUPPRIMER{Enter}');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ variant: 'destructive', description: 'Impossible de supprimer le compte' }),
      ),
    );
    expect(confirm.isConnected).toBe(true);
  });
});
