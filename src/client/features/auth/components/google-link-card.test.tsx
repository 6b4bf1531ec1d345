import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { userQueryOptions } from '@/features/auth/api/get-user';
import { AuthProvider } from '@/features/auth/use-auth';
import { makeTestUser } from '@/lib/test-user';

import { GoogleLinkCard } from './google-link-card';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  toast.mockClear();
});

/** The card on /profile for a signed-in user; any other page shows 'Autre page'. */
function renderCard(props: { googleEnabled: boolean; googleLinked: boolean }, route = '/profile') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQueryOptions().queryKey, makeTestUser());
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/profile" element={<GoogleLinkCard {...props} />} />
            <Route path="*" element={<p>Autre page</p>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('GoogleLinkCard (docs/decisions/012)', () => {
  it('offers a real link to start linking Google when Google is enabled and not linked', () => {
    renderCard({ googleEnabled: true, googleLinked: false });
    const region = screen.getByRole('region', { name: 'Connexion avec Google' });
    expect(region).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Lier mon compte Google' });
    expect(link.getAttribute('href')).toBe('/api/auth/google?link=1');
  });

  it('says the account is linked, with no link to follow', () => {
    renderCard({ googleEnabled: true, googleLinked: true });
    expect(screen.getByText(/Votre compte est lié à Google/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Lier mon compte Google' })).toBeNull();
  });

  it('shows nothing when Google sign-in is not enabled', () => {
    renderCard({ googleEnabled: false, googleLinked: false });
    expect(screen.queryByRole('region', { name: 'Connexion avec Google' })).toBeNull();
  });

  it('tells the outcome the server redirected back with, once', async () => {
    renderCard({ googleEnabled: true, googleLinked: true }, '/profile?notice=google-linked');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Compte Google lié',
        description: 'Votre compte Google est lié : vous pouvez désormais vous connecter avec Google.',
      }),
    );
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('tells why linking was refused', async () => {
    renderCard({ googleEnabled: true, googleLinked: false }, '/profile?notice=google-link-taken');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Liaison impossible',
        description: 'Ce compte Google est déjà lié à un autre compte Sophia.',
      }),
    );
  });
});
