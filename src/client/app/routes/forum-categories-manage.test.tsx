import type { ForumCategory } from '@shared/features/forum';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ForumCategoriesManagePage from './forum-categories-manage';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

let categories: ForumCategory[];
let createAnswer: () => Response;
const posts: unknown[] = [];

beforeEach(() => {
  posts.length = 0;
  categories = [
    { id: 2, name: 'Enfance', description: 'Crèches et écoles.', order: 1, topicCount: 0 },
    { id: 1, name: 'Personnes âgées', description: 'Accompagnement en EHPAD.', order: 0, topicCount: 2 },
  ];
  createAnswer = () => Response.json({ message: 'Une catégorie porte déjà ce nom' }, { status: 409 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url === '/api/forum/categories') {
        posts.push(JSON.parse(String(init.body)));
        return createAnswer();
      }
      return Response.json(categories);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ForumCategoriesManagePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/forum/categories/manage', () => {
  it('sorts the table by order', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gérer les catégories' })).toBeTruthy();
    const up = await screen.findByRole('button', { name: 'Monter « Personnes âgées »' });
    expect((up as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Descendre « Enfance »' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says when there is no category yet', async () => {
    categories = [];
    renderPage();
    expect(
      await screen.findByText('Aucune catégorie pour le moment. Créez la première ci-dessous.'),
    ).toBeTruthy();
  });

  it('keeps the form after a failed creation and empties it after a success', async () => {
    renderPage();
    const name = screen.getByLabelText('Nom') as HTMLInputElement;
    await userEvent.type(name, 'Handicap');
    await userEvent.type(screen.getByLabelText('Description'), 'Accueil spécialisé et inclusion.');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la catégorie' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ variant: 'destructive', description: 'Une catégorie porte déjà ce nom' }),
      ),
    );
    expect(name.value).toBe('Handicap');
    expect(posts).toEqual([{ name: 'Handicap', description: 'Accueil spécialisé et inclusion.', order: 0 }]);

    createAnswer = () =>
      Response.json(
        { id: 9, name: 'Handicap', description: 'Accueil spécialisé et inclusion.', order: 0, topicCount: 0 },
        { status: 201 },
      );
    await userEvent.click(screen.getByRole('button', { name: 'Créer la catégorie' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Catégorie créée', description: 'Handicap' }),
    );
    await waitFor(() => expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe(''));
  });

  it('loads a category into the form to edit it, and Annuler goes back to a new one', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier « Enfance »' }));
    expect(screen.getByRole('heading', { name: 'Modifier la catégorie' })).toBeTruthy();
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Enfance');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('heading', { name: 'Nouvelle catégorie' })).toBeTruthy();
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('');
  });
});
