import type { ForumCategory } from '@shared/features/forum';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  makeTopic,
  makeUser,
  NoopResizeObserver,
  renderPage,
} from '@/features/forum/components/topic-test-fixtures';
import { queryClient } from '@/lib/query-client';

import ForumNewPage from './forum-new';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
vi.stubGlobal('ResizeObserver', NoopResizeObserver);

afterEach(() => {
  cleanup();
  queryClient.clear();
  toast.mockClear();
  fetchMock.mockReset();
  sessionStorage.clear();
});

const categories: ForumCategory[] = [
  { id: 1, name: 'Humanitude', description: 'Approche Humanitude', order: 0, topicCount: 2 },
  { id: 2, name: 'Montessori', description: 'Approche Montessori', order: 1, topicCount: 0 },
];

/** Categories answer `categoriesAnswer`; a new topic answers `createAnswer`. */
function serve(
  categoriesAnswer: () => Response,
  createAnswer: () => Response = () => json(makeTopic(), 201),
) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/forum/categories') return categoriesAnswer();
    if (key === 'POST /api/forum/topics') return createAnswer();
    throw new Error(`Requête inattendue : ${key}`);
  });
}

function openPage(search = '') {
  renderPage(<ForumNewPage />, { user: makeUser(), path: `/forum/new${search}`, pattern: '/forum/new' });
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('/forum/new (SPEC "Forum screens", §5, §8)', () => {
  it('shows the French errors of the topic schema and sends nothing', async () => {
    serve(() => json(categories));
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Nouveau sujet' })).toBeTruthy();
    expect(screen.getByText("Votre sujet sera vérifié par un modérateur avant d'être publié.")).toBeTruthy();
    await screen.findByRole('checkbox', { name: 'Humanitude' });
    await userEvent.type(screen.getByLabelText('Titre'), 'Aide');
    await userEvent.type(screen.getByLabelText('Contenu'), 'Trop court');
    await userEvent.click(screen.getByRole('button', { name: 'Publier le sujet' }));

    expect(await screen.findByText('Le titre doit contenir au moins 5 caractères')).toBeTruthy();
    expect(screen.getByText('Le contenu doit contenir au moins 20 caractères')).toBeTruthy();
    expect(screen.getByText('Sélectionnez au moins une catégorie')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('says there is no category yet and disables publishing', async () => {
    serve(() => json([]));
    openPage();
    expect(
      await screen.findByText(
        'Aucune catégorie disponible — Contactez un administrateur pour créer des catégories.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Publier le sujet' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows an alert with a retry when the categories cannot load', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1 ? json({ message: 'Erreur interne' }, 500) : json(categories);
    });
    openPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Impossible de charger les catégories');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive', title: 'Erreur' }));
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('checkbox', { name: 'Montessori' })).toBeTruthy();
  });

  it('pre-ticks the category of the URL and publishes, then goes to the forum', async () => {
    serve(() => json(categories));
    openPage('?category=2');
    const montessori = await screen.findByRole('checkbox', { name: 'Montessori' });
    expect(montessori.getAttribute('aria-checked')).toBe('true');
    await userEvent.type(screen.getByLabelText('Titre'), 'Un atelier Montessori');
    await userEvent.type(screen.getByLabelText('Contenu'), 'Comment organiser un atelier de tri ?');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Humanitude' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publier le sujet' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/forum'));
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({
      title: 'Un atelier Montessori',
      content: 'Comment organiser un atelier de tri ?',
      categories: [2, 1],
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sujet créé avec succès' }));
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores an unknown category of the URL', async () => {
    serve(() => json(categories));
    openPage('?category=99');
    await screen.findByRole('checkbox', { name: 'Humanitude' });
    await userEvent.type(screen.getByLabelText('Titre'), 'Un titre valable');
    await userEvent.type(screen.getByLabelText('Contenu'), 'Un contenu assez long pour passer.');
    await userEvent.click(screen.getByRole('button', { name: 'Publier le sujet' }));
    expect(await screen.findByText('Sélectionnez au moins une catégorie')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('keeps the text and shows the server message when publishing fails', async () => {
    serve(
      () => json(categories),
      () => json({ message: "Une ou plusieurs catégories sélectionnées n'existent pas" }, 400),
    );
    openPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Humanitude' }));
    await userEvent.type(screen.getByLabelText('Titre'), 'Un titre valable');
    await userEvent.type(screen.getByLabelText('Contenu'), 'Un contenu assez long pour passer.');
    await userEvent.click(screen.getByRole('button', { name: 'Publier le sujet' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Erreur',
        description: "Une ou plusieurs catégories sélectionnées n'existent pas",
      }),
    );
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Un titre valable');
    expect(screen.getByTestId('location').textContent).toBe('/forum/new');
  });

  it('keeps a draft of the title and content across a reload', async () => {
    serve(() => json(categories));
    openPage();
    await userEvent.type(screen.getByLabelText('Titre'), 'Brouillon');
    await userEvent.type(screen.getByLabelText('Contenu'), 'Début du texte');
    cleanup();
    queryClient.clear();

    openPage();
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Brouillon');
    expect((screen.getByLabelText('Contenu') as HTMLTextAreaElement).value).toBe('Début du texte');
  });
});
