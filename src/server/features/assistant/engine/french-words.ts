import { createRequire } from 'node:module';
import { stripAccents } from './normalize';

/**
 * A maintained French word list (an-array-of-french-words, ~336,000 words and inflections), to
 * tell a proper noun from a word (redaction) and to open elisions typed without an apostrophe
 * ("lenferme" → "l'enferme", safety). Loaded once.
 */
const list = createRequire(import.meta.url)('an-array-of-french-words') as string[];

export const frenchWords: ReadonlySet<string> = new Set(list.map((word) => word.toLowerCase()));

/** The same words without accents, as the normalised text of the safety checks spells them. */
export const plainFrenchWords: ReadonlySet<string> = new Set(
  list.map((word) => stripAccents(word.toLowerCase())),
);
