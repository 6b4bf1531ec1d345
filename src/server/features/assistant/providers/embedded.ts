import { cardById } from '../engine/cards/search';
import { composeReply } from '../engine/compose';
import { composeFromCard } from '../engine/compose-card';
import type { AssistantProvider } from './types';

/** The embedded French engine: deterministic, offline, the default and the fallback. */
export const embeddedProvider: AssistantProvider = {
  name: 'engine',
  async reply(input) {
    const card = cardById(input.state.card);
    if (card && input.mode === 'propose') {
      const reply = composeFromCard(card, input.state, {
        resources: input.resources,
        isFirstReply: input.isFirstReply,
        given: input.state.given ?? [],
        message: input.message,
      });
      if (!reply.exhausted) return reply;
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
