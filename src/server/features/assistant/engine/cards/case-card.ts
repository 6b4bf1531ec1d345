import { normalize, words } from '../normalize';
import type { CaseState } from '../types';
import { cardById, cardScore, findCard, type Speaker } from './search';

/**
 * Who is speaking: a carer about their own state ("je suis épuisée", "je culpabilise"), a family
 * member ("ma mère", "mon fils"), or a professional. Linear-time: fixed alternations only.
 */
const selfCues =
  /\b(?:je me sens|je suis (?:epuisee?|videe?|a bout|au bout|crevee?|fatiguee?|perdue?|debordee?|seule?)|burn ?out|je craque|je n en peux plus|je ne en peux plus|je culpabilise|je perds patience|je ne dors plus|je pleure|je redoute|je ai mal au ventre|je ai peur de (?:venir|aller|y aller|retourner)|me a traitee?|me critique|je ne ose plus|je me demande si je suis)\b/;
const familyCues =
  /\b(?:ma (?:mere|maman|femme|fille|soeur|grand mere|belle mere)|mon (?:pere|papa|mari|fils|frere|grand pere|beau pere|epoux)|notre (?:fils|fille|enfant|mere|pere))\b/;

export function detectSpeaker(text: string): Speaker {
  const clean = words(normalize(text)).join(' ');
  if (selfCues.test(clean)) return 'self';
  return familyCues.test(clean) ? 'family' : 'professional';
}

/**
 * A new message replaces the case's card only when it plainly tells another situation: a strong
 * match (search scores run in the hundreds for a described case), far above the current card's.
 */
const REPLACE_SCORE = 400;
const REPLACE_RATIO = 2;

/** The case with its situation card: found on the first telling, kept through short answers. */
export function withCard(state: CaseState, message: string): CaseState {
  const speaker = state.speaker ?? detectSpeaker(message);
  const match = findCard(message, state, speaker);
  // A short answer ("oui, surtout le matin") never changes the situation being discussed.
  const score = match?.score ?? 0;
  const retold =
    message.split(/\s+/).length >= 8 &&
    score >= REPLACE_SCORE &&
    score >= REPLACE_RATIO * cardScore(state.card, message, state, speaker);
  // A card for another audience than the one now known ("c'est mon père, il a 77 ans" after a
  // card about a toddler) is never kept: the message picks again, or no card answers.
  const current = cardById(state.card);
  if (current && state.audience && !current.audiences.includes(state.audience)) {
    return { ...state, speaker, card: match?.card.audiences.includes(state.audience) ? match.card.id : null };
  }
  // Nor is a card replaced by one for another audience: "les enfants à l'école" said of an old
  // mother is a memory, not a child's situation.
  const fits = !state.audience || Boolean(match?.card.audiences.includes(state.audience));
  const keep = state.card && (!match || match.card.id === state.card || !retold || !fits);
  return { ...state, speaker, card: keep ? state.card : (match?.card.id ?? state.card ?? null) };
}
