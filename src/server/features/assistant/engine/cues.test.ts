import { describe, expect, it } from 'vitest';
import { cluesIn } from './cues';
import { emptyCase } from './types';

const state = { ...emptyCase(), audience: 'personnes_agees' as const, person: 'm' as const };

describe('clues in the user’s words', () => {
  it('answers the facts of a follow-up: the shift change and the bustle, in the person’s gender', () => {
    const clues = cluesIn(
      'Ça commence au changement d’équipe, quand il y a beaucoup de passage.',
      state,
      new Set(),
      3,
    );
    expect(clues.map((clue) => clue.key)).toEqual(['clue:shift-change', 'clue:bustle']);
    expect(clues[0]?.text).toContain('reste avec lui');
    expect(clues.map((clue) => clue.text).join(' ')).not.toMatch(/[{}|]/);
  });

  it('says a clue once per conversation', () => {
    const again = cluesIn('Toujours au changement d’équipe.', state, new Set(['clue:shift-change']), 3);
    expect(again).toEqual([]);
  });

  it('names the pain scale of the audience', () => {
    const child = { ...state, audience: 'enfants' as const };
    expect(cluesIn('Je crois qu’il a mal au ventre.', child, new Set(), 2)[0]?.text).toContain('FLACC');
    expect(cluesIn('Je crois qu’il a mal au ventre.', state, new Set(), 2)[0]?.text).toContain('Algoplus');
  });

  it('does not read a carer’s own fatigue as the person’s', () => {
    const self = { ...state, speaker: 'self' as const };
    expect(cluesIn('J’ai mal dormi, nuit blanche encore.', self, new Set(), 2)).toEqual([]);
  });
});
