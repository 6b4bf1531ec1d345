import type { AdminUser } from '@shared/features/users';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AdminUserForm } from './admin-user-form';

afterEach(cleanup);

const claire: AdminUser = {
  id: 12,
  username: 'claire',
  email: 'claire@example.org',
  role: 'moderator',
  profilePicture: null,
  subscriptionStatus: 'free',
  subscriptionPlan: null,
  subscriptionExpiresAt: null,
  stripeSubscriptionId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderForm(user?: AdminUser) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(<AdminUserForm user={user} pending={false} onSubmit={onSubmit} onCancel={onCancel} />);
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return {
    onSubmit,
    onCancel,
    username: field("Nom d'utilisateur"),
    email: field('Adresse e-mail'),
    role: screen.getByLabelText('Rôle') as HTMLSelectElement,
    password: field('Mot de passe'),
    save: () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' })),
  };
}

describe('AdminUserForm, creating', () => {
  it('shows the French message of every empty field, the password being required', async () => {
    const form = renderForm();
    expect(form.role.value).toBe('user');
    await form.save();
    for (const message of [
      "Le nom d'utilisateur doit contenir au moins 3 caractères",
      "L'adresse e-mail n'est pas valide",
      "Le mot de passe est requis lors de la création d'un utilisateur",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(form.username.getAttribute('aria-invalid')).toBe('true');
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a too long username and a password under 6 characters', async () => {
    const form = renderForm();
    await userEvent.type(form.username, 'a'.repeat(51));
    await userEvent.type(form.email, 'pas-une-adresse');
    await userEvent.type(form.password, '12345');
    await form.save();
    expect(await screen.findByText("Le nom d'utilisateur ne peut pas dépasser 50 caractères")).toBeTruthy();
    expect(screen.getByText("L'adresse e-mail n'est pas valide")).toBeTruthy();
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeTruthy();
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('sends the fields, the e-mail in lower case and the chosen role', async () => {
    const form = renderForm();
    await userEvent.type(form.username, 'Nadia');
    await userEvent.type(form.email, 'Nadia@Example.CH');
    await userEvent.selectOptions(form.role, 'Administrateur');
    await userEvent.type(form.password, 'secret1');
    await form.save();
    await waitFor(() => expect(form.onSubmit).toHaveBeenCalled());
    expect(form.onSubmit.mock.calls[0]?.[0]).toEqual({
      username: 'Nadia',
      email: 'nadia@example.ch',
      role: 'admin',
      password: 'secret1',
    });
  });
});

describe('AdminUserForm, editing', () => {
  it('loads the user and leaves an empty password out of the request', async () => {
    const form = renderForm(claire);
    expect(form.username.value).toBe('claire');
    expect(form.email.value).toBe('claire@example.org');
    expect(form.role.value).toBe('moderator');
    expect(form.password.value).toBe('');
    expect(screen.getByText('Laissez vide pour conserver le mot de passe actuel.')).toBeTruthy();
    expect(form.password.getAttribute('aria-describedby')).toBe('admin-user-password-hint');

    await userEvent.selectOptions(form.role, 'Utilisateur');
    await form.save();
    await waitFor(() => expect(form.onSubmit).toHaveBeenCalled());
    const data = form.onSubmit.mock.calls[0]?.[0];
    expect(JSON.parse(JSON.stringify(data))).toEqual({
      username: 'claire',
      email: 'claire@example.org',
      role: 'user',
    });
  });

  it('still refuses a new password under 6 characters', async () => {
    const form = renderForm(claire);
    await userEvent.type(form.password, 'abc');
    await form.save();
    expect(await screen.findByText('Le mot de passe doit contenir au moins 6 caractères')).toBeTruthy();
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('cancels without sending', async () => {
    const form = renderForm(claire);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(form.onCancel).toHaveBeenCalled();
    expect(form.onSubmit).not.toHaveBeenCalled();
  });
});
