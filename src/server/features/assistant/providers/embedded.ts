import { composeReply } from '../engine/compose';
import type { AssistantProvider } from './types';

/** The embedded French engine: deterministic, offline, the default and the fallback. */
export const embeddedProvider: AssistantProvider = {
  name: 'engine',
  async reply(input) {
    return composeReply({
      state: input.state,
      followUps: input.followUps,
      mode: input.mode,
      resources: input.resources,
      isFirstReply: input.isFirstReply,
    });
  },
};
