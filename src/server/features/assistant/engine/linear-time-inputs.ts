/**
 * Adversarial messages for linear-time.test.ts: each fragment a pattern could read in more than one
 * way, repeated up to the size of a message, after the word that wakes the pattern up, and ending
 * in a near-miss so that a backtracking pattern must try everything before failing
 * (docs/decisions/010-linear-time-text-rules.md).
 */

/** The longest message a user may send (ASSISTANT_LIMITS.messageMax). */
export const MESSAGE_MAX = 4000;

/** Fragments of original text: particles, names, streets, dates, phones, e-mails, separators. */
const textFragments = [
  ...['de la ', 'De La ', 'de ', 'De ', 'la ', 'du ', 'des ', 'le ', 'les ', 'aux ', 'au '],
  ...['van der ', 'Van Der ', 'von ', 'Van ', 'Ben ', 'El ', 'Del ', 'Da ', "d'", 'D’', "l'", "de l'"],
  ...['Jean ', 'Jean Marie Paul ', 'Dupont ', 'Dupont-', 'Jean-', 'Dupont-Martin ', 'A. ', 'A.', 'M '],
  ...['M. ', 'Mme ', 'mme ', 'm. ', 'mme de ', 'Madame ', 'Maître ', 'je m’appelle ', 'nommée '],
  ...['prénom : ', 'sa fille ', 'rue ', 'chemin des ', 'place ', 'route ', '1er-', '1er-Mars ', '12 '],
  ...['4bis ', '4 bis ', '1004 ', 'CH-', 'à ', ', ', ',', 'Grand-Rue ', 'Dorfstrasse ', 'strasse'],
  ...['-', ' - ', "'", '’', ' ', '\u00a0', '.', '. ', '\n', '\t', '1', '12', '1.', '1/', '01.', '0'],
  ...['+', '+41 ', '00', '(0)', '756', '756.', '(', ')', 'a', 'A', 'é', 'a.', 'a@', '@a', 'a-b.', '_'],
  ...['(at) ', 'né le ', 'née ', 'nee le ', 'né à ', 'le 12 mars ', '12.03.', '1937 ', 'ddn ', 'x'],
];

/** Words that wake up a redaction pattern; the first ones are also repeated with each fragment. */
const textPrefixes = [
  ...['rue ', 'M. ', 'je m’appelle ', 'place ', 'mme ', 'Jean ', 'chemin des ', 'Mme ', 'nommée '],
  ...['son nom est ', 'sa fille ', 'née le ', 'née à ', 'a@', '+41 ', '12 '],
];

/** Fragments of normalised text: the words the analysis and safety patterns repeat or skip. */
const wordFragments = [
  ...['de la ', 'de ', 'la ', 'les ', 'a ', 'a', 'aa ', 'l ', 'qu ', 'se ', 'il ', 'on ', 'nous '],
  ...['depuis ', 'plus de ', 'deux ', '1 ', '12h', 'deja ', 'je suis ', 'suis ', 'tres ', 'refus '],
  ...['refuse ', 'ne veut pas ', 'veut ', 'tombe ', 'agit', 'aggitt', 'alzh', 'crise ', 'change '],
  ...['mort', 'il tape ', 'quand ', 'pendant ', 'risque de ', 'accuse ', 'croit ', 'mour', 'fils '],
  ...['inconscient ', 'fils de 1 ', 'gifle les ', 'petits enfants ', 'coucher du soleil ', 'x '],
  ...['il se agit de ', 'ne mange ', 'appelle ', 'foyer ', 'enfant ', 'eleve ', 'maison '],
];

/** Words that wake up an analysis or safety pattern; the first ones are also repeated. */
const wordPrefixes = [
  ...['depuis ', 'on a ', 'je suis ', 'il ', 'refuse ', 'risque de ', 'elle ne ', 'accuse ', 'veut '],
  ...['pendant ', 'la famille ', 'mon fils ', 'ne mange '],
];

/** How many prefixes are also repeated with the fragment (many starts, each reading far). */
const INTERLEAVED = 6;

/** prefix, then the fragment repeated, then the ending, `size` characters in all. */
export function repeated(prefix: string, fragment: string, ending: string, size = MESSAGE_MAX): string {
  const body = size - prefix.length - ending.length;
  return prefix + fragment.repeat(Math.ceil(body / fragment.length)).slice(0, body) + ending;
}

/** The prefix and the fragment together, repeated: as many starts as the message can hold. */
export function interleaved(prefix: string, fragment: string, ending: string, size = MESSAGE_MAX): string {
  return repeated('', prefix + fragment, ending, size);
}

function combine(prefixes: readonly string[], fragments: readonly string[], size: number): string[] {
  // Near-misses: "x" might continue a word, "!" ends it.
  return fragments.flatMap((fragment) => [
    repeated('', fragment, '!', size),
    ...prefixes.map((prefix) => repeated(prefix, fragment, 'x', size)),
    ...prefixes.slice(0, INTERLEAVED).map((prefix) => interleaved(prefix, fragment, '!', size)),
  ]);
}

/** Capitalised words in a row, hyphenated or not: the names the redaction looks for. */
function nameRuns(size: number): string[] {
  const names = 'Jean Marie Paul Dupont Rochat Van Der De La Ben El Da';
  return [' ', '-', ' - ', '. ', "'", ' de ', ' de la '].flatMap((separator) =>
    ['x', '!'].map((ending) =>
      repeated('M. ', `${names.split(' ').join(separator)}${separator}`, ending, size),
    ),
  );
}

/** Messages of `size` characters for redact() and its rules. */
export function textInputs(size = MESSAGE_MAX): string[] {
  return [...combine(textPrefixes, textFragments, size), ...nameRuns(size)];
}

/** Messages of `size` characters for analyse(), assessSafety() and their patterns. */
export function wordInputs(size = MESSAGE_MAX): string[] {
  return combine(wordPrefixes, wordFragments, size);
}
