import { describe, expect, it } from 'vitest';
import { hasAny, hasPhrase, normalize } from './normalize';

describe('normalize', () => {
  it('removes accents, opens elisions and typographic apostrophes', () => {
    expect(normalize("L’enfant s'est jeté par terre, j'veux qu'il arrête !")).toBe(
      'le enfant se est jete par terre je veux que il arrete',
    );
    expect(normalize('Œdème à l’EHPAD')).toBe('oedeme a le ehpad');
  });

  it('matches whole words and prefixes', () => {
    const text = normalize('Elle est très agitée le soir');
    expect(hasPhrase(text, 'agit*')).toBe(true);
    expect(hasPhrase(text, 'le soir')).toBe(true);
    expect(hasPhrase(text, 'soi')).toBe(false);
    expect(hasAny(text, ['matin', 'tres agit*'])).toBe(true);
  });
});
