import type { SituationCard } from '../engine/cards/catalogue';
import { cardById, relatedCards } from '../engine/cards/search';
import { composeReply } from '../engine/compose';
import { composeFromCard, composeWrapUp } from '../engine/compose-card';
import { plainText } from '../engine/gender';
import type { AssistantProvider } from './types';

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
        neighbours ??= relatedCards(
          `${plainText(card.title)} ${card.keywords.join(' ')}`,
          input.state,
          input.state.speaker ?? 'professional',
          new Set([card.id]),
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
