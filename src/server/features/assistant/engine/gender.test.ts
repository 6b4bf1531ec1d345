import { describe, expect, it } from 'vitest';
import { situationCards } from './cards/catalogue';
import { composeFromCard } from './compose-card';
import { personGender, readerGender, renderGendered, withGenders } from './gender';
import { emptyCase } from './types';

describe('the gender of the person cared for', () => {
  it.each([
    ['Monsieur Favre refuse la douche depuis lundi.', 'm'],
    ['M. [nom masqué] crie le soir dans le couloir.', 'm'],
    ['Mon père de 86 ans ne veut plus manger.', 'm'],
    ['Le résident de la chambre du fond déambule, elle dit qu’il cherche sa femme.', 'm'],
    ['Ma mère de 84 ans appelle sa maman toute la soirée.', 'f'],
    ['Une résidente repousse le gant de toilette, il faut parfois trois essais.', 'f'],
    ['Elle garde les comprimés dans la joue.', 'f'],
    ['Il mord les autres enfants à la crèche.', 'm'],
  ])('reads %s as %s', (text, gender) => {
    expect(personGender(text).gender).toBe(gender);
  });

  it('reads no gender where "il" names nobody', () => {
    expect(
      personGender('Il faut que je trouve une solution, il y a urgence à s’organiser.').gender,
    ).toBeNull();
  });

  it('keeps the gender through pronouns, and changes it only when the user names the person', () => {
    const father = withGenders(emptyCase(), 'Mon père refuse ses médicaments.');
    expect(father.person).toBe('m');
    // "elle" here is the nurse: a pronoun alone does not undo a named person.
    expect(withGenders(father, 'L’infirmière dit qu’elle a tout essayé.').person).toBe('m');
    // Another person named beside him ("avec notre fille") does not undo what is known.
    expect(
      withGenders(father, 'Il a 81 ans. Avec notre fille ça se passe mieux, il se laisse faire.').person,
    ).toBe('m');
    expect(withGenders(father, 'Non pardon, c’est ma mère, pas mon père.').person).toBe('f');
  });
});

describe('the gender of the writer', () => {
  it.each([
    ['Je suis épuisé, je n’en peux plus.', 'm'],
    ['Je suis infirmière en EMS depuis dix ans.', 'f'],
    ['Je suis vraiment très fatiguée ces temps.', 'f'],
    ['Je ne suis pas sûr de bien faire.', 'm'],
    ['Je me sens seule avec tout ça.', 'f'],
    ['Je suis sa fille et je m’occupe d’elle.', 'f'],
    ['Je suis en EMS depuis un mois.', null],
    ['Il est épuisé.', null],
  ])('reads %s as %s', (text, gender) => {
    expect(readerGender(text)).toBe(gender);
  });
});

describe('the cards’ gender markup', () => {
  it('renders each form, and the neutral one for a writer of unknown gender', () => {
    const line = '{Elle|Il} est {seule|seul} ; vous êtes [épuisée|épuisé|à bout].';
    expect(renderGendered(line, { person: 'm', reader: 'm' }, 'f')).toBe('Il est seul ; vous êtes épuisé.');
    expect(renderGendered(line, { person: null, reader: 'f' }, 'f')).toBe(
      'Elle est seule ; vous êtes épuisée.',
    );
    expect(renderGendered(line, { person: null, reader: null }, 'm')).toBe('Il est seul ; vous êtes à bout.');
    expect(renderGendered('Masqué : [nom masqué].', { person: 'm', reader: null }, 'f')).toBe(
      'Masqué : [nom masqué].',
    );
  });

  it('is well formed in every card: nothing of it is left once rendered', () => {
    const leftovers: string[] = [];
    for (const card of situationCards) {
      for (const gender of ['f', 'm'] as const) {
        const state = { ...emptyCase(), audience: card.audiences[0] ?? null, person: gender, reader: gender };
        const reply = composeFromCard(card, state, { resources: [], isFirstReply: true, given: [] });
        const later = composeFromCard(card, state, {
          resources: [],
          isFirstReply: false,
          given: reply.given,
        });
        for (const text of [reply.message, later.message]) {
          const left = text.match(/[{}|]|\[[^\]]*\|/g);
          if (left) leftovers.push(`${card.id} (${gender}): ${left.join(' ')}`);
        }
      }
    }
    expect(leftovers).toEqual([]);
  });

  it('speaks of a man in the masculine throughout a reply', () => {
    const card = situationCards.find((candidate) => candidate.id === 'refus-toilette-matin-demence');
    if (!card) throw new Error('card missing');
    const state = withGenders(
      { ...emptyCase(), audience: 'personnes_agees' },
      'Monsieur Favre refuse la toilette.',
    );
    const reply = composeFromCard(card, state, { resources: [], isFirstReply: false, given: [] });
    expect(reply.message).not.toMatch(/\bMadame\b|\bElle ne\b/);
  });

  it('reads 4,000 adversarial characters in well under 50 ms', () => {
    for (const text of ['il '.repeat(1334), 'je suis '.repeat(500), 'M. '.repeat(1333), '{a|'.repeat(1334)]) {
      const start = performance.now();
      personGender(text);
      readerGender(text);
      renderGendered(text, { person: 'm', reader: null }, 'f');
      expect(performance.now() - start).toBeLessThan(50);
    }
  });
});
