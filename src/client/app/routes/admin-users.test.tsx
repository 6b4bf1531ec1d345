import type { AdminUser } from '@shared/features/users';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  json,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';

import AdminUsersPage from './admin-users';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

function makeAdminUser(id: number, username: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    username,
    email: `${username}@example.ch`,
    role: 'user',
    profilePicture: null,
    subscriptionStatus: 'free',
    subscriptionPlan: null,
    subscriptionExpiresAt: null,
    stripeSubscriptionId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const me = makeUser({ id: 1, username: 'direction', role: 'admin' });
let stored: AdminUser[];
let failList: boolean;
let answer: ((method: string, body: unknown) => Response) | null;
const calls: { method: string; url: URL; body: unknown }[] = [];

beforeEach(() => {
  stored = [
    makeAdminUser(1, 'direction', { role: 'admin' }),
    makeAdminUser(2, 'nadia'),
    makeAdminUser(3, 'paul', { role: 'moderator' }),
  ];
  failList = false;
  answer = null;
  calls.length = 0;
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (method !== 'GET') return answer ? answer(method, body) : new Response(null, { status: 204 });
    if (failList) return json({ message: 'Erreur interne' }, { status: 500 });
    // Two per page, keyset by id, like the server.
    const cursor = Number(url.searchParams.get('cursor') ?? 0);
    const q = url.searchParams.get('q') ?? '';
    const matching = stored.filter((u) => u.id > cursor && u.username.includes(q));
    const page = matching.slice(0, 2);
    const headers: Record<string, string> =
      matching.length > 2 ? { 'x-next-cursor': String(page.at(-1)?.id) } : {};
    return json(page, { headers });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

const listCalls = () => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/admin/users');
const row = (name: string) => screen.getByText(name, { exact: true }).closest('tr') as HTMLElement;

function renderPage() {
  return renderWithProviders(<AdminUsersPage />, { user: me, path: '/admin/users', route: '/admin/users' });
}

describe('/admin/users', () => {
  it('lists the users page by page, the own row not deletable', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gérer les utilisateurs' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    await screen.findByText('nadia');
    expect(screen.queryByText('paul')).toBeNull();
    expect(
      (within(row('direction')).getByRole('button', { name: 'Supprimer « direction »' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    await screen.findByText('paul');
    expect(listCalls().at(-1)?.url.searchParams.get('cursor')).toBe('2');
    expect(within(row('paul')).getByText('Modérateur')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
  });

  it('searches by name', async () => {
    renderPage();
    await screen.findByText('nadia');
    await userEvent.type(screen.getByLabelText('Rechercher un utilisateur'), 'pau');
    await waitFor(() => expect(screen.queryByText('nadia')).toBeNull());
    expect(screen.getByText('paul')).toBeTruthy();
    expect(listCalls().at(-1)?.url.searchParams.get('q')).toBe('pau');
  });

  it('says when the list cannot be loaded, and retries', async () => {
    failList = true;
    renderPage();
    expect(await screen.findByText('Erreur lors de la récupération des utilisateurs')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        variant: 'destructive',
        description: 'Erreur lors de la récupération des utilisateurs',
      }),
    );
    failList = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('nadia')).toBeTruthy();
  });

  it('keeps the form after a failed creation, then creates and refetches the list', async () => {
    answer = () => json({ message: "Ce nom d'utilisateur est déjà utilisé" }, { status: 409 });
    renderPage();
    await screen.findByText('nadia');
    await userEvent.click(screen.getByRole('button', { name: 'Nouvel utilisateur' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvel utilisateur' });
    await userEvent.type(within(dialog).getByLabelText("Nom d'utilisateur"), 'nadia');
    await userEvent.type(within(dialog).getByLabelText('Adresse e-mail'), 'nadia2@example.ch');
    await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          variant: 'destructive',
          description: "Ce nom d'utilisateur est déjà utilisé",
        }),
      ),
    );
    expect((within(dialog).getByLabelText("Nom d'utilisateur") as HTMLInputElement).value).toBe('nadia');

    answer = (_, body) => {
      const created = makeAdminUser(4, (body as AdminUser).username);
      stored.push(created);
      return json(created, { status: 201 });
    };
    const before = listCalls().length;
    const name = within(dialog).getByLabelText("Nom d'utilisateur");
    await userEvent.clear(name);
    await userEvent.type(name, 'nadine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Utilisateur créé' }));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      username: 'nadine',
      email: 'nadia2@example.ch',
      role: 'user',
      password: 'secret1',
    });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('edits a user without sending an empty password', async () => {
    answer = (_, body) => json({ ...stored[1], ...(body as object) });
    renderPage();
    await screen.findByText('nadia');
    await userEvent.click(within(row('nadia')).getByRole('button', { name: 'Modifier « nadia »' }));
    const dialog = screen.getByRole('dialog', { name: "Modifier l'utilisateur" });
    expect((within(dialog).getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe(
      'nadia@example.ch',
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Rôle'), 'Modérateur');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Utilisateur mis à jour' })),
    );
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/admin/users/2');
    expect(put?.body).toEqual({ username: 'nadia', email: 'nadia@example.ch', role: 'moderator' });
  });

  it('deletes after confirmation, with the fallback message when the server gives none', async () => {
    answer = () => new Response('', { status: 502 });
    renderPage();
    await screen.findByText('nadia');
    await userEvent.click(within(row('nadia')).getByRole('button', { name: 'Supprimer « nadia »' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Supprimer cet utilisateur ?' });
    expect(confirm.textContent).toContain('Utilisateur supprimé');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          variant: 'destructive',
          description: "Erreur lors de la suppression de l'utilisateur",
        }),
      ),
    );

    answer = () => {
      stored = stored.filter((u) => u.id !== 2);
      return new Response(null, { status: 204 });
    };
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(within(row('nadia')).getByRole('button', { name: 'Supprimer « nadia »' }));
    confirm = screen.getByRole('alertdialog', { name: 'Supprimer cet utilisateur ?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Utilisateur supprimé' })),
    );
    expect(calls.filter((c) => c.method === 'DELETE').at(-1)?.url.pathname).toBe('/api/admin/users/2');
    await waitFor(() => expect(screen.queryByText('nadia')).toBeNull());
  });
});
