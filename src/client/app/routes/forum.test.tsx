import type { ForumCategory } from '@shared/features/forum';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  json,
  makeTopic,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';

import ForumPage from './forum';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

const categories: ForumCategory[] = [
  { id: 1, name: 'Personnes âgées', description: 'Accompagner le grand âge.', order: 0, topicCount: 4 },
  { id: 2, name: 'Enfance', description: "Accompagner l'enfance.", order: 1, topicCount: 1 },
];

type Answers = {
  topics?: (url: URL) => Response;
  myTopics?: () => Response;
  counts?: () => Response;
};

function api(answers: Answers = {}) {
  return mockFetch((url) => {
    if (url.pathname === '/api/forum/categories') return json(categories);
    if (url.pathname === '/api/forum/topics') return answers.topics?.(url) ?? json([makeTopic()]);
    if (url.pathname === '/api/forum/my-topics') return answers.myTopics?.() ?? json([]);
    if (url.pathname === '/api/forum/moderation-counts')
      return answers.counts?.() ?? json({ topics: 0, comments: 0 });
    return json({ message: 'Introuvable' }, { status: 404 });
  });
}

function renderForum(user = makeUser() as ReturnType<typeof makeUser> | null, route = '/forum') {
  return renderWithProviders(<ForumPage />, { user, path: '/forum', route });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

describe('/forum (SPEC "Forum screens")', () => {
  it("offers 'Mes sujets' and 'Mes activités' to a logged-in user only", async () => {
    api();
    const { unmount } = renderForum(null);
    expect(screen.getByRole('tab', { name: 'Tous' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Récents' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Populaires' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Mes sujets' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Mes activités' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Participer au forum' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter pour participer' }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(screen.queryByRole('link', { name: 'Nouveau sujet' })).toBeNull();
    unmount();

    renderForum(makeUser());
    expect(screen.getByRole('tab', { name: 'Mes sujets' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mes activités' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mes sujets' }).getAttribute('href')).toBe('/forum/my-topics');
    expect(screen.getByRole('link', { name: 'Mes commentaires' }).getAttribute('href')).toBe(
      '/forum/my-comments',
    );
    expect(screen.getByRole('link', { name: 'Nouveau sujet' }).getAttribute('href')).toBe('/forum/new');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it('lists the categories with links and their topic counts', async () => {
    api();
    renderForum();
    const nav = await screen.findByRole('navigation', { name: 'Catégories' });
    const link = await within(nav).findByRole('link', { name: /Personnes âgées/ });
    expect(link.getAttribute('href')).toBe('/forum/category/1');
    expect(link.textContent).toContain('4');
    expect(within(nav).queryByRole('link', { name: 'Gérer les catégories' })).toBeNull();
  });

  it("shows 'Aucun sujet trouvé' when the list is empty", async () => {
    api({ topics: () => json([]) });
    renderForum();
    expect(await screen.findByText('Aucun sujet trouvé')).toBeTruthy();
  });

  it("shows 'Vous n'avez pas encore créé de sujet' in an empty 'Mes sujets' tab", async () => {
    const fetchMock = api();
    renderForum();
    await userEvent.click(screen.getByRole('tab', { name: 'Mes sujets' }));
    expect(await screen.findByText("Vous n'avez pas encore créé de sujet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer un sujet' }).getAttribute('href')).toBe('/forum/new');
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/forum/my-topics'))).toBe(
      true,
    );
  });

  it('asks each tab for its order and opens the tab given in the URL', async () => {
    const fetchMock = api();
    renderForum(makeUser(), '/forum?tab=populaires');
    expect(screen.getByRole('tab', { name: 'Populaires' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('link', { name: makeTopic().title });
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/forum/topics?sort=popular');

    await userEvent.click(screen.getByRole('tab', { name: 'Récents' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/forum/topics?sort=recent'),
    );
  });

  it('searches on the server once the typing pauses', async () => {
    const fetchMock = api();
    renderForum();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher dans le forum...' }), 'soir');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/forum/topics?q=soir&sort=activity',
      ),
    );
    // Debounced: no request per letter.
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('q=so&'))).toBe(false);
  });

  it("loads the next page with the cursor on 'Afficher plus de sujets'", async () => {
    const fetchMock = api({
      topics: (url) =>
        url.searchParams.get('cursor') === 'page-2'
          ? json([makeTopic({ id: 8, title: 'Un deuxième sujet de discussion' })])
          : json([makeTopic()], { headers: { 'x-next-cursor': 'page-2' } }),
    });
    renderForum();
    await userEvent.click(await screen.findByRole('button', { name: 'Afficher plus de sujets' }));
    expect(await screen.findByRole('link', { name: 'Un deuxième sujet de discussion' })).toBeTruthy();
    expect(screen.getByRole('link', { name: makeTopic().title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Afficher plus de sujets' })).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/forum/topics?sort=activity&cursor=page-2',
    );
  });

  it('reports a failed load with a toast and an inline retry', async () => {
    let fail = true;
    api({
      topics: () => (fail ? json({ message: 'Erreur interne' }, { status: 500 }) : json([makeTopic()])),
    });
    renderForum();
    expect(await screen.findByText('Erreur lors de la récupération des sujets')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        variant: 'destructive',
        title: 'Erreur',
        description: 'Impossible de charger les sujets du forum.',
      }),
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: makeTopic().title })).toBeTruthy();
  });

  it("shows moderators the 'Modération' card only while something is pending", async () => {
    api({ counts: () => json({ topics: 3, comments: 1 }) });
    const { unmount } = renderForum(makeUser({ role: 'moderator' }));
    expect(await screen.findByText('3 sujets en attente')).toBeTruthy();
    expect(screen.getByText('1 commentaire en attente')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accéder à la modération' }).getAttribute('href')).toBe(
      '/forum/moderation',
    );
    unmount();

    const fetchMock = api({ counts: () => json({ topics: 0, comments: 0 }) });
    renderForum(makeUser({ role: 'admin' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/forum/moderation-counts')).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Modération' })).toBeNull();
    expect((await screen.findByRole('link', { name: 'Gérer les catégories' })).getAttribute('href')).toBe(
      '/forum/categories/manage',
    );
  });

  it('does not ask a plain user for the moderation counts', async () => {
    const fetchMock = api();
    renderForum(makeUser());
    await screen.findByRole('link', { name: makeTopic().title });
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('moderation-counts'))).toBe(false);
  });
});
