import type { PublicUser } from '@shared/features/auth';
import type { ForumTopicDetail } from '@shared/features/forum';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  makeComment,
  makeDetail,
  makeTopic,
  makeUser,
  NoopResizeObserver,
  renderPage,
} from '@/features/forum/components/topic-test-fixtures';
import { queryClient } from '@/lib/query-client';

import ForumTopicPage from './forum-topic';

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
});

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Answers by "METHOD path"; anything else is a test mistake. */
function serve(routes: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Requête inattendue : ${key}`);
    return handler(init);
  });
}

function openTopic(id: string, user: PublicUser | null = makeUser()) {
  renderPage(<ForumTopicPage />, { user, path: `/forum/topic/${id}`, pattern: '/forum/topic/:id' });
}

const detail: ForumTopicDetail = makeDetail(makeTopic(), [makeComment({ id: 1 })]);

describe('/forum/topic/:id (SPEC "Forum screens")', () => {
  it('shows the topic line by line, its categories, views and the page title', async () => {
    serve({ 'GET /api/forum/topics/42': () => json(detail) });
    openTopic('42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accompagner un refus de soin' }),
    ).toBeTruthy();
    expect(screen.getByText('Comment réagir quand une résidente refuse la toilette ?').tagName).toBe('P');
    expect(screen.getByText('Elle se met en colère.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Humanitude' }).getAttribute('href')).toBe('/forum/category/1');
    expect(screen.getByText('12 vues')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au forum' }).getAttribute('href')).toBe('/forum');
    await waitFor(() => expect(document.title).toBe('Accompagner un refus de soin | Sophia'));
  });

  it('shows the like at once and puts it back with the server message when refused', async () => {
    let refuse: (response: Response) => void = () => {};
    serve({
      'GET /api/forum/topics/42': () => json(detail),
      'POST /api/forum/topics/42/like': () =>
        new Promise<Response>((resolve) => {
          refuse = resolve;
        }),
    });
    openTopic('42');
    const like = await screen.findByRole('button', { name: "J'aime (3)" });
    expect(like.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(like);
    const liked = await screen.findByRole('button', { name: "J'aime (4)" });
    expect(liked.getAttribute('aria-pressed')).toBe('true');

    refuse(json({ message: "Ce contenu n'est pas encore publié" }, 403));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Erreur',
        description: "Ce contenu n'est pas encore publié",
      }),
    );
    const back = await screen.findByRole('button', { name: "J'aime (3)" });
    expect(back.getAttribute('aria-pressed')).toBe('false');
  });

  it("disables the like on one's own topic and for a visitor, saying why", async () => {
    serve({ 'GET /api/forum/topics/42': () => json(detail) });
    openTopic('42', makeUser({ id: 9 }));
    const own = await screen.findByRole('button', { name: "J'aime (3)" });
    expect((own as HTMLButtonElement).disabled).toBe(true);
    expect(own.getAttribute('title')).toBe('Vous ne pouvez pas aimer votre propre contribution');
    cleanup();
    queryClient.clear();

    openTopic('42', null);
    const visitor = await screen.findByRole('button', { name: "J'aime (3)" });
    expect((visitor as HTMLButtonElement).disabled).toBe(true);
    expect(visitor.getAttribute('title')).toBe('Connectez-vous pour aimer');
  });

  it("shows the author's pending topic with its badge and lets them edit it", async () => {
    const pending = makeDetail(
      makeTopic({ userId: 1, status: 'pending', isApproved: false, canEdit: true }),
      [],
    );
    serve({
      'GET /api/forum/topics/42': () => json(pending),
      'GET /api/forum/categories': () =>
        json([
          { id: 1, name: 'Humanitude', description: 'x', order: 0, topicCount: 1 },
          { id: 2, name: 'Montessori', description: 'x', order: 1, topicCount: 0 },
        ]),
    });
    openTopic('42');
    expect(await screen.findByText("En attente d'approbation")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le sujet' });
    expect((within(dialog).getByLabelText('Titre') as HTMLInputElement).value).toBe(
      'Accompagner un refus de soin',
    );
    const humanitude = await within(dialog).findByRole('checkbox', { name: 'Humanitude' });
    expect(humanitude.getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByRole('checkbox', { name: 'Montessori' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it("shows a rejected topic's reason to its author", async () => {
    const rejected = makeDetail(
      makeTopic({ userId: 1, status: 'rejected', isApproved: false, rejectionReason: 'Doublon' }),
    );
    serve({ 'GET /api/forum/topics/42': () => json(rejected) });
    openTopic('42');
    expect(await screen.findByText('Refusé')).toBeTruthy();
    expect(screen.getByText('Motif : Doublon')).toBeTruthy();
  });

  it('gives a moderator the moderation buttons on the topic and on each comment', async () => {
    const pending = makeDetail(makeTopic({ status: 'pending', isApproved: false }), [
      makeComment({ id: 1, status: 'pending', isApproved: false }),
      makeComment({ id: 2 }),
    ]);
    serve({ 'GET /api/forum/topics/42': () => json(pending) });
    openTopic('42', makeUser({ role: 'moderator' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('button', { name: 'Approuver' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^(Rejeter|Retirer)$/ })).toHaveLength(3);
    cleanup();
    queryClient.clear();

    openTopic('42', makeUser({ role: 'user' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Approuver' })).toBeNull();
  });

  it('sends the versions it shows with the decisions on the topic and on a comment', async () => {
    const pending = makeDetail(
      makeTopic({ status: 'pending', isApproved: false, updatedAt: '2026-11-20T09:00:00.000Z' }),
      [makeComment({ id: 1, status: 'pending', isApproved: false, updatedAt: '2026-11-20T09:30:00.000Z' })],
    );
    const sent: Record<string, unknown> = {};
    const decide: (path: string) => Handler = (path) => (init) => {
      sent[path] = JSON.parse(String(init?.body));
      return json({});
    };
    serve({
      'GET /api/forum/topics/42': () => json(pending),
      'POST /api/forum/topics/42/approve': decide('topic'),
      'POST /api/forum/comments/1/approve': decide('comment'),
    });
    openTopic('42', makeUser({ role: 'moderator' }));
    await screen.findByRole('heading', { level: 1 });
    const [onTopic, onComment] = screen.getAllByRole('button', { name: 'Approuver' });
    await userEvent.click(onTopic!);
    await userEvent.click(onComment!);
    await waitFor(() =>
      expect(sent).toEqual({
        topic: { approved: true, seenUpdatedAt: '2026-11-20T09:00:00.000Z' },
        comment: { approved: true, seenUpdatedAt: '2026-11-20T09:30:00.000Z' },
      }),
    );
  });

  it("goes back to the forum with a toast on 'Sujet non trouvé'", async () => {
    serve({ 'GET /api/forum/topics/7': () => json({ message: 'Sujet non trouvé' }, 404) });
    openTopic('7');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/forum'));
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Erreur',
      description: 'Sujet non trouvé',
    });
  });

  it('explains a topic still awaiting approval (403)', async () => {
    serve({
      'GET /api/forum/topics/7': () => json({ message: "Ce sujet est en attente d'approbation" }, 403),
    });
    openTopic('7', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Ce sujet est en attente d'approbation" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au forum' })).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it('refuses an invalid id without asking the server', () => {
    openTopic('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'ID du sujet non valide' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry after a failed load', async () => {
    let calls = 0;
    serve({
      'GET /api/forum/topics/42': () => {
        calls += 1;
        return calls === 1 ? json({ message: 'Erreur interne' }, 500) : json(detail);
      },
    });
    openTopic('42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erreur lors de la récupération du sujet' }),
    ).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Erreur',
      description: 'Erreur lors de la récupération du sujet',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accompagner un refus de soin' }),
    ).toBeTruthy();
  });
});
