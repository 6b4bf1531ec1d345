import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  json,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';

import { MyDataCard } from './my-data-card';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // jsdom has no object URLs: the test defines them, and removes them after.
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  toast.mockClear();
});

describe('MyDataCard (DECISIONS.md "Privacy")', () => {
  it('states the retention and downloads the export as sophia-mes-donnees.json', async () => {
    const fetchMock = mockFetch(() => json({ profile: { username: 'claire' }, conversations: [] }));
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('sophia-mes-donnees.json');
      expect(this.href).toBe('blob:export');
    });
    renderWithProviders(<MyDataCard />, { user: makeUser() });

    const card = screen.getByRole('region', { name: 'Mes données' });
    expect(card.textContent).toContain('conservées 12 mois');
    expect(card.textContent).toContain('ne servent jamais à entraîner un modèle');

    await userEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith('/api/user/export', expect.objectContaining({ method: 'GET' }));
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(JSON.parse(await (blob as Blob).text())).toEqual({
      profile: { username: 'claire' },
      conversations: [],
    });
  });

  it('says so when the export fails', async () => {
    mockFetch(() => json({ message: 'Non authentifié' }, { status: 401 }));
    renderWithProviders(<MyDataCard />, { user: makeUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Erreur',
        description: 'Non authentifié',
      }),
    );
  });
});
