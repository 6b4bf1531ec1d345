import { describe, expect, it } from 'vitest';
import { cutAtWord } from './cut-text';

describe('cutAtWord', () => {
  it('keeps a short text whole', () => {
    expect(cutAtWord('Refus de la douche', 50)).toBe('Refus de la douche');
  });

  it('cuts at a word boundary, never inside a word or a placeholder', () => {
    const title = cutAtWord('Une résidente, [nom masqué], refuse la douche chaque matin en criant', 40);
    expect(title.length).toBeLessThanOrEqual(40);
    expect(title).toBe('Une résidente, [nom masqué], refuse la…');
  });
});
