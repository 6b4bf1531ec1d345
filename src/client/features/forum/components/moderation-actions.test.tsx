import { rejectionReasons } from '@shared/features/forum';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ModerationActions, type ModerationActionsProps } from './moderation-actions';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () => Response.json({ id: 5 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

/** The `updatedAt` the screen displayed: sent with every decision (docs/decisions/017). */
const version = '2026-11-18T10:00:00.000Z';

function renderActions(props: Partial<ModerationActionsProps> = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ModerationActions kind="topic" id={5} topicId={5} status="pending" version={version} {...props} />
    </QueryClientProvider>,
  );
}

describe('ModerationActions', () => {
  it('approves a pending topic', async () => {
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Modération effectuée' })),
    );
    expect(calls).toEqual([
      {
        url: '/api/forum/topics/5/approve',
        method: 'POST',
        body: { approved: true, seenUpdatedAt: version },
      },
    ]);
  });

  it('sends the ready-made reason chosen in the rejection dialog', async () => {
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Rejeter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser ce sujet' });
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: rejectionReasons[1] }));
    expect((screen.getByLabelText('Motif (facultatif)') as HTMLTextAreaElement).value).toBe(
      rejectionReasons[1],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      {
        url: '/api/forum/topics/5/approve',
        method: 'POST',
        body: { approved: false, reason: 'Hors sujet pour ce forum', seenUpdatedAt: version },
      },
    ]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Modération effectuée' }));
  });

  it('sends a free-text reason for a comment, and none when left empty', async () => {
    renderActions({ kind: 'comment', id: 9, topicId: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Rejeter' }));
    await screen.findByRole('dialog', { name: 'Refuser ce commentaire' });
    await userEvent.type(screen.getByLabelText('Motif (facultatif)'), '  Nom du résident visible  ');
    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/forum/comments/9/approve',
      method: 'POST',
      body: { approved: false, reason: 'Nom du résident visible', seenUpdatedAt: version },
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Rejeter' }));
    await screen.findByRole('dialog');
    expect((screen.getByLabelText('Motif (facultatif)') as HTMLTextAreaElement).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual({ approved: false, seenUpdatedAt: version });
  });

  it("keeps the dialog and the reason when the server refuses, and shows the server's message", async () => {
    answer = () => Response.json({ message: 'Sujet non trouvé' }, { status: 404 });
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Rejeter' }));
    await screen.findByRole('dialog');
    await userEvent.type(screen.getByLabelText('Motif (facultatif)'), 'Doublon');
    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ variant: 'destructive', description: 'Sujet non trouvé' }),
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((screen.getByLabelText('Motif (facultatif)') as HTMLTextAreaElement).value).toBe('Doublon');
  });

  it('says when the item changed since it was displayed, and reloads it to be read again', async () => {
    const changed =
      "Cette publication a été modifiée depuis que vous l'avez ouverte. Relisez-la avant de la valider.";
    answer = () => Response.json({ message: changed }, { status: 409 });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const refresh = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <ModerationActions kind="comment" id={9} topicId={5} status="pending" version={version} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ variant: 'destructive', description: changed }),
      ),
    );
    expect(calls[0]?.body).toEqual({ approved: true, seenUpdatedAt: version });
    expect(refresh).toHaveBeenCalledWith({ queryKey: ['forum'] });
  });

  it('falls back to the French message when the server gives none', async () => {
    answer = () => new Response('', { status: 500 });
    renderActions({ kind: 'comment', id: 9 });
    await userEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Erreur lors de la modération du commentaire' }),
      ),
    );
  });

  it('offers to reverse a rejection, and to withdraw an approved item', () => {
    renderActions({ status: 'rejected' });
    expect(screen.getByRole('button', { name: 'Rétablir et approuver' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rejeter' })).toBeNull();
    cleanup();

    renderActions({ status: 'approved' });
    expect(screen.getByRole('button', { name: 'Retirer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approuver/ })).toBeNull();
  });

  it('offers no approval of one’s own item, only its rejection, and says another moderator decides', async () => {
    renderActions({ own: true });
    expect(screen.queryByRole('button', { name: /approuver/i })).toBeNull();
    expect(screen.getByText('Un autre modérateur doit approuver votre publication.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rejeter' })).toBeTruthy();
    cleanup();
    renderActions({ own: true, status: 'rejected' });
    expect(screen.queryByRole('button', { name: /approuver/i })).toBeNull();
  });
});
