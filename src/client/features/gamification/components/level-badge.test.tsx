import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { LevelBadge } from './level-badge';

afterEach(cleanup);

function badgeOf(level: number) {
  const { container } = render(<LevelBadge level={level} />);
  return container.querySelector('[data-slot="level-badge"]') as HTMLElement;
}

describe('LevelBadge', () => {
  it.each([
    [1, 'grey', 'bg-slate-100'],
    [2, 'grey', 'bg-slate-100'],
    [3, 'blue', 'bg-blue-100'],
    [4, 'blue', 'bg-blue-100'],
    [5, 'green', 'bg-green-100'],
    [7, 'green', 'bg-green-100'],
    [8, 'purple', 'bg-purple-100'],
    [11, 'purple', 'bg-purple-100'],
    [12, 'amber', 'bg-amber-100'],
    [13, 'amber', 'bg-amber-100'],
  ])('colours level %i %s (SPEC §4)', (level, tone, background) => {
    const badge = badgeOf(level);
    expect(badge.dataset.tone).toBe(tone);
    expect(badge.className).toContain(background);
  });

  it("shows 'Niv. N' and is read 'Niveau N', with the level's name when given", () => {
    render(<LevelBadge level={4} name="Observation" />);
    expect(screen.getByText('Niv. 4').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Niveau 4 — Observation')).toBeTruthy();
    cleanup();
    render(<LevelBadge level={9} />);
    expect(screen.getByText('Niveau 9')).toBeTruthy();
  });
});
