import { describe, expect, it } from 'vitest';
import { bankKinds, emergenciesIn, suicideSignalsIn } from './danger-bank';
import harm from './danger-phrases/harm.json' with { type: 'json' };
import medical from './danger-phrases/medical.json' with { type: 'json' };
import suicide from './danger-phrases/suicide.json' with { type: 'json' };

type Bank = Record<string, { danger: string[]; lookalike: string[] }>;
const entries = ([suicide, harm, medical] as Bank[]).flatMap((bank) => Object.entries(bank));

describe('the danger phrase bank', () => {
  it('never signals a kind on one of its own look-alikes', () => {
    const firing = entries.flatMap(([kind, { lookalike }]) =>
      lookalike.filter((text) => bankKinds(text).has(kind)).map((text) => `${kind}: ${text}`),
    );
    expect(firing).toEqual([]);
  });

  it.each([
    // Paraphrases written for this test, not taken from the bank: other words (synonyms), other persons.
    ['Elle planque ses cachets sous son matelas depuis des semaines.', 'means'],
    ['Il a offert sa montre à son petit-fils hier, sans occasion.', 'farewell'],
    ['Elle voudrait s’endormir et ne plus jamais se réveiller.', 'leave'],
  ])('reads the meaning of a paraphrase: %s', (text, kind) => {
    expect(bankKinds(text)).toContain(kind);
  });

  it('tells the emergency of a kind that alarms alone, and the suicide signals apart', () => {
    const kinds = new Set(['violence_now', 'means', 'farewell']);
    expect(emergenciesIn(kinds)).toEqual(['violence']);
    expect(suicideSignalsIn(kinds)).toEqual(['means', 'farewell']);
  });

  it('stays quiet on ordinary care sentences', () => {
    for (const text of [
      'Il refuse de se lever le matin et reste au lit jusqu’à midi.',
      'Elle prend ses médicaments écrasés dans de la compote le soir.',
      'Notre fils autiste se tape la tête contre le mur quand il est frustré.',
    ])
      expect(emergenciesIn(bankKinds(text))).toEqual([]);
  });
});
