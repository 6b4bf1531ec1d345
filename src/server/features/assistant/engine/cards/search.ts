import MiniSearch from 'minisearch';
import { plainText } from '../gender';
import { stripAccents } from '../normalize';
import type { CaseState } from '../types';
import { type SituationCard, situationCards } from './catalogue';
import { processTerm, stems } from './stems';

/**
 * Finds the situation card for a case: French full-text search (MiniSearch, with the Snowball
 * French stemmer and stop words of @nlpjs/lang-fr; docs/decisions/016) over each card's title,
 * the words people write, and its summary; boosted by what the case already says (audience,
 * who is speaking).
 */
const index = new MiniSearch<SituationCard & { keywordText: string }>({
  fields: ['title', 'keywordText', 'summary'],
  storeFields: [],
  processTerm,
  tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u),
  searchOptions: { boost: { title: 2, keywordText: 2, summary: 1 }, prefix: false, combineWith: 'OR' },
});
index.addAll(
  situationCards.map((card) => ({
    ...card,
    title: plainText(card.title),
    summary: plainText(card.summary),
    keywordText: card.keywords.join(' '),
  })),
);

const byId = new Map(situationCards.map((card) => [card.id, card]));

export type Speaker = 'professional' | 'family' | 'self';

/** A score below this means no card fits well enough to build a reply on. */
const MIN_SCORE = 6;

/** Whether a carer speaking of themself writes as a professional or as a relative. */
const professionalWords =
  /\b(?:infirmi\w*|aide soignant\w*|assc|educat\w*|soignant\w*|collegues?|tournees?|mes patients|les patients|les residents|mon equipe|veille de nuit|stagiaire|mon service|ma direction)\b/;
const relativeWords =
  /\b(?:ma (?:mere|maman|femme|fille|soeur|grand mere|belle mere)|mon (?:pere|papa|mari|fils|frere|grand pere|beau pere|epoux|conjoint|enfant)|proche aidante?)\b/;
function carerRoleOf(text: string): 'professional' | 'family' | null {
  const clean = stripAccents(text.toLowerCase()).replace(/[^a-z0-9]+/g, ' ');
  if (professionalWords.test(clean)) return 'professional';
  return relativeWords.test(clean) ? 'family' : null;
}

/**
 * "Ma mère", "mon mari" say who the person is to the writer, not what happens: left out of the
 * search, so that "ma mère veut sortir" does not find the card of a resident calling for her mother.
 */
const writersKin =
  /\b(?:ma|mon|notre) (?:m[èe]re|maman|p[èe]re|papa|mari|femme|[ée]poux|[ée]pouse|fille|fils|grand-m[èe]re|grand-p[èe]re|belle-m[èe]re|beau-p[èe]re|s(?:œ|oe)ur|fr[èe]re)\b/giu;

/**
 * Diagnoses a card's title may name. A card about one ("trisomie 21 et démence") does not fit a
 * text that names another and not this one ("un résident autiste ne mange plus").
 */
const diagnoses: readonly RegExp[] = [
  /trisomi|syndrome de down/,
  /demen|alzheim|parkinson|lewy|frontotempor/,
  /autis|\btsa\b|asperger/,
  /tdah|hyperactiv/,
  /polyhandica/,
  /epilep/,
];
const named = (text: string) => diagnoses.filter((diagnosis) => diagnosis.test(text));
const titleDiagnoses = new Map(
  situationCards.map((card) => [card.id, named(stripAccents(plainText(card.title).toLowerCase()))]),
);

function ranked(text: string, state: Pick<CaseState, 'audience'>, speaker: Speaker) {
  const role = speaker === 'self' ? carerRoleOf(text) : null;
  const textDiagnoses = named(stripAccents(text.toLowerCase()));
  const hits: { card: SituationCard; score: number }[] = [];
  for (const hit of index.search(text.replace(writersKin, ' '))) {
    const card = byId.get(String(hit.id));
    if (!card) continue;
    let score = hit.score;
    if (state.audience) score *= card.audiences.includes(state.audience) ? 1.5 : 0.4;
    // A card about the carer themself fits only when they speak of their own state; a carer
    // who is tired while describing a resident's refusal still asks about the resident.
    const aboutCarer = card.for.includes('self');
    if (aboutCarer) score *= speaker === 'self' ? 1.2 : 0.3;
    // A nurse's burnout is not a daughter's: a carer's card names whose fatigue it speaks of.
    const carerRole = card.for.find((role) => role !== 'self');
    if (aboutCarer && carerRole && role && carerRole !== role) score *= 0.3;
    const cardDiagnoses = titleDiagnoses.get(card.id) ?? [];
    if (
      cardDiagnoses.length > 0 &&
      textDiagnoses.length > 0 &&
      !cardDiagnoses.some((d) => textDiagnoses.includes(d))
    )
      score *= 0.3;
    hits.push({ card, score });
  }
  return hits.sort((a, b) => b.score - a.score);
}

export function findCard(text: string, state: Pick<CaseState, 'audience'>, speaker: Speaker) {
  const best = ranked(text, state, speaker)[0];
  return best && best.score >= MIN_SCORE ? best : null;
}

/** How well one card fits a text (0 when it does not come up at all). */
export function cardScore(
  id: string | null | undefined,
  text: string,
  state: Pick<CaseState, 'audience'>,
  speaker: Speaker,
): number {
  if (!id) return 0;
  return ranked(text, state, speaker).find((hit) => hit.card.id === id)?.score ?? 0;
}

export const cardById = (id: string | null | undefined) => (id ? byId.get(id) : undefined);

/**
 * Other cards near the case, best first, for a conversation that has used up its card: the same
 * audience (when known), the carer's own cards only when they speak of themself.
 */
export function relatedCards(
  text: string,
  state: Pick<CaseState, 'audience'>,
  speaker: Speaker,
  exclude: ReadonlySet<string>,
): SituationCard[] {
  return ranked(text, state, speaker)
    .filter(({ card, score }) => score >= MIN_SCORE && !exclude.has(card.id))
    .filter(({ card }) => !state.audience || card.audiences.includes(state.audience))
    .filter(({ card }) => speaker === 'self' || !card.for.includes('self'))
    .map(({ card }) => card);
}

export { stems };
