import type { ForumNotification, NotificationList } from '@shared/features/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NotificationBell } from './notification-bell';

const recent = new Date(Date.now() - 3 * 3600 * 1000).toISOString();

function notification(overrides: Partial<ForumNotification>): ForumNotification {
  return {
    id: 1,
    type: 'topic_approved',
    topicId: 12,
    commentId: null,
    topicTitle: 'Toilette et refus de soins',
    reason: null,
    read: false,
    createdAt: recent,
    ...overrides,
  };
}

let list: NotificationList;
const calls: { url: string; method: string }[] = [];

beforeEach(() => {
  calls.length = 0;
  list = { unreadCount: 0, items: [] };
  // Radix positions the menu with floating-ui, which observes sizes: jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      if (url === '/api/notifications') return Response.json(list);
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.hash}</p>;
}

function renderBell() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <NotificationBell />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const gets = () => calls.filter((call) => call.method === 'GET').length;

describe('NotificationBell', () => {
  it('shows the unread count in its name and its badge', async () => {
    list = {
      unreadCount: 3,
      items: [notification({ id: 1 }), notification({ id: 2 }), notification({ id: 3 })],
    };
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 non lues' });
    expect(bell.textContent).toBe('3');
  });

  it('caps the badge at 9+', async () => {
    list = { unreadCount: 14, items: [notification({})] };
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 14 non lues' });
    expect(bell.textContent).toBe('9+');
  });

  it('has no count when nothing is unread, and says so when empty; it refetches on opening', async () => {
    renderBell();
    await waitFor(() => expect(gets()).toBe(1));
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.textContent).toBe('');

    await userEvent.click(bell);
    expect(await screen.findByText('Aucune notification pour le moment.')).toBeTruthy();
    await waitFor(() => expect(gets()).toBe(2));
  });

  it('stays quiet when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Erreur interne' }, { status: 500 })),
    );
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    expect(await screen.findByText('Les notifications ne sont pas disponibles pour le moment.')).toBeTruthy();
    expect(bell.textContent).toBe('');
  });

  it('lists the texts with the reason of a rejection, marks one read and opens its comment', async () => {
    list = {
      unreadCount: 1,
      items: [
        notification({
          id: 8,
          type: 'comment_rejected',
          commentId: 40,
          reason: 'Hors sujet pour ce forum',
        }),
        notification({ id: 7, type: 'topic_like', read: true }),
      ],
    };
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 non lue' }));

    const rejected = await screen.findByRole('menuitem', {
      name: /Votre commentaire sur « Toilette et refus de soins » n'a pas été accepté par la modération\./,
    });
    expect(rejected.textContent).toContain('Non lue');
    expect(rejected.textContent).toContain('Motif : Hors sujet pour ce forum');
    expect(rejected.textContent).toContain('Il y a 3 heures');
    expect(screen.getByRole('menuitem', { name: /a reçu un « j'aime »/ }).textContent).not.toContain(
      'Non lue',
    );

    await userEvent.click(rejected);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/forum/topic/12#comment-40'));
    expect(calls).toContainEqual({ url: '/api/notifications/8/read', method: 'POST' });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('marks everything read', async () => {
    list = { unreadCount: 2, items: [notification({ id: 1 }), notification({ id: 2 })] };
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 non lues' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(calls).toContainEqual({ url: '/api/notifications/read-all', method: 'POST' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
  });
});
