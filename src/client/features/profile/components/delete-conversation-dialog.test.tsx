import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  json,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';

import { ConversationHistory } from './conversation-history';
import { makeEntry } from './profile-test-fixtures';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

async function openDeletion() {
  const card = await screen.findByRole('article', { name: 'Refus de soins le matin chez Mme [nom]' });
  await userEvent.click(within(card).getByRole('tab', { name: 'Détails' }));
  await userEvent.click(within(card).getByRole('button', { name: 'Supprimer la conversation' }));
  return screen.getByRole('alertdialog', { name: 'Supprimer cette conversation ?' });
}

describe('Deleting a conversation from the profile', () => {
  it('asks for confirmation, and cancelling deletes nothing', async () => {
    const fetchMock = mockFetch(() => json([makeEntry()]));
    renderWithProviders(<ConversationHistory />, { user: makeUser() });
    const dialog = await openDeletion();
    expect(dialog.textContent).toContain('Cette action est irréversible.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('deletes on confirmation, refreshes the list and moves focus to its heading', async () => {
    let deleted = false;
    const fetchMock = mockFetch((_url, init) => {
      if (init?.method === 'DELETE') {
        deleted = true;
        return new Response(null, { status: 204 });
      }
      return json(deleted ? [] : [makeEntry()]);
    });
    renderWithProviders(<ConversationHistory />, { user: makeUser() });
    const dialog = await openDeletion();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    await screen.findByText('Aucune conversation ces 10 derniers jours');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/conversations/7',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(toast).toHaveBeenCalledWith({
      title: 'Conversation supprimée',
      description: 'Refus de soins le matin chez Mme [nom]',
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Conversations récentes' })),
    );
  });

  it('keeps the dialog open with the fallback message when the deletion fails', async () => {
    mockFetch((_url, init) =>
      init?.method === 'DELETE' ? new Response('', { status: 500 }) : json([makeEntry()]),
    );
    renderWithProviders(<ConversationHistory />, { user: makeUser() });
    const dialog = await openDeletion();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Erreur',
        description: 'Impossible de supprimer la conversation',
      }),
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
