import { createRequire } from 'node:module';
import { stripAccents } from './normalize';

/**
 * A maintained French word list (an-array-of-french-words, ~336,000 words and inflections), to
 * tell a proper noun from a word (redaction) and to open elisions typed without an apostrophe
 * ("lenferme" → "l'enferme", safety). Kept compact for the engine's memory budget: the words,
 * lower case and without accents, sorted and joined in one string, found by binary search over
 * their offsets (about 5 MB instead of 23 MB for a Set); the package's array is dropped once read.
 */
/** Lower case, no accents, ligatures opened: one byte a letter, as the joined string keeps it. */
const plain = (word: string) => stripAccents(word.toLowerCase()).replace(/œ/g, 'oe').replace(/æ/g, 'ae');

/** Read in a function, so that neither the package's array nor its loader outlive the reading. */
function readList(): string[] {
  const require = createRequire(import.meta.url);
  const path = require.resolve('an-array-of-french-words');
  const words = (require(path) as string[]).map(plain);
  delete require.cache[path];
  return [...new Set(words)].filter((word) => /^[\x20-\x7e]+$/.test(word)).sort();
}
const sorted = readList();

const joined = sorted.join('\n');
const offsets = new Uint32Array(sorted.length + 1);
for (let i = 0, at = 0; i < sorted.length; i += 1) {
  offsets[i] = at;
  at += (sorted[i]?.length ?? 0) + 1;
}
offsets[sorted.length] = joined.length + 1;
sorted.length = 0;

const wordAt = (i: number) => joined.slice(offsets[i], (offsets[i + 1] ?? 0) - 1);

/** Whether a word, already lower case and without accents, is in the list. */
export function isPlainFrenchWord(word: string): boolean {
  let low = 0;
  let high = offsets.length - 2;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const candidate = wordAt(middle);
    if (candidate === word) return true;
    if (candidate < word) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** Whether a word, in any case and with or without its accents, is French. */
export const isFrenchWord = (word: string) => isPlainFrenchWord(plain(word));
