import { StemmerFr, StopwordsFr } from '@nlpjs/lang-fr';

/**
 * French words reduced to their stems: the Snowball French stemmer and stop words of
 * @nlpjs/lang-fr (docs/decisions/016), accents folded. Shared by the card search, the ranking of a
 * card's parts and the danger phrase bank, without loading the search index.
 */
const stemmer = new StemmerFr();
const stopwords = new StopwordsFr();
const fold = (word: string) => word.normalize('NFD').replace(/\p{Diacritic}/gu, '');

export function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  if (word.length < 3 || stopwords.isStopword(word)) return null;
  return fold(stemmer.stemWord(word));
}

/** The stemmed words of a text, as the index reads them. */
export function stems(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
    const stem = word ? processTerm(word) : null;
    if (stem) found.add(stem);
  }
  return found;
}
