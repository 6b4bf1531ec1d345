import generated from './first-names.json' with { type: 'json' };
import { firstNames as handNames } from './redact-lexicon';

/**
 * First names, to tell a name written without "Madame" ("rossier andré", "Kevin Da Silva"):
 * the first-name lists that @faker-js/faker maintains for the languages spoken in Switzerland
 * and by its larger communities (several thousand names, "Pierre-Alain" and "Germaine" included),
 * plus the older names of redact-lexicon.ts (docs/decisions/019). The faker lists are copied by
 * `scripts/generate-first-names.mjs` into first-names.json, so that the server does not keep
 * faker's whole locales in memory (docs/decisions/020).
 */
const names = new Set([...generated.names.split('\n'), ...handNames.map((name) => name.toLowerCase())]);

/** Whether a word is a first name; a compound one ("pierre-alain") when each part is. */
export function isFirstName(word: string): boolean {
  const lower = word.toLowerCase();
  return names.has(lower) || (lower.includes('-') && lower.split('-').every((part) => names.has(part)));
}
