import type { Audience } from '@shared/features/assistant';
import { genericQuestions, themeQuestions } from './follow-up-questions';
import { type CaseState, factIds, type ThemeId } from './types';

/**
 * What Sophia asks before proposing strategies (issue 5: one to three targeted questions when
 * who, where, when, the trigger or what was tried is missing), and the words she searches the
 * library with.
 */

/** What a question asks for; the order is the order of usefulness. */
export type FollowUpSlot = 'who' | 'theme' | 'when' | 'trigger' | 'tried' | 'where';

const MAX_QUESTIONS = 3;
/** After two rounds of questions Sophia proposes with what she has: asking forever helps no one. */
const MAX_ROUNDS = 2;

export function knownFacts(state: CaseState): number {
  return factIds.filter((id) => state.facts[id]).length;
}

/** Ask before proposing: nobody identified, no difficulty named, or fewer than two key facts. */
export function needsFollowUp(state: CaseState): boolean {
  if (state.followUpsAsked >= MAX_ROUNDS) return false;
  return state.audience === null || state.themes.length === 0 || knownFacts(state) < 2;
}

/** What is still unknown, most useful first. */
export function missingSlots(state: CaseState): FollowUpSlot[] {
  const slots: FollowUpSlot[] = [];
  if (state.audience === null || !state.facts.who) slots.push('who');
  if (state.themes.length === 0) slots.push('theme');
  if (!state.facts.when) slots.push('when');
  if (!state.facts.trigger) slots.push('trigger');
  if (!state.facts.tried) slots.push('tried');
  if (!state.facts.where && state.settings.length === 0) slots.push('where');
  return slots;
}

/** Zero to three questions about what is missing, in French, specific to the case. */
export function followUpQuestions(state: CaseState): string[] {
  const questions = missingSlots(state).map((slot) => questionFor(slot, state));
  return [...new Set(questions)].slice(0, MAX_QUESTIONS);
}

/** The theme the questions are about: the difficulty itself rather than a diagnosis that frames it. */
function focusTheme(state: CaseState): ThemeId | null {
  const context: readonly ThemeId[] = ['autisme', 'tdah'];
  return state.themes.find((theme) => !context.includes(theme)) ?? state.themes[0] ?? null;
}

/** The question for one missing slot, worded for this case. */
export function questionFor(slot: FollowUpSlot, state: CaseState): string {
  const focus = focusTheme(state);
  const base = focus ? themeQuestions[focus] : null;
  const forTheme = base && state.audience === 'enfants' ? { ...base, ...base.child } : base;
  switch (slot) {
    case 'who':
      return whoQuestion(state);
    case 'theme':
      return genericQuestions.theme;
    case 'where':
      return whereQuestions[state.audience ?? 'unknown'];
    case 'tried':
      return personalise(forTheme?.tried ?? genericQuestions.tried, state.audience);
    default:
      return personalise(forTheme?.[slot] ?? genericQuestions[slot], state.audience);
  }
}

const whereQuestions: Record<Audience | 'unknown', string> = {
  personnes_agees: 'Où cela se passe-t-il : à domicile, en EMS, à l’hôpital ?',
  enfants: 'Où cela se passe-t-il surtout : à la maison, à la crèche, à l’école ?',
  handicap: 'Où cela se passe-t-il surtout : à domicile, au foyer, à l’atelier, à l’école ?',
  unknown: 'Où cela se passe-t-il : à domicile, en institution, à l’école ?',
};

function whoQuestion(state: CaseState): string {
  const knowsPlace = state.facts.where || state.settings.length > 0;
  // Who is known (an age or a diagnosis) but not which field: ask only that.
  if (state.facts.who) {
    return knowsPlace
      ? 'S’agit-il d’un enfant, d’une personne âgée ou d’une personne en situation de handicap ?'
      : 'S’agit-il d’un enfant, d’une personne âgée ou d’une personne en situation de handicap, et où vit-elle ?';
  }
  switch (state.audience) {
    case 'personnes_agees':
      return `Pouvez-vous m’en dire un peu plus sur la personne : ${joinFr([
        'son âge',
        'son état de santé (troubles cognitifs, maladie d’Alzheimer ou apparentée, troubles de la vue ou de l’audition)',
        ...(knowsPlace ? [] : ['son lieu de vie (domicile, EMS)']),
      ])} ?`;
    case 'enfants':
      return 'Quel âge a l’enfant, et un diagnostic (TSA, TDAH…) ou un suivi est-il déjà en place ?';
    case 'handicap':
      return 'Quel âge a la personne, et quelle est la nature de son handicap (déficience intellectuelle, polyhandicap, TSA…) ?';
    default: {
      // Only the carer's own exhaustion was named: ask about the setting of their work, not a patient.
      if (state.themes.length > 0 && state.themes.every((theme) => theme === 'epuisement_aidant')) {
        return 'Dans quel cadre accompagnez-vous : des personnes âgées, des enfants, des personnes en situation de handicap, un proche à domicile ?';
      }
      return `De qui parlez-vous : un enfant, une personne âgée, une personne en situation de handicap ? Précisez si possible ${joinFr(
        ['son âge', 'un diagnostic éventuel', ...(knowsPlace ? [] : ['son lieu de vie'])],
      )}.`;
    }
  }
}

/** The person and the agreement of the templates: "l’enfant… -t-il", "la personne… -t-elle". */
function personalise(template: string, audience: Audience | null): string {
  const child = audience === 'enfants';
  return template
    .replaceAll('{p}', child ? 'l’enfant' : 'la personne')
    .replaceAll('{P}', child ? 'L’enfant' : 'La personne')
    .replaceAll('{il}', child ? 'il' : 'elle')
    .replaceAll('{e}', child ? '' : 'e');
}

function joinFr(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
}

/**
 * Library search words (full-text, word prefixes, AND between words): 1–2 words each, the most
 * specific first, then the audience's broader words. The caller tries them in order.
 */
const themeSearch: Record<ThemeId, readonly string[]> = {
  refus_soins: ['refus soin', 'refus toilette'],
  agitation: ['agitation'],
  agressivite: ['agressivité', 'comportement problème'],
  errance: ['errance', 'déambulation'],
  crepusculaire: ['crépusculaire', 'fin journée'],
  anxiete: ['anxiété', 'angoisse'],
  apathie: ['apathie', 'repli'],
  douleur: ['douleur'],
  sommeil: ['sommeil', 'nuit'],
  alimentation: ['alimentation', 'repas'],
  hygiene: ['hygiène', 'toilette'],
  chute: ['chute'],
  crise: ['crise', 'colère'],
  autisme: ['autisme'],
  tdah: ['TDAH', 'attention'],
  transition: ['transition', 'pictogramme'],
  surcharge_sensorielle: ['sensoriel', 'Snoezelen'],
  communication_non_verbale: ['communication alternative', 'pictogramme'],
  automutilation: ['automutilation', 'comportement problème'],
  fin_de_vie: ['palliatif', 'fin vie'],
  epuisement_aidant: ['proches aidants', 'épuisement', 'répit'],
  conflit_famille: ['conflit famille', 'famille'],
  deuil: ['deuil'],
  cris: ['cris', 'comportement problème'],
};
const audienceSearch: Record<Audience, readonly string[]> = {
  personnes_agees: ['démence', 'personnes âgées'],
  enfants: ['enfant'],
  handicap: ['polyhandicap', 'handicap'],
};

export function retrievalQueries(state: CaseState): string[] {
  const [first, second, third] = state.themes;
  const queries = [
    ...(first ? themeSearch[first] : []),
    ...(second ? themeSearch[second] : []),
    ...(third ? themeSearch[third].slice(0, 1) : []),
    ...(state.audience ? audienceSearch[state.audience] : []),
  ];
  return [...new Set(queries)];
}
