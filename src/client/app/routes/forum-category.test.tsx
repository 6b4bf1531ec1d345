import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  json,
  makeTopic,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';

import ForumCategoryPage from './forum-category';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

const category = {
  id: 3,
  name: 'Communication',
  description: 'Communiquer avec les personnes qui ne parlent plus.',
  order: 0,
  topicCount: 1,
};

function renderCategory(route: string, user = makeUser() as ReturnType<typeof makeUser> | null) {
  return renderWithProviders(<ForumCategoryPage />, { user, path: '/forum/category/:id', route });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

describe('/forum/category/{id} (SPEC "Forum screens", §8)', () => {
  it('shows the category, its topics, a search within it and a new topic in it', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/forum/categories/3') return json(category);
      if (url.pathname === '/api/forum/categories/3/topics') return json([makeTopic()]);
      if (url.pathname === '/api/forum/categories') return json([category]);
      return json({ message: 'Introuvable' }, { status: 404 });
    });
    renderCategory('/forum/category/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Communication' })).toBeTruthy();
    expect(screen.getByText(category.description)).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Rechercher dans cette catégorie...' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nouveau sujet' }).getAttribute('href')).toBe(
      '/forum/new?category=3',
    );
    expect(screen.getByRole('link', { name: 'Retour au forum' }).getAttribute('href')).toBe('/forum');
    expect(await screen.findByRole('link', { name: makeTopic().title })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/forum/categories/3/topics?sort=activity',
    );
  });

  it("shows 'Catégorie non trouvée' on a 404, without an error toast", async () => {
    mockFetch(() => json({ message: 'Catégorie non trouvée' }, { status: 404 }));
    renderCategory('/forum/category/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catégorie non trouvée' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au forum' }).getAttribute('href')).toBe('/forum');
    expect(toast).not.toHaveBeenCalled();
  });

  it("shows 'Catégorie non trouvée' for an id that cannot be one, without asking the server", () => {
    const fetchMock = mockFetch(() => json(category));
    renderCategory('/forum/category/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Catégorie non trouvée' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports another failure with a toast and a retry', async () => {
    mockFetch(() => json({ message: 'Erreur interne' }, { status: 500 }));
    renderCategory('/forum/category/3');
    expect(await screen.findByText('Erreur lors de la récupération de la catégorie')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Erreur', description: 'Impossible de charger la catégorie.' }),
      ),
    );
  });

  it("shows 'Aucun sujet trouvé' in an empty category", async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/forum/categories/3') return json(category);
      if (url.pathname === '/api/forum/categories/3/topics') return json([]);
      return json([category]);
    });
    renderCategory('/forum/category/3');
    expect(await screen.findByText('Aucun sujet trouvé')).toBeTruthy();
  });
});
