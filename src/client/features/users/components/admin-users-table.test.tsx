import type { AdminUser } from '@shared/features/users';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AdminUsersTable } from './admin-users-table';

afterEach(cleanup);

const DAY = 86_400_000;

function makeAdminUser(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: 1,
    username: 'claire',
    email: 'claire@example.org',
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

const users = [
  makeAdminUser({ id: 1, username: 'direction', role: 'admin', email: null }),
  makeAdminUser({
    id: 2,
    username: 'abonnee',
    role: 'moderator',
    subscriptionPlan: 'cancelled',
    subscriptionExpiresAt: new Date(Date.now() + 10 * DAY).toISOString(),
    stripeSubscriptionId: 'sub_1',
  }),
  makeAdminUser({
    id: 3,
    username: 'ancienne',
    subscriptionExpiresAt: new Date(Date.now() - DAY).toISOString(),
    stripeSubscriptionId: 'sub_2',
  }),
  makeAdminUser({ id: 4, username: 'gratuite' }),
];

function renderTable(currentUserId = 1) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(<AdminUsersTable users={users} currentUserId={currentUserId} onEdit={onEdit} onDelete={onDelete} />);
  const row = (name: string) => screen.getByText(name, { exact: true }).closest('tr') as HTMLElement;
  return { onEdit, onDelete, row };
}

describe('AdminUsersTable', () => {
  it('has the columns of SPEC and shows roles and subscription badges in French', () => {
    const { row } = renderTable();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Utilisateur',
      'Email',
      'Rôle',
      'Abonnement',
      'Actions',
    ]);
    const cells = (name: string) =>
      within(row(name))
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells('direction').slice(1, 4)).toEqual(['Aucune adresse', 'Administrateur', 'Aucun']);
    // Cancelled but paid until a future date: still active (SPEC §4).
    expect(cells('abonnee').slice(2, 4)).toEqual(['Modérateur', 'Actif']);
    expect(cells('ancienne').slice(2, 4)).toEqual(['Utilisateur', 'Inactif']);
    expect(cells('gratuite').slice(2, 4)).toEqual(['Utilisateur', 'Aucun']);
  });

  it("disables the delete button on the admin's own row only", async () => {
    const { onDelete, onEdit, row } = renderTable(1);
    const own = within(row('direction')).getByRole('button', { name: 'Supprimer « direction »' });
    expect((own as HTMLButtonElement).disabled).toBe(true);
    expect(row('direction').textContent).toContain('(vous)');
    for (const name of ['abonnee', 'ancienne', 'gratuite']) {
      const button = within(row(name)).getByRole('button', { name: `Supprimer « ${name} »` });
      expect((button as HTMLButtonElement).disabled).toBe(false);
    }
    await userEvent.click(within(row('gratuite')).getByRole('button', { name: 'Supprimer « gratuite »' }));
    expect(onDelete).toHaveBeenCalledWith(users[3]);
    await userEvent.click(within(row('direction')).getByRole('button', { name: 'Modifier « direction »' }));
    expect(onEdit).toHaveBeenCalledWith(users[0]);
  });
});
