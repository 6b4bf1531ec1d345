import { type Gender, personDefault, renderGendered } from '../gender';
import type { CaseState } from '../types';
import type { SituationCard } from './catalogue';

/** The card's text agreed with the case: "il" for Monsieur Favre, "épuisé" for a man writing. */
export function genderedCard(card: SituationCard, state: CaseState): SituationCard {
  const genders = { person: state.person ?? null, reader: state.reader ?? null };
  const fallback: Gender = personDefault(state);
  const line = (text: string) => renderGendered(text, genders, fallback);
  return {
    ...card,
    title: line(card.title),
    summary: line(card.summary),
    meanings: card.meanings.map(line),
    now: card.now.map(line),
    strategies: card.strategies.map((strategy) => ({
      ...strategy,
      title: line(strategy.title),
      steps: strategy.steps.map(line),
      say: strategy.say.map(line),
    })),
    family: line(card.family),
    alert: card.alert.map(line),
    observe: card.observe.map(line),
    questions: card.questions.map(line),
  };
}
