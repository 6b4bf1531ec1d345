import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RootLayout } from '@/components/layout/root-layout';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { AuthProvider } from '@/features/auth/use-auth';
import {
  json,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';
import { queryClient } from '@/lib/query-client';

import { QuizTab } from './quiz-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('QuizTab', () => {
  it('frames the embedded quiz, 800 px high, for a member', () => {
    renderWithProviders(<QuizTab />, { user: makeUser() });
    const frame = screen.getByTitle('Quiz Pro Care');
    expect(frame.getAttribute('src')).toBe('/quiz?embed=1');
    expect(frame.getAttribute('height')).toBe('800');
  });

  it('asks a visitor to log in instead', () => {
    renderWithProviders(<QuizTab />, { user: null });
    expect(screen.queryByTitle('Quiz Pro Care')).toBeNull();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();
  });
});

describe('RootLayout around /quiz?embed=1', () => {
  function renderLayoutAt(path: string) {
    mockFetch(() => json([]));
    queryClient.setQueryData(userQueryOptions().queryKey, makeUser());
    const router = createMemoryRouter(
      [{ element: <RootLayout />, children: [{ path: '/quiz', element: <p>Le quiz</p> }] }],
      { initialEntries: [path] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>,
    );
  }

  it('shows only the page inside the frame: no second header or footer', async () => {
    renderLayoutAt('/quiz?embed=1');
    expect(await screen.findByText('Le quiz')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('keeps the whole shell on /quiz itself', async () => {
    renderLayoutAt('/quiz');
    expect(await screen.findByText('Le quiz')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
