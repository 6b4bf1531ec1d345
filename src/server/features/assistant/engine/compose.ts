import type { ChatResource, PracticalApproach, TheoreticalApproach } from '@shared/features/assistant';
import { observations, reformulate, reminders } from './compose-text';
import { generalAdvice, themeAdvice } from './knowledge-base';
import { selectApproaches } from './select';
import type { ApproachKnowledge, CaseState, ProviderReply, ThemeId } from './types';

/**
 * The embedded engine's reply in Sophia's voice: in 'ask' mode a reformulation and the follow-up
 * questions only; in 'propose' mode strategies drawn from the selected approaches, what to
 * observe, a prudent reminder and the lists of the result panel. Pure and deterministic.
 */

export type ComposeInput = {
  state: CaseState;
  followUps: string[];
  mode: 'ask' | 'propose';
  resources: ChatResource[];
  isFirstReply: boolean;
};

const GREETING =
  'Bonjour, je suis Sophia, une assistante fondée sur l’intelligence artificielle : mes pistes ne remplacent pas l’avis des professionnels qui connaissent la personne.';
const FALLBACK_QUESTION =
  'Pouvez-vous me décrire la situation : qui est concerné, quand cela se produit, et ce qui a déjà été essayé ?';
const CLOSING = 'Revenez vers moi pour me dire ce qui s’est passé : nous ajusterons les pistes ensemble.';

const MAX_RECOMMENDATIONS = 5;
const MIN_ADVICE = 4;
const MAX_ADVICE = 8;
const MAX_REMINDERS = 1;
const STRATEGIES = 4;
const MIN_STRATEGIES = 3;

export function composeReply(input: ComposeInput): ProviderReply {
  return input.mode === 'ask' ? ask(input) : propose(input);
}

function ask({ state, followUps, resources, isFirstReply }: ComposeInput): ProviderReply {
  const questions = followUps.length ? followUps : [FALLBACK_QUESTION];
  const blocks = [
    ...(isFirstReply ? [GREETING] : []),
    [acknowledgement(state), reformulate(state)].filter(Boolean).join(' '),
    questions.length === 1
      ? 'Pour vous proposer des pistes vraiment adaptées, pourriez-vous me préciser un point ?'
      : 'Pour vous proposer des pistes vraiment adaptées, pourriez-vous me préciser quelques points ?',
    questions.map((question, index) => `${index + 1}. ${question}`).join('\n'),
    'Ces détails m’aident à comprendre ce qui déclenche la situation et ce qui apaise la personne, pour choisir les approches les plus utiles.',
  ];
  // No strategy lists before the case is understood; the library's picks, if any, are kept.
  return {
    message: blocks.join('\n\n'),
    resources,
    theoretical_approaches: [],
    practical_approaches: [],
    practicalAdvice: [],
  };
}

function propose({ state, followUps, resources, isFirstReply }: ComposeInput): ProviderReply {
  const selected = selectApproaches(state);
  const aba = selected.find((approach) => approach.id === 'aba');
  const cautions = [...reminders(state).slice(0, MAX_REMINDERS), ...(aba?.caution ? [aba.caution] : [])];
  const refine = followUps.slice(0, 2);

  const opening = [acknowledgement(state), reformulate(state)].filter(Boolean).join(' ');
  const blocks = [
    ...(isFirstReply ? [GREETING] : []),
    state.facts.tried
      ? `${opening} Vous avez déjà essayé certaines choses : les pistes ci-dessous viennent en complément.`
      : opening,
    '## Pistes d’accompagnement',
    strategies(selected, state.themes)
      .map(({ approach, text }) => `- **${approach.name}** — ${text}`)
      .join('\n'),
    '## À observer',
    observations(state)
      .map((line) => `- ${line}`)
      .join('\n'),
    `> **À garder en tête** — ${cautions.join(' ')}`,
    resourcesSentence(resources.length),
    ...(refine.length
      ? [
          `Pour affiner ces pistes, pourriez-vous me dire :\n${refine.map((question) => `- ${question}`).join('\n')}`,
        ]
      : []),
    CLOSING,
  ];

  return {
    message: blocks.join('\n\n'),
    resources,
    theoretical_approaches: selected.map(theoretical),
    practical_approaches: selected.map((approach) => practical(approach, state.themes)),
    practicalAdvice: advice(state.themes),
  };
}

function acknowledgement(state: CaseState): string {
  return state.turns > 1 ? 'Merci pour ces précisions.' : '';
}

type Tip = { theme: ThemeId | null; text: string };

/**
 * Up to 4 strategies, one approach after the other so that each selected approach is heard, each
 * preferring a theme no strategy covers yet: the case's themes first, generic tips only to reach
 * 3. ABA gives none: it is only named with its caution, for a professional to weigh.
 */
function strategies(selected: ApproachKnowledge[], themes: ThemeId[]) {
  const picked: (Tip & { approach: ApproachKnowledge })[] = [];
  const others = selected.filter((approach) => approach.id !== 'aba');
  const take = (tipsOf: (approach: ApproachKnowledge) => Tip[], target: number) => {
    for (let round = 0; round < 6; round++) {
      for (const approach of others) {
        const fresh = tipsOf(approach).filter((tip) => !picked.some((entry) => entry.text === tip.text));
        const tip = fresh.find((item) => !picked.some((entry) => entry.theme === item.theme)) ?? fresh[0];
        if (tip && picked.length < target) picked.push({ ...tip, approach });
      }
    }
  };
  take(
    (approach) => themes.flatMap((theme) => (approach.byTheme[theme] ?? []).map((text) => ({ theme, text }))),
    STRATEGIES,
  );
  take((approach) => approach.recommendations.map((text) => ({ theme: null, text })), MIN_STRATEGIES);
  return picked;
}

/** By-theme recommendations for the case's themes (in their order), then the generic ones. */
function recommendationsFor(approach: ApproachKnowledge, themes: ThemeId[]): string[] {
  const items = [...themes.flatMap((theme) => approach.byTheme[theme] ?? []), ...approach.recommendations];
  return [...new Set(items)];
}

function describeApproach(approach: ApproachKnowledge): string {
  return approach.caution ? `${approach.description} ${approach.caution}` : approach.description;
}

function theoretical(approach: ApproachKnowledge): TheoreticalApproach {
  return {
    id: approach.id,
    name: approach.name,
    description: describeApproach(approach),
    principles: approach.principles,
  };
}

function practical(approach: ApproachKnowledge, themes: ThemeId[]): PracticalApproach {
  return {
    id: approach.id,
    name: approach.name,
    description: describeApproach(approach),
    recommendations: recommendationsFor(approach, themes).slice(0, MAX_RECOMMENDATIONS),
  };
}

/** Tips of every theme in turn (the first of each, then the second…), then general ones if short. */
function advice(themes: ThemeId[]): string[] {
  const tips: string[] = [];
  const lists = themes.map((theme) => themeAdvice[theme]);
  for (let index = 0; tips.length < MAX_ADVICE && lists.some((list) => index < list.length); index++) {
    for (const list of lists) {
      const tip = list[index];
      if (tip && !tips.includes(tip) && tips.length < MAX_ADVICE) tips.push(tip);
    }
  }
  for (const tip of generalAdvice) {
    if (tips.length >= MIN_ADVICE) break;
    if (!tips.includes(tip)) tips.push(tip);
  }
  return tips;
}

const numbers = ['', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];

function resourcesSentence(count: number): string {
  const details =
    'les approches et les conseils pratiques sont détaillés dans les onglets « Théoriques » et « Pratiques ».';
  if (count === 0) return `${details.charAt(0).toUpperCase()}${details.slice(1)}`;
  const amount = numbers[count] ?? String(count);
  const what = count === 1 ? `${amount} ressource` : `${amount} ressources`;
  return `J’ai sélectionné ${what} de la bibliothèque (onglet « Ressources ») ; ${details}`;
}
