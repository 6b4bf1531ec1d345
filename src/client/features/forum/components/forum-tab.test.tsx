import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, makeTopic, makeUser, mockFetch, renderWithProviders } from './forum-list-test-utils';
import { ForumTab } from './forum-tab';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

describe('ForumTab of /resources (SPEC "Resources and Forum page")', () => {
  it('asks a visitor to log in and loads nothing', () => {
    const fetchMock = mockFetch(() => json([]));
    renderWithProviders(<ForumTab />);
    expect(screen.getByRole('heading', { name: 'Connectez-vous pour accéder au forum' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/auth');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists the 5 most recent topics with the 'En attente d'approbation' badge when unapproved", async () => {
    const fetchMock = mockFetch(() =>
      json([
        makeTopic({ id: 1, title: 'Un sujet encore en attente', status: 'pending', isApproved: false }),
        makeTopic({ id: 2, title: 'Un sujet déjà publié' }),
      ]),
    );
    renderWithProviders(<ForumTab />, { user: makeUser() });
    const [pending, approved] = await screen.findAllByRole('article');
    expect(within(pending!).getByText("En attente d'approbation")).toBeTruthy();
    expect(
      within(pending!).getByRole('link', { name: 'Un sujet encore en attente' }).getAttribute('href'),
    ).toBe('/forum/topic/1');
    expect(within(pending!).getByText('Utilisateur #12')).toBeTruthy();
    expect(within(approved!).queryByText("En attente d'approbation")).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/forum/topics?sort=recent&limit=5');
    expect(screen.getByRole('link', { name: 'Nouveau sujet' }).getAttribute('href')).toBe('/forum/new');
    expect(screen.getByRole('link', { name: 'Voir tout le forum' }).getAttribute('href')).toBe('/forum');
    expect(screen.queryByRole('link', { name: 'Gérer les catégories' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Modération' })).toBeNull();
  });

  it('gives an admin the category and moderation buttons, a moderator the moderation one only', async () => {
    mockFetch(() => json([]));
    const { unmount } = renderWithProviders(<ForumTab />, { user: makeUser({ role: 'admin' }) });
    expect(screen.getByRole('link', { name: 'Gérer les catégories' }).getAttribute('href')).toBe(
      '/forum/categories/manage',
    );
    expect(screen.getByRole('link', { name: 'Modération' }).getAttribute('href')).toBe('/forum/moderation');
    unmount();

    renderWithProviders(<ForumTab />, { user: makeUser({ role: 'moderator' }) });
    expect(screen.queryByRole('link', { name: 'Gérer les catégories' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Modération' })).toBeTruthy();
  });

  it('fails silently into an empty list (SPEC §8)', async () => {
    mockFetch(() => json({ message: 'Erreur interne' }, { status: 500 }));
    renderWithProviders(<ForumTab />, { user: makeUser() });
    expect(await screen.findByText('Aucun sujet pour le moment')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });
});
