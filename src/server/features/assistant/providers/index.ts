import type { AppConfig } from '../../../config';
import { embeddedProvider } from './embedded';
import { createOpenAiCompatibleProvider } from './openai-compatible';
import type { AssistantProvider } from './types';

/** The engine always; an LLM too when configured (used on the primary attempt, `useOpenAI`). */
export function pickProviders(config: AppConfig, log: { info(msg: string): void }) {
  const llm: AssistantProvider | undefined = config.llm
    ? createOpenAiCompatibleProvider(config.llm)
    : undefined;
  log.info(
    llm
      ? `Assistant : LLM compatible OpenAI (${config.llm!.model} sur ${new URL(config.llm!.baseUrl).host}), moteur embarqué en secours`
      : 'Assistant : moteur embarqué (aucun LLM configuré)',
  );
  return { engine: embeddedProvider, llm };
}
