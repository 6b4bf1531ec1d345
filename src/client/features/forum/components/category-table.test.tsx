import type { ForumCategory } from '@shared/features/forum';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CategoryTable } from './category-table';

const categories: ForumCategory[] = [
  { id: 3, name: 'Personnes âgées', description: 'Accompagnement en EHPAD.', order: 0, topicCount: 4 },
  { id: 1, name: 'Enfance', description: 'Crèches et écoles.', order: 1, topicCount: 1 },
  { id: 7, name: 'Handicap', description: 'Accueil spécialisé.', order: 2, topicCount: 0 },
];

afterEach(cleanup);

function renderTable(moving = false) {
  const handlers = { onMove: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  render(<CategoryTable categories={categories} editingId={null} moving={moving} {...handlers} />);
  return handlers;
}

describe('CategoryTable', () => {
  it('shows the columns and one row per category, in the given order', () => {
    renderTable();
    const table = screen.getByRole('table', { name: "Catégories du forum, dans leur ordre d'affichage" });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Nom', 'Description', 'Ordre', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Personnes âgées4 sujets',
      'Enfance1 sujet',
      'Handicap0 sujet',
    ]);
  });

  it('disables moving the first row up and the last row down', () => {
    renderTable();
    const up = (name: string) =>
      screen.getByRole('button', { name: `Monter « ${name} »` }) as HTMLButtonElement;
    const down = (name: string) =>
      screen.getByRole('button', { name: `Descendre « ${name} »` }) as HTMLButtonElement;
    expect(up('Personnes âgées').disabled).toBe(true);
    expect(down('Personnes âgées').disabled).toBe(false);
    expect(up('Enfance').disabled).toBe(false);
    expect(down('Enfance').disabled).toBe(false);
    expect(up('Handicap').disabled).toBe(false);
    expect(down('Handicap').disabled).toBe(true);
  });

  it('asks for a move, an edit or a deletion of the row', async () => {
    const { onMove, onEdit, onDelete } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Monter « Enfance »' }));
    expect(onMove).toHaveBeenCalledWith(categories[1], 'up');
    await userEvent.click(screen.getByRole('button', { name: 'Descendre « Personnes âgées »' }));
    expect(onMove).toHaveBeenLastCalledWith(categories[0], 'down');
    await userEvent.click(screen.getByRole('button', { name: 'Modifier « Handicap »' }));
    expect(onEdit).toHaveBeenCalledWith(categories[2]);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer « Enfance »' }));
    expect(onDelete).toHaveBeenCalledWith(categories[1]);
  });

  it('holds every move button while a move is on its way', () => {
    renderTable(true);
    for (const button of screen.getAllByRole('button', { name: /^(Monter|Descendre)/ })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });
});
