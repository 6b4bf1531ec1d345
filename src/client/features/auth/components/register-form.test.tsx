import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AuthProvider } from '@/features/auth/use-auth';

import { RegisterForm } from './register-form';

let posted = 0;

beforeEach(() => {
  posted = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') posted += 1;
      return url === '/api/user'
        ? Response.json({ message: 'Non connecté' }, { status: 401 })
        : Response.json({ message: 'Introuvable' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuthProvider>
          <RegisterForm />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function submitWith(username: string) {
  renderForm();
  await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), username);
  await userEvent.type(screen.getByLabelText('Adresse email'), 'claire@example.ch');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'Motdepasse1');
  await userEvent.click(screen.getByRole('button', { name: /inscri|compte/i }));
}

describe('RegisterForm usernames', () => {
  it('says a name like the forum’s own is reserved, without asking the server', async () => {
    await submitWith('Utilisateur #1');
    expect(await screen.findByText("Ce nom d'utilisateur est réservé.")).toBeTruthy();
    expect(screen.getByLabelText("Nom d'utilisateur").getAttribute('aria-invalid')).toBe('true');
    expect(posted).toBe(0);
  });

  it('says a hidden character is not allowed', async () => {
    await submitWith('claire\u200Bdupont');
    expect(await screen.findByText("Le nom d'utilisateur contient un caractère non autorisé.")).toBeTruthy();
    expect(posted).toBe(0);
  });
});
