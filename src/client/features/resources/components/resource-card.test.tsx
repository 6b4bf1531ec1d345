import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { AuthProvider } from '@/features/auth/use-auth';
import { queryClient } from '@/lib/query-client';

import { type CardResource, ResourceCard } from './resource-card';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

const base: CardResource = {
  id: 7,
  title: 'Valider les émotions',
  description: 'Une description courte.',
  type: 'ouvrage',
  approach: 'validation',
  audience: 'personnes_agees',
  publisher: 'Naomi Feil',
};

function renderCard(resource: CardResource, onOpen?: (resource: CardResource) => void) {
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ResourceCard resource={resource} onOpen={onOpen} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => queryClient.setQueryData(userQueryOptions().queryKey, null));
afterEach(() => {
  cleanup();
  queryClient.clear();
  toast.mockClear();
});

describe('ResourceCard (SPEC "Resource cards and dialog")', () => {
  it('shows French labels and cuts the description at 150 characters', () => {
    renderCard({ ...base, description: 'a'.repeat(200) });
    expect(screen.getByText('Livre')).toBeTruthy();
    expect(screen.getByText('Validation')).toBeTruthy();
    expect(screen.getByText('Personnes âgées')).toBeTruthy();
    expect(screen.getByText(`${'a'.repeat(150)}…`)).toBeTruthy();
    expect(screen.queryByText('Personnalisé')).toBeNull();
  });

  it('opens the dialog when the resource has content', async () => {
    const onOpen = vi.fn();
    renderCard({ ...base, hasContent: true, link: 'https://example.org' }, onOpen);
    await userEvent.click(screen.getByRole('button', { name: base.title }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it('counts content as available above 10 characters only', () => {
    const onOpen = vi.fn();
    renderCard({ ...base, id: undefined, content: '<p>x</p>', link: 'https://example.org/a' }, onOpen);
    expect(screen.getByText('Personnalisé')).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(base.title) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Partager la ressource' })).toBeNull();
  });

  it('opens the link in a new tab without opener nor referrer', () => {
    renderCard({ ...base, link: 'https://example.org/outil' }, vi.fn());
    const link = screen.getByRole('link', { name: new RegExp(base.title) });
    expect(link.getAttribute('href')).toBe('https://example.org/outil');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says so when there is neither content nor link', async () => {
    renderCard(base, vi.fn());
    await userEvent.click(screen.getByRole('button', { name: base.title }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        description:
          "Cette ressource n'a pas de lien externe disponible. Cliquez sur la carte pour voir plus de détails.",
      }),
    );
  });
});
