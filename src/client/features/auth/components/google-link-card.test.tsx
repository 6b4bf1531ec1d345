import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeUser, renderWithProviders } from '@/features/forum/components/forum-list-test-utils';

import { GoogleLinkCard } from './google-link-card';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  toast.mockClear();
});

const renderCard = (props: { googleEnabled: boolean; googleLinked: boolean }, route = '/profile') =>
  renderWithProviders(<GoogleLinkCard {...props} />, { user: makeUser(), path: '/profile', route });

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
