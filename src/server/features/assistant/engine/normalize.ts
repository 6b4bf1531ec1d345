/**
 * French text made comparable whatever its spelling: lower case, no accents, typographic
 * apostrophes and elisions opened ("l'enfant", "j'veux", "s'est" → "le enfant", "je veux",
 * "se est"), punctuation to spaces. Every lexicon of the engine is written in this form.
 */
/** The elided words, by the letters typed before the apostrophe. */
export const elisions: Record<string, string> = {
  l: 'le',
  d: 'de',
  j: 'je',
  m: 'me',
  t: 'te',
  s: 'se',
  n: 'ne',
  c: 'ce',
  qu: 'que',
  jusqu: 'jusque',
  lorsqu: 'lorsque',
  puisqu: 'puisque',
};

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

export function normalize(text: string): string {
  const plain = stripAccents(text.toLowerCase())
    .replace(/[’‘`´]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
  return plain
    .replace(/\b(jusqu|lorsqu|puisqu|qu|[ldjmtsnc])'\s*/g, (_, article: string) => `${elisions[article]} `)
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a normalised text. */
export function words(normalized: string): string[] {
  return normalized ? normalized.split(' ') : [];
}

/**
 * Whether a normalised text contains a pattern: a phrase of whole words, where a word ending in
 * '*' matches any ending ("agit*" → agité, agitation). Patterns are written normalised.
 */
export function hasPhrase(normalized: string, pattern: string): boolean {
  const source = pattern
    .split(' ')
    .map((word) => (word.endsWith('*') ? `${escapeRegExp(word.slice(0, -1))}[a-z0-9]*` : escapeRegExp(word)))
    .join(' ');
  return new RegExp(`(?:^| )${source}(?: |$)`).test(normalized);
}

function escapeRegExp(word: string) {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Any of the patterns. */
export function hasAny(normalized: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => hasPhrase(normalized, pattern));
}
