import type { PublicUser } from '@shared/features/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { AuthProvider } from '@/features/auth/use-auth';
import { queryClient } from '@/lib/query-client';
import { makeTestUser } from '@/lib/test-user';

import { ProtectedRoute } from './protected-route';

const baseUser = makeTestUser();

function renderAt(path: string, access: 'user' | 'premium' | 'moderator' | 'admin', user: PublicUser | null) {
  queryClient.setQueryData(userQueryOptions().queryKey, user);
  const router = createMemoryRouter(
    [
      {
        path: '/guarded',
        element: (
          <ProtectedRoute access={access}>
            <p>Page protégée</p>
          </ProtectedRoute>
        ),
      },
      { path: '/auth', element: <p>Page de connexion</p> },
      { path: '/subscription', element: <p>Page abonnement</p> },
      { path: '/', element: <p>Accueil</p> },
    ],
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

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('ProtectedRoute (SPEC §2, §6)', () => {
  it('sends a visitor to /auth', async () => {
    renderAt('/guarded', 'user', null);
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
  });

  it('lets a logged-in user in', async () => {
    renderAt('/guarded', 'user', baseUser);
    expect(await screen.findByText('Page protégée')).toBeTruthy();
  });

  it('sends a user without the role home, and lets a moderator into moderator pages only', async () => {
    renderAt('/guarded', 'admin', { ...baseUser, role: 'moderator' });
    expect(await screen.findByText('Accueil')).toBeTruthy();
  });

  it('never treats a user without e-mail as an admin', async () => {
    renderAt('/guarded', 'admin', { ...baseUser, email: null });
    expect(await screen.findByText('Accueil')).toBeTruthy();
  });

  it('lets a user with a free trial left into the assistant', async () => {
    renderAt('/guarded', 'premium', baseUser);
    expect(await screen.findByText('Page protégée')).toBeTruthy();
  });

  it('sends a user whose trial is used and who has no active plan to /subscription', async () => {
    renderAt('/guarded', 'premium', {
      ...baseUser,
      freeTrialsUsed: 1,
      trialMessagesLeft: 0,
      subscriptionExpiresAt: '2020-01-01T00:00:00Z',
    });
    expect(await screen.findByText('Page abonnement')).toBeTruthy();
  });

  it('keeps the trial conversation open while it has messages left', async () => {
    renderAt('/guarded', 'premium', { ...baseUser, freeTrialsUsed: 1, trialMessagesLeft: 4 });
    expect(await screen.findByText('Page protégée')).toBeTruthy();
  });

  it('lets a subscriber and an admin through the subscription gate', async () => {
    renderAt('/guarded', 'premium', {
      ...baseUser,
      freeTrialsUsed: 1,
      trialMessagesLeft: 0,
      subscriptionExpiresAt: '2999-01-01T00:00:00Z',
    });
    expect(await screen.findByText('Page protégée')).toBeTruthy();
  });
});
