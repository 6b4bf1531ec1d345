import type { PublicUser } from '@shared/features/auth';
import type { ForumComment, ForumTopic, ForumTopicDetail } from '@shared/features/forum';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

import { userQueryOptions } from '@/features/auth/api/get-user';
import { AuthProvider } from '@/features/auth/use-auth';
import { queryClient } from '@/lib/query-client';
import { makeTestUser } from '@/lib/test-user';

/** Test data and a render helper for the topic page's tests (not loaded by the app). */

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return makeTestUser(overrides);
}

export function makeTopic(overrides: Partial<ForumTopic> = {}): ForumTopic {
  const userId = overrides.userId === undefined ? 9 : overrides.userId;
  return {
    id: 42,
    userId,
    author: { id: userId, name: `Utilisateur #${userId}`, role: 'user' },
    title: 'Accompagner un refus de soin',
    excerpt: 'Comment réagir quand une résidente refuse la toilette ?',
    content: 'Comment réagir quand une résidente refuse la toilette ?\nElle se met en colère.',
    status: 'approved',
    isApproved: true,
    viewCount: 12,
    likeCount: 3,
    commentCount: 0,
    categories: [{ id: 1, name: 'Humanitude' }],
    createdAt: '2026-11-18T10:00:00.000Z',
    lastActivityAt: '2026-11-18T10:00:00.000Z',
    updatedAt: '2026-11-18T10:00:00.000Z',
    likedByMe: false,
    canEdit: false,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<ForumComment> & { id: number }): ForumComment {
  const userId = overrides.userId === undefined ? 5 : overrides.userId;
  return {
    topicId: 42,
    userId,
    author: { id: userId, name: `Utilisateur #${userId}`, role: 'user' },
    content: `Commentaire numéro ${overrides.id}`,
    parentId: null,
    status: 'approved',
    isApproved: true,
    likeCount: 0,
    likedByMe: false,
    canEdit: false,
    createdAt: '2026-11-19T10:00:00.000Z',
    updatedAt: '2026-11-19T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(topic: ForumTopic, comments: ForumComment[] = []): ForumTopicDetail {
  return { topic, comments, categories: topic.categories };
}

/** Where the router is now, to assert navigations. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders `element` at `path` (matched by `pattern`) with the query cache, the given user and a
 * router whose other pages only name themselves.
 */
export function renderPage(
  element: ReactNode,
  {
    user = null,
    path = '/',
    pattern = '/',
  }: { user?: PublicUser | null; path?: string; pattern?: string } = {},
) {
  queryClient.setQueryData(userQueryOptions().queryKey, user);
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      { path: '/forum', element: <LocationProbe /> },
      { path: '/auth', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

/** A JSON answer as the API gives it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Radix's checkbox measures itself: jsdom has no ResizeObserver. */
export class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
