import { type SituationCard, situationCards } from '../engine/cards/catalogue';
import { cardById, relatedCards } from '../engine/cards/search';
import { stems } from '../engine/cards/stems';
import { composeReply } from '../engine/compose';
import { composeFromCard, composeWrapUp } from '../engine/compose-card';
import { plainText } from '../engine/gender';
import type { AssistantProvider } from './types';

const keywordStems = (card: SituationCard) => stems(card.keywords.join(' '));
/** Stems in more than one card out of eight ("démence", "personne") say nothing of the topic. */
const common = (() => {
  const seenIn = new Map<string, number>();
  for (const card of situationCards)
    for (const stem of keywordStems(card)) seenIn.set(stem, (seenIn.get(stem) ?? 0) + 1);
  return new Set([...seenIn].filter(([, n]) => n > situationCards.length / 8).map(([stem]) => stem));
})();
const cardWords = (card: SituationCard) =>
  new Set([...keywordStems(card)].filter((stem) => !common.has(stem)));

/**
 * The search's neighbours re-ranked by the telling words their keywords share with the card's
 * (dressing → undressing at night, not constipation), those sharing fewer than two dropped.
 */
function closest(card: SituationCard, candidates: SituationCard[]): SituationCard[] {
  const own = cardWords(card);
  return candidates
    .map((candidate) => ({ candidate, shared: [...cardWords(candidate)].filter((w) => own.has(w)).length }))
    .filter(({ shared }) => shared >= 2)
    .sort((a, b) => b.shared - a.shared)
    .map(({ candidate }) => candidate);
}

/** The embedded French engine: deterministic, offline, the default and the fallback. */
export const embeddedProvider: AssistantProvider = {
  name: 'engine',
  async reply(input) {
    const card = cardById(input.state.card);
    if (card && input.mode === 'propose') {
      const given = input.state.given ?? [];
      // Cards near this one (same audience, found by the card's title and words): a follow-up
      // borrows their strategies, and takes them up once the case's card is used up, never the same
      // lines again (docs/decisions/019).
      // Searched only when a reply needs them (most replies do not).
      let neighbours: SituationCard[] | undefined;
      const nearCards = () => {
        neighbours ??= closest(
          card,
          relatedCards(
            `${plainText(card.title)} ${card.keywords.join(' ')}`,
            input.state,
            input.state.speaker ?? 'professional',
            new Set([card.id]),
          ).slice(0, 12),
        );
        return neighbours;
      };
      const base = {
        resources: input.resources,
        isFirstReply: input.isFirstReply,
        given,
        message: input.message,
      };
      const reply = composeFromCard(card, input.state, { ...base, neighbour: () => nearCards()[0] });
      if (!reply.exhausted) return reply;
      for (const neighbour of nearCards().slice(0, 4)) {
        const further = composeFromCard(neighbour, input.state, { ...base, related: true });
        if (!further.exhausted) return further;
      }
      const wrapUp = composeWrapUp(base);
      if (wrapUp) return wrapUp;
    }
    return composeReply({
      state: input.state,
      followUps: input.followUps,
      mode: input.mode,
      resources: input.resources,
      isFirstReply: input.isFirstReply,
    });
  },
};
