// Test helpers of the forum's list screens (imported by *.test.tsx only, never by the app).
import type { PublicUser } from '@shared/features/auth';
import type { ForumTopicSummary } from '@shared/features/forum';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

import { userQueryOptions } from '@/features/auth/api/get-user';
import { AuthProvider } from '@/features/auth/use-auth';
import { makeTestUser } from '@/lib/test-user';

export function makeTopic(overrides: Partial<ForumTopicSummary> = {}): ForumTopicSummary {
  return {
    id: 7,
    userId: 12,
    author: { id: 12, name: 'Utilisateur #12', role: 'user' },
    title: 'Accompagner une personne désorientée le soir',
    excerpt: 'Le soir, Mme D. cherche à rentrer chez elle. Comment la rassurer sans la contredire ?',
    status: 'approved',
    isApproved: true,
    viewCount: 12,
    likeCount: 3,
    commentCount: 2,
    categories: [{ id: 1, name: 'Personnes âgées' }],
    createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
    lastActivityAt: new Date().toISOString(),
    updatedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
    ...overrides,
  };
}

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return makeTestUser({ id: 12, email: 'claire@example.org', ...overrides });
}

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs `fetch` with one handler; unknown calls answer 404 so a test sees them fail. */
export function mockFetch(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(new URL(String(input), 'http://localhost'), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The pages' providers: a fresh query client (SPEC §9 defaults), the session's user, a router. */
export function renderWithProviders(
  ui: ReactNode,
  { user = null, path = '/', route = '/' }: { user?: PublicUser | null; path?: string; route?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  queryClient.setQueryData(userQueryOptions().queryKey, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<p>Autre page</p>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
