import type { ApproachId, Audience } from '@shared/features/assistant';
import { approachById, approaches } from './knowledge-base';
import type { ApproachKnowledge, CaseState, ThemeId } from './types';

/**
 * Which approaches fit a case: 2 to 4, ranked by the case's themes and audience. Deterministic:
 * integer scores, ties broken by the knowledge base's order.
 */

const MIN_SELECTED = 2;
const MAX_SELECTED = 4;

/**
 * The approaches a trainer would reach for first with each audience when the themes say little;
 * also a small bonus that breaks near-ties towards what fits the audience best.
 */
const audiencePriority: Record<Audience | 'unknown', ApproachId[]> = {
  personnes_agees: ['humanitude', 'validation', 'pcc', 'montessori'],
  enfants: ['pbs', 'pcc', 'montessori', 'teacch'],
  handicap: ['pbs', 'caa', 'pcc', 'snoezelen'],
  unknown: ['pcc', 'pbs', 'humanitude', 'validation'],
};
const audienceBonus = [6, 4, 2, 1];

/** The first themes the user mentions weigh a little more (the analysis lists them in that order). */
function themeWeight(position: number): number {
  return 6 - Math.min(position, 3);
}

/** How well an approach answers one theme: a first-choice theme by its rank, or a by-theme tip. */
function relevance(approach: ApproachKnowledge, theme: ThemeId): number {
  const rank = approach.themes.indexOf(theme);
  if (rank >= 0) return 10 - Math.min(rank, 6);
  return approach.byTheme[theme]?.length ? 2 : 0;
}

/**
 * Approaches that serve an audience, but seldom as the first answer for it: augmentative
 * communication and positive behaviour support with elderly people (unless speech is lost),
 * Snoezelen with children, Montessori with disabled adults.
 */
const secondaryFor: Record<Audience, ApproachId[]> = {
  personnes_agees: ['caa', 'pbs'],
  enfants: ['snoezelen'],
  handicap: ['montessori'],
};

/**
 * TEACCH serves autism and related communication needs, and augmentative communication serves
 * people whose speech does not suffice: elsewhere they only support the others.
 */
const contextThemes: Partial<Record<ApproachId, ThemeId[]>> = {
  teacch: ['autisme', 'transition', 'tdah', 'communication_non_verbale'],
  caa: ['communication_non_verbale', 'autisme', 'automutilation'],
};

function score(approach: ApproachKnowledge, state: CaseState): number {
  let themes = state.themes.reduce(
    (sum, theme, position) => sum + themeWeight(position) * relevance(approach, theme),
    0,
  );
  const context = contextThemes[approach.id];
  if (context && !state.themes.some((theme) => context.includes(theme))) themes = Math.round(themes / 3);
  if (state.audience && secondaryFor[state.audience].includes(approach.id)) {
    themes = Math.round((themes * 3) / 5);
  }
  const priority = audiencePriority[state.audience ?? 'unknown'].indexOf(approach.id);
  return themes + (priority >= 0 ? (audienceBonus[priority] ?? 0) : 0);
}

function fitsAudience(approach: ApproachKnowledge, audience: Audience | null): boolean {
  return audience === null || approach.audiences.includes(audience);
}

export function selectApproaches(state: CaseState): ApproachKnowledge[] {
  // ABA is never ranked with the others: it may only follow them (below).
  const ranked = approaches
    .filter((approach) => approach.id !== 'aba' && fitsAudience(approach, state.audience))
    .map((approach, order) => ({ approach, order, score: score(approach, state) }))
    .sort((a, b) => b.score - a.score || a.order - b.order);

  const top = ranked[0]?.score ?? 0;
  // Keep what scores at least 40 % of the best: a weak match would dilute the reply.
  const selected = ranked
    .filter((entry, index) => index < MIN_SELECTED || entry.score * 5 >= top * 2)
    .slice(0, MAX_SELECTED)
    .map((entry) => entry.approach);

  if (allowsAba(state, selected)) selected.push(approachById.aba);
  return selected;
}

/**
 * ABA comes last, only for autism, only after three other approaches including structured teaching
 * or positive behaviour support, and only if there is room: never the first answer (issue 5,
 * "careful use of ABA").
 */
function allowsAba(state: CaseState, selected: ApproachKnowledge[]): boolean {
  return (
    state.themes.includes('autisme') &&
    fitsAudience(approachById.aba, state.audience) &&
    selected.length === MAX_SELECTED - 1 &&
    selected.some((approach) => approach.id === 'teacch' || approach.id === 'pbs')
  );
}
