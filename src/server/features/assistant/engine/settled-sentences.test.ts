import { describe, expect, it } from 'vitest';
import { assessSafety } from './safety';
import { withoutSettledSentences } from './settled-sentences';

describe('dangers told as settled, taught or proposed', () => {
  it.each([
    // A placed child's past, already dealt with: the question is about nightmares today.
    'Elle avait été placée à 4 ans à cause de maltraitances de son père, c’était suivi par l’APEA. Depuis quelques semaines elle refait des cauchemars.',
    // A past emergency, handled: the question is about the shower.
    'La semaine dernière une résidente a fait une crise d’épilepsie, on a appelé le 144, elle a été hospitalisée deux jours et elle est rentrée en forme. Depuis elle refuse la douche.',
    // A restraint proposed: a question of rights and alternatives, not an abuse under way.
    'Un collègue propose de l’enfermer à clé dans sa chambre pendant les crises. Est-ce qu’on a le droit ?',
    // Teaching.
    'Je dois animer une séance pour mes collègues. Quels sont les signes qui peuvent faire penser qu’un enfant est maltraité à la maison ?',
    // A child who lived through violence, now placed: the question is about night terrors.
    'Un garçon de 6 ans arrivé au foyer il y a 3 semaines fait des terreurs nocturnes. Il a vécu des violences conjugales à la maison.',
    // A delusion and a fear, not a poisoning or a fall.
    'M. Giroud a encore refusé son repas, il dit que c’est empoisonné.',
    'Mon père voit des enfants dans sa chambre le soir, il a peur qu’ils tombent par la fenêtre.',
  ])('does not alarm on: %s', (text) => {
    expect(assessSafety(text).emergency).toEqual([]);
  });

  it.each([
    'Que peut-on faire, il a sorti un couteau et menace de la tuer ce soir.',
    'Elle avait été placée, et maintenant elle me dit que son père la frappe encore le week-end.',
    'Il y a deux semaines elle a fait une tentative de suicide, elle dit qu’elle recommencera.',
  ])('still alarms when the danger is now: %s', (text) => {
    expect(assessSafety(text).emergency.length).toBeGreaterThan(0);
  });

  it('reads 4,000 adversarial characters in well under 50 ms', () => {
    for (const text of ['a cause de '.repeat(364), 'propose de, '.repeat(333), 'x'.repeat(4000)]) {
      const start = performance.now();
      withoutSettledSentences(text);
      expect(performance.now() - start).toBeLessThan(50);
    }
  });
});
