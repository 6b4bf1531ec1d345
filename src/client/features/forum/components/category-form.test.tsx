import type { ForumCategory } from '@shared/features/forum';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CategoryForm } from './category-form';

afterEach(cleanup);

function renderForm(category?: ForumCategory) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(<CategoryForm category={category} pending={false} onSubmit={onSubmit} onCancel={onCancel} />);
  return { onSubmit, onCancel };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('CategoryForm (SPEC §5 "Forum category")', () => {
  it('starts empty with order 0, titled for a new category', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Nouvelle catégorie' })).toBeTruthy();
    expect(field('Nom').value).toBe('');
    expect(field('Ordre').value).toBe('0');
    expect(screen.getByRole('button', { name: 'Créer la catégorie' })).toBeTruthy();
  });

  it('shows the French messages and sends nothing', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(field('Nom'), 'ab');
    await userEvent.type(field('Description'), 'court');
    await userEvent.clear(field('Ordre'));
    await userEvent.type(field('Ordre'), '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la catégorie' }));

    expect(await screen.findByText('Le nom doit contenir au moins 3 caractères')).toBeTruthy();
    expect(screen.getByText('La description doit contenir au moins 10 caractères')).toBeTruthy();
    expect(screen.getByText("L'ordre doit être un nombre positif")).toBeTruthy();
    expect(field('Nom').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('turns a non-numeric order into 0', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(field('Nom'), '  Soins palliatifs ');
    await userEvent.type(field('Description'), 'Accompagner la fin de vie.');
    await userEvent.clear(field('Ordre'));
    await userEvent.type(field('Ordre'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la catégorie' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Soins palliatifs',
      description: 'Accompagner la fin de vie.',
      order: 0,
    });
  });

  it('loads the category being edited; Annuler leaves edit mode', async () => {
    const { onSubmit, onCancel } = renderForm({
      id: 4,
      name: 'Enfance',
      description: 'Crèches et écoles.',
      order: 3,
      topicCount: 2,
    });
    expect(screen.getByRole('heading', { name: 'Modifier la catégorie' })).toBeTruthy();
    expect(field('Nom').value).toBe('Enfance');
    expect(field('Ordre').value).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Enfance',
      description: 'Crèches et écoles.',
      order: 3,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('Annuler empties a new category form', async () => {
    const { onCancel } = renderForm();
    await userEvent.type(field('Nom'), 'Brouillon');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(field('Nom').value).toBe('');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
