import { normalize, stripAccents, words } from './normalize';
import { extraRules, isPublicFigure } from './redact-extra-rules';
import { eventWords, firstNames, kinWords, notLowerNames, notNames, unitWords } from './redact-lexicon';
import type { MaskedKind } from './types';

/**
 * The patterns of redact(), in the order they run: e-mails and AVS numbers first (their parts must
 * not be read as a name or a phone number), then phones, dates, addresses and names. They run on
 * the original text (the placeholders replace the user's own spelling), so each one allows missing
 * accents and every apostrophe.
 */
export type Rule = {
  kind: MaskedKind;
  pattern: RegExp;
  /** The part of a match to mask, or null to keep it; by default all of it after the `keep` group. */
  accept?: (match: RegExpExecArray, text: string) => Span | null;
};
export type Span = readonly [start: number, end: number];

const L = '\\p{L}';
const UP = '\\p{Lu}';
const LOW = '\\p{Ll}';
const SP = '[ \\t\\u00a0\\u202f]';
const APOS = "['’ʼ‘`´]";
const HYPHEN = "[-'’ʼ‘`´]";
const NB = `(?<![${L}\\d])`;
const NA = `(?![${L}\\d])`;

const accentClasses: Record<string, string> = {
  a: 'aàâä',
  c: 'cç',
  e: 'eéèêë',
  i: 'iîï',
  o: 'oôö',
  u: 'uùûü',
};

/** A word as a pattern: its accents optional, its first letter in either case (or upper only). */
export function loose(word: string, firstCase: 'any' | 'upper' = 'any'): string {
  return [...word]
    .map((char, index) => {
      if (char === '-') return `(?:-|${SP})`;
      if (char === 'œ' || char === 'Œ') return index === 0 ? '(?:Œ|Oe|œ|oe)' : '(?:œ|oe)';
      const base = stripAccents(char).toLowerCase();
      let letters = base !== char.toLowerCase() ? (accentClasses[base] ?? char) : char.toLowerCase();
      if (index === 0) {
        letters = firstCase === 'upper' ? letters.toUpperCase() : letters + letters.toUpperCase();
      }
      return letters.length === 1 ? letters : `[${letters}]`;
    })
    .join('');
}

const alternatives = (list: readonly string[], firstCase: 'any' | 'upper' = 'any') =>
  `(?:${list.map((word) => loose(word, firstCase)).join('|')})`;
const re = (source: string, flags = 'gu') => new RegExp(source, flags);

// Linear time (docs/decisions/010-linear-time-text-rules.md): each repetition reads its text one
// way only and a group of words repeats a few times at most. So "de la" is two particles, never
// one; a hyphen with no space belongs to the word; a phone separator is one of its forms.

// Names: capitalised words, hyphenated or with particles ("Dupont-Martin", "de la Tour").
const NOT_NAME = `(?!${alternatives(notNames, 'upper')}(?!${L}))`;
const WORD = `${NOT_NAME}${UP}${L}*(?:${HYPHEN}${L}+){0,4}`;
const PART = `(?:(?:[dD]es|[dD]el|[dD]en|[dD]er|[dD]os|[dD]e|[dD]u|[vV]an|[vV]on|[dD]i|[dD]a|[lL]e|[lL]a|[bB]en|[eE]l)${SP}+|[dD]${APOS}${SP}?)`;
const PARTS = `${PART}{0,3}`;
const NAME = `(?:${UP}\\.(?:-${UP}\\.)?${SP}*)?${PARTS}${WORD}(?:(?:${SP}+${PARTS}|${SP}+-${SP}*|-${SP}+)${WORD}){0,3}`;
const FIRST_NAME = `${NOT_NAME}${UP}${LOW}+(?:-${UP}?${LOW}+){0,3}`;
const LOWER_NAME = `(?!(?:${notLowerNames.join('|')})${NA})${LOW}[${LOW}-]+`;
const CIVILITY = `(?:(?:Mmes?|Mlles?|Mde|MM|Mrs?|Ms|Dre?|Pre?|M)\\.${SP}*|(?:Mmes?|Mlles?|Mde|MM|Mrs?|Ms|Dre?|Pre?|M)${SP}+|${alternatives('monsieur madame mademoiselle messieurs mesdames docteur docteure doctoresse professeur professeure maître'.split(' '))}${SP}+)`;
const INTRO = `(?:[jJ]e${SP}+|[jJ]${APOS}?${SP}*)?[mMsStT](?:${APOS}${SP}*|${SP}+)app?ell?(?:e|es|ent|ais|ait|aient)${SP}+`;
const knownFirst = new Set(firstNames.map((name) => normalize(name)));

const nameRules: Rule[] = [
  { kind: 'nom', pattern: re(`(?<keep>${NB}${CIVILITY})${NAME}`) },
  {
    // Civilities typed in lower case ("mme rochat"): one word, two when the first is a first name.
    kind: 'nom',
    pattern: re(
      `(?<keep>(?<![${L}\\d.])(?<!\\d${SP}?)(?:(?:mmes?|mlles?|mr|dr)\\.?|m\\.)${SP}+)(?<first>${LOWER_NAME})(?:${SP}+${LOWER_NAME})?`,
    ),
    accept: (match) => {
      const start = match.index + (match.groups?.keep?.length ?? 0);
      const first = match.groups?.first ?? '';
      return [start, knownFirst.has(normalize(first)) ? match.index + match[0].length : start + first.length];
    },
  },
  { kind: 'nom', pattern: re(`(?<keep>${NB}${INTRO})(?:${NAME}|${LOWER_NAME})`) },
  {
    kind: 'nom',
    pattern: re(
      `(?<keep>${NB}(?:${alternatives(['prénommé', 'surnommé', 'nommé'])})(?:e|es|s)?${SP}+)${NAME}`,
    ),
  },
  {
    kind: 'nom',
    pattern: re(
      `(?<keep>${NB}(?:(?:[mMsS]on${SP}+)?${alternatives(['prénom', 'nom'])}${SP}*(?::|est|c${APOS}est)${SP}*))(?:${NAME}|${LOWER_NAME})`,
    ),
  },
  {
    kind: 'nom',
    pattern: re(`(?<keep>${NB}${alternatives(kinWords)}${SP}+)${FIRST_NAME}(?:${SP}+${FIRST_NAME})?`),
  },
  {
    // "toute la famille l'appelle Mimi Jaquier", "de son vrai prénom Émilienne": a name given.
    kind: 'nom',
    pattern: re(
      `(?<keep>${NB}(?:appell?(?:e|ent|ons|ez)|(?:vrai |premier |second )?(?:prénom|surnom))${SP}+)${FIRST_NAME}(?:${SP}+${FIRST_NAME})?`,
    ),
  },
  {
    // A known first name and a capitalised word: a full name even without a civility.
    kind: 'nom',
    pattern: re(
      `(?<![${L}\\d-])${alternatives(firstNames, 'upper')}(?:-${UP}${LOW}+)?(?:${SP}+${PART}{0,2}${NOT_NAME}${UP}${L}+(?:-${UP}${L}+){0,3}){1,2}`,
    ),
    // A public figure stays: "Céline Dion", "Kylian Mbappé" are life history, not a patient.
    accept: (match) =>
      isPublicFigure(match[0].split(/\s+/).at(-1) ?? '')
        ? null
        : [match.index, match.index + match[0].length],
  },
];

// Street addresses: a street type, a name, a house number before or after, a postcode or town.
const STREET_STRONG = `(?:${alternatives('rue ruelle chemin avenue boulevard impasse allée quai sentier chaussée'.split(' '))}|[cC]h\\.|[aA]v\\.|[bB]ld?\\.?|[bB]d\\.?)`;
const STREET_WEAK = alternatives(
  'place route rte passage promenade square esplanade montée faubourg cours rampe'.split(' '),
);
const STREET_PART = `(?:(?:[dD]es|[dD]u|[dD]e|[lL]a|[lL]e|[lL]es|[aA]ux|[aA]u)${SP}+|[dDlL]${APOS}${SP}?)`;
const STREET_WORD = `(?:${NOT_NAME}${UP}${L}*(?:${HYPHEN}${L}+){0,4}|\\d{1,2}(?:er)?-${UP}${L}+)`;
const STREET_NAME = `${STREET_PART}{0,3}${STREET_WORD}(?:${SP}+${STREET_PART}{0,3}${STREET_WORD}){0,3}`;
const NOT_UNIT = `(?!${SP}*(?:${unitWords.map((word) => loose(word)).join('|')})(?!${L}))`;
const NUMBER = `\\d{1,4}(?:[a-dA-D]|${SP}?(?:bis|ter))?${NA}${NOT_UNIT}`;
const LEAD = `(?<![\\d.,])\\d{1,4}(?:[a-dA-D]|${SP}(?:bis|ter))?,?${SP}+`;
const TOWN = `(?:(?:Le|La|Les)${SP}+|L${APOS})?${NOT_NAME}${UP}${L}+(?:${HYPHEN}${L}+){0,4}`;
const POSTCODE_TOWN = `,?${SP}*(?:CH-?${SP}?)?\\d{4,5}${SP}+${TOWN}`;
const TAIL = `(?:${POSTCODE_TOWN}|,?${SP}+[àaÀ]${SP}+${TOWN})`;

const addressRules: Rule[] = [
  {
    kind: 'adresse',
    pattern: re(`(?:${LEAD})?${NB}${STREET_STRONG}${SP}+${STREET_NAME}(?:,?${SP}*${NUMBER})?${TAIL}?`),
  },
  {
    // "place", "route"… are common words: an address only with a number or a postcode.
    kind: 'adresse',
    pattern: re(
      `${LEAD}${NB}${STREET_WEAK}${SP}+${STREET_NAME}${TAIL}?|${NB}${STREET_WEAK}${SP}+${STREET_NAME}(?:,?${SP}*${NUMBER}${TAIL}?|${POSTCODE_TOWN})`,
    ),
  },
  {
    // Typed in lower case ("chemin des lilas 4"): a particle and a number are required.
    kind: 'adresse',
    pattern: re(
      `${NB}(?:${STREET_STRONG}|${STREET_WEAK})${SP}+${STREET_PART}{1,3}${LOW}+(?:-${LOW}+)?${SP}+${NUMBER}${TAIL}?`,
    ),
  },
  {
    kind: 'adresse',
    pattern: re(
      `${NB}(?:${UP}${LOW}+(?:strasse|straße|gasse|weg|platz|str\\.)|[gG]rand${HYPHEN}?${SP}?[rR]ue)${SP}*${NUMBER}${TAIL}?`,
    ),
  },
];

// Dates: a birth marker ("née le", "date de naissance") masks any date after it; a full date alone
// is masked as a probable birth date unless it is recent or reads as an event ("depuis le …").
const MONTH = `(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|janv\\.?|f[ée]vr?\\.?|avr\\.?|juil\\.?|sept\\.?|oct\\.?|nov\\.?|d[ée]c\\.?)`;
const DAY = `(?:1er|1re|premier|[0-3]?\\d)`;
const YEAR = '(?:18|19|20)\\d{2}(?!\\d)';
const NUMERIC_DATE = `(?<![\\d.,/])[0-3]?\\d${SP}?[./-]${SP}?[01]?\\d${SP}?[./-]${SP}?(?:\\d{4}|\\d{2})(?!\\d|[./-]\\d)`;
const ISO_DATE = `(?<![\\d.])${YEAR.slice(0, -6)}-[01]\\d-[0-3]\\d(?!\\d)`;
const WRITTEN_DATE = `${NB}${DAY}${SP}+${MONTH}${SP}+${YEAR}`;
const FULL_DATE = `(?:${ISO_DATE}|${NUMERIC_DATE}|${WRITTEN_DATE})`;
const BIRTH = `${NB}(?:n[ée](?:\\(e\\)|e)?s?|date${SP}+de${SP}+naissance|naissance|ddn|d\\.d\\.n\\.?|dob)${NA}`;
const BIRTH_LINK = `${SP}*(?::${SP}*)?(?:(?:le|en|du|au|on)${SP}+)?`;
const eventPatterns = eventWords.map((word) => (word.endsWith('*') ? word.slice(0, -1) : `${word}$`));

function isEvent(before: string): boolean {
  return words(normalize(before.slice(-40)))
    .slice(-3)
    .some((word) =>
      eventPatterns.some((p) => (p.endsWith('$') ? word === p.slice(0, -1) : word.startsWith(p))),
    );
}

const dateRules: Rule[] = [
  {
    kind: 'date de naissance',
    pattern: re(
      `(?<keep>${BIRTH}${BIRTH_LINK})(?:${FULL_DATE}|${NB}${DAY}${SP}+${MONTH}(?!${SP}*\\d)|${NB}${MONTH}${SP}+${YEAR}|${YEAR})`,
      'giu',
    ),
  },
  {
    // "né à Lausanne le 12 mars 1937": a place between the marker and the date.
    kind: 'date de naissance',
    pattern: re(
      `(?<keep>${BIRTH}${SP}+(?:à|a|au|en)${SP}+[^.;\\n\\d]{1,30}?${SP}(?:le${SP}+)?)${FULL_DATE}`,
      'giu',
    ),
  },
  {
    kind: 'date de naissance',
    pattern: re(
      `(?:${ISO_DATE}|${NUMERIC_DATE.replace('(?:\\d{4}|\\d{2})', '\\d{4}')}|${WRITTEN_DATE})`,
      'giu',
    ),
    accept: (match, text) => {
      const year = Number(/(?:18|19|20)\d{2}/.exec(match[0])?.[0]);
      const recent = year >= new Date().getFullYear() - 2;
      return recent || isEvent(text.slice(0, match.index))
        ? null
        : [match.index, match.index + match[0].length];
    },
  },
];

// Phone numbers: Swiss and French, national or international, any grouping.
// A closing bracket, then a dot, slash or hyphen with a space either side, or one or two spaces.
const PHONE_SEP = `(?:\\)?(?:${SP}?[./-]${SP}?|${SP}{1,2})?)`;
const phoneRules: Rule[] = [
  {
    kind: 'téléphone',
    pattern: re(
      `(?<![\\d+])(?:\\+|00)${SP}?(?:41|33)${SP}?(?:\\(0\\)${SP}?)?[1-9](?:${PHONE_SEP}\\d){8}(?!\\d)`,
    ),
  },
  {
    kind: 'téléphone',
    pattern: re(
      `(?<![\\d+])\\+${SP}?[1-9]\\d{0,2}${SP}?(?:\\(0\\)${SP}?)?\\d(?:${PHONE_SEP}\\d){6,11}(?!\\d)`,
    ),
  },
  {
    kind: 'téléphone',
    pattern: re(`(?<![\\d+.,/])\\(?0\\d(?:${PHONE_SEP}\\d){8}(?!\\d)`),
    // A date followed by a number ("01.02.2024 12") is not a phone number.
    accept: (match) =>
      /^\d{1,2}[./]\d{1,2}[./]\d{4}/.test(match[0]) ? null : [match.index, match.index + match[0].length],
  },
];

export const rules: Rule[] = [
  {
    kind: 'e-mail',
    pattern: re(
      `(?<![${L}\\d._%+-])[${L}\\d._%+-]+(?:@|${SP}*[[(]${SP}*(?:at|arobase)${SP}*[\\])]${SP}*)[${L}\\d-]+(?:\\.[${L}\\d-]+){0,30}\\.${L}{2,}`,
    ),
  },
  {
    // Written to escape robots: "m . rossetti @ gmx . ch", "h.zbinden [chez] bluewin [point] ch".
    kind: 'e-mail',
    pattern: re(
      `(?<![${L}\\d._%+-])[${L}\\d_%+-]+(?:${SP}?\\.${SP}?[${L}\\d_%+-]+){0,4}${SP}*(?:@|[[(]${SP}*(?:at|arobase|chez)${SP}*[\\])])${SP}*[${L}\\d-]+(?:${SP}*(?:\\.|[[(]${SP}*(?:point|dot)${SP}*[\\])])${SP}*[${L}\\d-]+){1,4}`,
    ),
  },
  {
    kind: 'numéro AVS',
    pattern: re(`(?<!\\d)756${SP}?[. -]?\\d{4}${SP}?[. -]?\\d{4}${SP}?[. -]?\\d{2}(?!\\d)`),
  },
  // Names and the birth year after a masked name come last: they read what is left.
  ...extraRules.filter((rule) => rule.kind !== 'nom' && rule.kind !== 'date de naissance'),
  ...phoneRules,
  ...dateRules,
  ...addressRules,
  ...nameRules,
  ...extraRules.filter((rule) => rule.kind === 'nom'),
  ...extraRules.filter((rule) => rule.kind === 'date de naissance'),
];
