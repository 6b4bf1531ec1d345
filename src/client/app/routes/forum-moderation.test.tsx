import type { ForumCommentWithTopic, PendingTopic } from '@shared/features/forum';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ForumModerationPage from './forum-moderation';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

const author = { id: 12, name: 'Utilisateur #12', role: 'user' as const };
const createdAt = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();

const topic: PendingTopic = {
  id: 5,
  userId: 12,
  author,
  title: 'Refus de soins le matin',
  excerpt: '',
  content: `${'Une résidente refuse la toilette chaque matin. '.repeat(10)}FIN`,
  status: 'pending',
  isApproved: false,
  viewCount: 0,
  likeCount: 0,
  commentCount: 0,
  categories: [{ id: 1, name: 'Personnes âgées' }],
  createdAt,
  lastActivityAt: createdAt,
  updatedAt: '2026-11-19T08:30:00.000Z',
};

const comment: ForumCommentWithTopic = {
  id: 40,
  topicId: 5,
  topicTitle: 'Refus de soins le matin',
  userId: 12,
  author,
  content: 'Avez-vous essayé la toilette évaluative ?',
  parentId: 31,
  status: 'pending',
  isApproved: false,
  likeCount: 0,
  likedByMe: false,
  canEdit: false,
  createdAt,
  updatedAt: createdAt,
};

let answers: Record<string, () => Response>;

beforeEach(() => {
  answers = {
    '/api/forum/pending-topics': () => Response.json([topic]),
    '/api/forum/pending-comments': () => Response.json([comment]),
    '/api/forum/moderation-counts': () => Response.json({ topics: 1, comments: 1 }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (url: string) => answers[url]?.() ?? Response.json({ message: 'Introuvable' }, { status: 404 }),
    ),
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
      <MemoryRouter initialEntries={['/forum/moderation']}>
        <ForumModerationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/forum/moderation', () => {
  it('lists the pending topics with a 300-character preview and counts in the tabs', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Modération du forum' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Refus de soins le matin' });
    expect(card.textContent).not.toContain('FIN');
    expect(card.textContent).toContain('…');
    expect(
      within(card)
        .getByRole('link', { name: /Voir le sujet complet/ })
        .getAttribute('href'),
    ).toBe('/forum/topic/5');
    expect(within(card).getByRole('button', { name: 'Rejeter' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Approuver' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Sujets en attente (1)' })).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Commentaires en attente (1)' })).toBeTruthy();
  });

  it('approves the version of the topic it shows', async () => {
    const sent: unknown[] = [];
    answers['/api/forum/topics/5/approve'] = () => Response.json(topic);
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') sent.push(JSON.parse(String(init.body)));
      return answer(url, init);
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Refus de soins le matin' });
    await userEvent.click(within(card).getByRole('button', { name: 'Approuver' }));
    await waitFor(() =>
      expect(sent).toEqual([{ approved: true, seenUpdatedAt: '2026-11-19T08:30:00.000Z' }]),
    );
  });

  it('shows a pending reply with its topic and parent', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: /Commentaires en attente/ }));
    const card = await screen.findByRole('article');
    expect(card.textContent).toContain('En réponse au commentaire #31');
    expect(card.textContent).toContain('(sujet #5)');
    expect(within(card).getByRole('link', { name: '« Refus de soins le matin »' }).getAttribute('href')).toBe(
      '/forum/topic/5#comment-40',
    );
  });

  it('reads a 403 as an empty list', async () => {
    answers['/api/forum/pending-topics'] = () => Response.json({ message: 'Accès refusé' }, { status: 403 });
    renderPage();
    expect(await screen.findByText('Aucun sujet en attente de modération.')).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it('says when the pending topics cannot be fetched', async () => {
    answers['/api/forum/pending-topics'] = () => new Response('', { status: 500 });
    renderPage();
    expect(await screen.findByText('Erreur lors de la récupération des sujets en attente')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Erreur',
        description: 'Erreur lors de la récupération des sujets en attente',
      }),
    );
  });
});
