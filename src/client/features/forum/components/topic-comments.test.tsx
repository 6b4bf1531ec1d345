import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';

import { groupComments } from './comment-thread';
import { TopicComments } from './topic-comments';
import { json, makeComment, makeTopic, makeUser, renderPage } from './topic-test-fixtures';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

afterEach(() => {
  cleanup();
  queryClient.clear();
  toast.mockClear();
  fetchMock.mockReset();
});

const topic = makeTopic();
const first = makeComment({ id: 1, userId: 5 });
const second = makeComment({ id: 2, userId: 6 });
const replyToFirst = makeComment({ id: 3, userId: 7, parentId: 1, content: 'Je réponds au premier' });
const replyToSecond = makeComment({ id: 4, userId: 8, parentId: 2, content: 'Je réponds au second' });
const comments = [first, second, replyToFirst, replyToSecond];

function renderComments(user = makeUser()) {
  renderPage(<TopicComments topic={topic} comments={comments} user={user} />, { user });
}

describe('groupComments (one level of replies)', () => {
  it('puts each reply under its parent, in order, and keeps orphans at the top level', () => {
    const orphan = makeComment({ id: 9, parentId: 99 });
    const groups = groupComments([...comments, orphan]);
    expect(groups.map((g) => [g.comment.id, g.replies.map((r) => r.id)])).toEqual([
      [1, [3]],
      [2, [4]],
      [9, []],
    ]);
  });
});

describe('TopicComments (SPEC "Forum screens")', () => {
  it('shows each reply indented inside its parent comment', () => {
    renderComments();
    const firstItem = screen.getByRole('article', { name: 'Commentaire de Utilisateur #5' }).closest('li');
    const replies = within(firstItem as HTMLElement).getByRole('list', { name: 'Réponses à Utilisateur #5' });
    expect(within(replies).getByText('Je réponds au premier')).toBeTruthy();
    expect(within(replies).queryByText('Je réponds au second')).toBeNull();
    // Replies take no reply: one 'Répondre' per top-level comment.
    expect(screen.getAllByRole('button', { name: /^Répondre/ })).toHaveLength(2);
  });

  it('says so when there is no comment yet', () => {
    const user = makeUser();
    renderPage(<TopicComments topic={topic} comments={[]} user={user} />, { user });
    expect(screen.getByText('Aucun commentaire pour le moment. Soyez le premier à réagir !')).toBeTruthy();
  });

  it('enters reply mode, focuses the text box, and leaves it on Annuler', async () => {
    renderComments();
    await userEvent.click(screen.getByRole('button', { name: 'Répondre à Utilisateur #6' }));
    expect(screen.getByText('Répondre à Utilisateur #6')).toBeTruthy();
    const textbox = screen.getByLabelText('Votre commentaire');
    expect(document.activeElement).toBe(textbox);

    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByText('Répondre à Utilisateur #6')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
  });

  it('sends the reply with its parent, then empties the form and leaves reply mode', async () => {
    fetchMock.mockResolvedValue(json(makeComment({ id: 10, parentId: 2, status: 'pending' }), 201));
    renderComments();
    await userEvent.click(screen.getByRole('button', { name: 'Répondre à Utilisateur #6' }));
    await userEvent.type(screen.getByLabelText('Votre commentaire'), 'Merci pour ce retour');
    await userEvent.click(screen.getByRole('button', { name: 'Publier le commentaire' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Commentaire ajouté',
        description: 'Il sera visible par tous après validation par un modérateur.',
      }),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/forum/topics/42/comments');
    expect(JSON.parse(String(init?.body))).toEqual({ content: 'Merci pour ce retour', parentId: 2 });
    expect((screen.getByLabelText('Votre commentaire') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByText('Répondre à Utilisateur #6')).toBeNull();
  });

  it('keeps the text and shows the server message when the post fails', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Vous devez être connecté' }, 401));
    renderComments();
    await userEvent.type(screen.getByLabelText('Votre commentaire'), 'Un avis utile');
    await userEvent.click(screen.getByRole('button', { name: 'Publier le commentaire' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Erreur',
        description: 'Vous devez être connecté',
      }),
    );
    expect((screen.getByLabelText('Votre commentaire') as HTMLTextAreaElement).value).toBe('Un avis utile');
  });

  it('refuses a comment shorter than 3 characters, in French, without calling the API', async () => {
    renderComments();
    await userEvent.type(screen.getByLabelText('Votre commentaire'), ' ab ');
    await userEvent.click(screen.getByRole('button', { name: 'Publier le commentaire' }));
    expect(await screen.findByText('Le commentaire doit contenir au moins 3 caractères')).toBeTruthy();
    expect(screen.getByLabelText('Votre commentaire').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in instead of showing the form', () => {
    renderPage(<TopicComments topic={topic} comments={comments} user={null} />);
    expect(screen.getByText('Connectez-vous pour commenter')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByLabelText('Votre commentaire')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Répondre/ })).toBeNull();
  });

  it('shows the pending badge, and the reason on the author’s own rejected comment', () => {
    const user = makeUser({ id: 5 });
    renderPage(
      <TopicComments
        topic={topic}
        comments={[
          makeComment({ id: 1, userId: 5, status: 'pending', isApproved: false, canEdit: true }),
          makeComment({
            id: 2,
            userId: 5,
            status: 'rejected',
            isApproved: false,
            rejectionReason: 'Hors sujet pour ce forum',
          }),
        ]}
        user={user}
      />,
      { user },
    );
    expect(screen.getByText("En attente d'approbation")).toBeTruthy();
    expect(screen.getByText('Refusé')).toBeTruthy();
    expect(screen.getByText('Motif : Hors sujet pour ce forum')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Modifier le commentaire' })).toHaveLength(1);
  });
});
