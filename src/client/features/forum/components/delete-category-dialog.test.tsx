import type { ForumCategory } from '@shared/features/forum';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DeleteCategoryDialog } from './delete-category-dialog';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

const category: ForumCategory = {
  id: 6,
  name: 'Handicap',
  description: 'Accueil spécialisé.',
  order: 2,
  topicCount: 3,
};
const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  toast.mockClear();
});

function renderDialog() {
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DeleteCategoryDialog category={category} onClose={onClose} onDeleted={onDeleted} />
    </QueryClientProvider>,
  );
  return { onClose, onDeleted };
}

describe('DeleteCategoryDialog (SPEC §8)', () => {
  it('warns that the deletion is irreversible and keeps the topics', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la catégorie « Handicap » ?' });
    expect(dialog.textContent).toContain(
      "Cette action est irréversible. Les sujets de cette catégorie ne seront pas supprimés, mais ils n'y seront plus rattachés.",
    );
  });

  it('deletes on confirmation, then says so', async () => {
    const { onClose, onDeleted } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/forum/categories/6',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(onDeleted).toHaveBeenCalledWith(category);
    expect(toast).toHaveBeenCalledWith({ title: 'Catégorie supprimée', description: 'Handicap' });
  });

  it('shows the French fallback when the deletion fails', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    const { onDeleted } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          variant: 'destructive',
          description: 'Erreur lors de la suppression de la catégorie',
        }),
      ),
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
