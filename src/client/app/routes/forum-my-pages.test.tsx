import type { ForumCommentWithTopic } from '@shared/features/forum';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  json,
  makeTopic,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';

import ForumMyCommentsPage from './forum-my-comments';
import ForumMyTopicsPage from './forum-my-topics';

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }));

function makeComment(overrides: Partial<ForumCommentWithTopic> = {}): ForumCommentWithTopic {
  return {
    id: 40,
    topicId: 7,
    topicTitle: 'Accompagner une personne désorientée le soir',
    userId: 12,
    author: { id: 12, name: 'Utilisateur #12', role: 'user' },
    content: 'Nous utilisons un album photo.',
    parentId: null,
    status: 'approved',
    isApproved: true,
    likeCount: 1,
    likedByMe: false,
    canEdit: false,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/forum/my-topics', () => {
  it('shows every status, the pending notice and the rejection reason', async () => {
    mockFetch(() =>
      json([
        makeTopic({ id: 1, title: 'Sujet en attente de relecture', status: 'pending', isApproved: false }),
        makeTopic({
          id: 2,
          title: 'Sujet refusé par la modération',
          status: 'rejected',
          isApproved: false,
          rejectionReason: 'Hors sujet pour ce forum',
        }),
        makeTopic({ id: 3, title: 'Sujet publié et approuvé' }),
      ]),
    );
    renderWithProviders(<ForumMyTopicsPage />, { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes sujets' })).toBeTruthy();
    const [pending, rejected, approved] = await screen.findAllByRole('article');
    expect(within(pending!).getByText('En attente')).toBeTruthy();
    expect(
      within(pending!).getByText(
        'En attente de modération. Vous pouvez encore le modifier depuis la page du sujet.',
      ),
    ).toBeTruthy();
    expect(within(rejected!).getByText('Refusé')).toBeTruthy();
    expect(within(rejected!).getByText('Motif : Hors sujet pour ce forum')).toBeTruthy();
    expect(within(approved!).getByText('Approuvé')).toBeTruthy();
    expect(within(approved!).queryByText(/Motif/)).toBeNull();
  });

  it('invites to create a first topic when there is none', async () => {
    mockFetch(() => json([]));
    renderWithProviders(<ForumMyTopicsPage />, { user: makeUser() });
    expect(await screen.findByText("Vous n'avez pas encore créé de sujet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer un sujet' }).getAttribute('href')).toBe('/forum/new');
  });
});

describe('/forum/my-comments', () => {
  it("links each comment to its topic, and pages with 'Afficher plus de commentaires'", async () => {
    mockFetch((url) =>
      url.searchParams.get('cursor') === 'next'
        ? json([makeComment({ id: 41, topicId: 9, topicTitle: 'Un autre sujet', content: 'Deuxième page.' })])
        : json(
            [
              makeComment({
                status: 'rejected',
                isApproved: false,
                rejectionReason: 'Propos irrespectueux ou contraires à la charte',
              }),
            ],
            { headers: { 'x-next-cursor': 'next' } },
          ),
    );
    renderWithProviders(<ForumMyCommentsPage />, { user: makeUser() });
    const link = await screen.findByRole('link', {
      name: '« Accompagner une personne désorientée le soir »',
    });
    expect(link.getAttribute('href')).toBe('/forum/topic/7');
    expect(screen.getByText('Motif : Propos irrespectueux ou contraires à la charte')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus de commentaires' }));
    expect((await screen.findByRole('link', { name: '« Un autre sujet »' })).getAttribute('href')).toBe(
      '/forum/topic/9',
    );
  });

  it('sends to the forum when there is no comment yet', async () => {
    mockFetch(() => json([]));
    renderWithProviders(<ForumMyCommentsPage />, { user: makeUser() });
    expect(await screen.findByText("Vous n'avez pas encore écrit de commentaire")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Parcourir le forum' }).getAttribute('href')).toBe('/forum');
  });
});
