import type { ChatResource } from '@shared/features/assistant';
import type { CaseState, ProviderReply } from '../engine/types';

/** What a provider is given: only redacted text, the case so far and the library's picks. */
export type ProviderInput = {
  /** Earlier turns of the conversation (redacted), oldest first, the last few only. */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** The new message, redacted. */
  message: string;
  state: CaseState;
  /** 'ask': key facts are missing, ask before proposing; 'propose': strategies. */
  mode: 'ask' | 'propose';
  followUps: string[];
  /** Resources retrieved from the library for this case (full-text search). */
  resources: ChatResource[];
  isFirstReply: boolean;
  /**
   * Given when the client reads a stream (docs/decisions/018): the LLM reports its message's text
   * as it comes. The engine answers at once and ignores it.
   */
  onToken?: (text: string) => void;
};

/** Issue 5: one interface, `reply(conversation, message)`, two implementations. */
export type AssistantProvider = {
  name: 'engine' | 'llm';
  reply(input: ProviderInput): Promise<ProviderReply>;
};
