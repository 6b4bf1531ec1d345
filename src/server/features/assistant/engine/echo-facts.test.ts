import { describe, expect, it } from 'vitest';
import { echoFacts, echoSentence } from './echo-facts';

describe('echoFacts', () => {
  it('takes up when, where, what was tried and the question, in the user’s words', () => {
    const text =
      'Une résidente refuse la douche le matin dans la salle de bain. On a essayé de changer l’heure. Que faire quand elle crie ?';
    expect(echoSentence(echoFacts(text))).toBe(
      'Cela se passe le matin, dans la salle de bain. Vous avez déjà essayé de changer l’heure : je pars de là.',
    );
  });

  it('does not take up a place the user denies', () => {
    expect(echoFacts('Il n’est pas en crèche, il reste avec moi à la maison.').where).toBeUndefined();
    expect(echoFacts('Ça arrive surtout en classe.').where).toBe('en classe');
  });

  it('says nothing when the message gives none of these facts', () => {
    expect(echoSentence(echoFacts('Il est agité.'))).toBe('');
    expect(echoFacts('Il est agité. Que faire quand il crie ?').question).toBe('Que faire quand il crie ?');
  });

  it('reads 4,000 adversarial characters in well under 50 ms', () => {
    for (const fragment of ['on a essayé de ', '? ', 'le matin dans la ', 'vers 1']) {
      const text = fragment.repeat(Math.ceil(4000 / fragment.length)).slice(0, 4000);
      const started = performance.now();
      echoFacts(text);
      expect(performance.now() - started).toBeLessThan(50);
    }
  });
});
