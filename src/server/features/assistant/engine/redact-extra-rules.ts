import { isFrenchWord } from './french-words';
import { elisions } from './normalize';
import { isFirstName } from './redact-first-names';
import type { Rule } from './redact-rules';

/**
 * Redaction beyond civilities (docs/decisions/016): IBANs, e-mails written out ("x at y dot ch"),
 * rooms and named institutions, names in capitals, a surname before or after a first name without
 * "Madame", and a lower-case name after "madame" or "docteur". A word is read as a proper noun
 * when a maintained French word list (an-array-of-french-words, ~336,000 words) does not know
 * it. Every pattern is bounded: linear-time.
 */

/** Acronyms of care and public names that are useful life history, never masked. */
const keptWords = new Set(
  `ems avs ai cms apea kesb spj spmi tsa tdah ted di assc ase asa msp hug chuv hfr pecs teacch aba caa pbs
  makaton snoezelen orl irm avc eeg ecg sms ok tv hes uape suva lamal cfc afp ipe imc toc tspt ptsd bpco sla
  sep esat fam mas sessad samu stp svp nb ps adhd asd has oms cff tpg tl ch vd ge fr vs ne ju be zh
  federer piaf brel hallyday stromae aznavour dassin brassens gabin bourvil fernandel trenet dalida
  johnny edith édith roger maria montessori naomi feil yves gineste rosette marescotti kitwood carl rogers jacques mozart chopin beethoven bach
  dion sardou goldman montand bécaud becaud mathieu adamo mitchell gainsbourg cabrel souchon voulzy farmer zaz vianney
  presley lennon beatles abba madonna nadal djokovic wawrinka mbappé mbappe messi ronaldo zidane platini pelé pele
  griezmann benzema xhaka shaqiri cologna odermatt cuche russi guisan dunant napoléon napoleon einstein gandhi churchill
  gaulle chaplin funès funes delon belmondo depardieu ramuz chappaz tintin villard gilles dalida sophia`.split(
    /\s+/,
  ),
);
/** Titles kept before a masked name ("Mme [nom masqué]"). */
const civilities = new Set([
  'mme',
  'mmes',
  'mlle',
  'mlles',
  'madame',
  'monsieur',
  'mr',
  'dr',
  'dre',
  'docteur',
  'docteure',
  'doctoresse',
  'professeur',
  'professeure',
  'maître',
  'pr',
  'sœur',
  'frère',
  'père',
]);
/** A singer, an athlete or a historical figure named in a life history. */
export const isPublicFigure = (word: string) => keptWords.has(word.toLowerCase());
/** "Anne-Lise", "Jean-Daniel": a compound of first names is a first name. */
const firstNameLike = (word: string) =>
  isFirstName(word) || (word.includes('-') && word.split('-').every(isFirstName));
const known = (word: string): boolean => {
  const lower = word.toLowerCase();
  // An elided word is judged by what follows the apostrophe: "qu'on", "l'aide" are French.
  const [, elided, rest] = /^([a-z]{1,7})['’](.+)$/u.exec(lower) ?? [];
  if (elided && rest && elided in elisions) return known(rest);
  return isFrenchWord(lower) || keptWords.has(lower) || lower.length < 3;
};

// A word never ends on its apostrophe or hyphen: "avec Henri'." quotes the name "Henri".
const UPW = "\\p{Lu}(?:\\p{Lu}|['-](?=\\p{Lu})){2,30}";
const CAPW = "\\p{Lu}\\p{Ll}(?:\\p{Ll}|['-](?=\\p{Ll})){1,30}(?:-\\p{Lu}\\p{Ll}{1,30}){0,2}";
/** A capitalised place name, compound ones included ("Grand-Pré", "Val-d'Illiez"). */
const PLACE = "\\p{Lu}\\p{Ll}{1,30}(?:[-'’]\\p{L}\\p{Ll}{0,30}){0,3}";
const LOWW = "\\p{Ll}(?:\\p{Ll}|['-](?=\\p{Ll})){1,30}";
/** Particles of surnames: "Da Silva", "Van der Berg", "De Souza", "dos Santos". */
const PARTICLE =
  '(?:[Dd]a|[Dd]e|[Dd]el|[Dd]ella|[Dd]i|[Dd]os|[Dd]as|[Dd]u|[Vv]an(?: [Dd]er| [Dd]en)?|[Vv]on|[Ll]e|[Ll]a|[Ll]o|[Aa]l|[Ee]l|[Bb]en)';
const NOT_LETTER_BEFORE = '(?<![\\p{L}\\d])';
const NOT_LETTER_AFTER = '(?![\\p{L}\\d])';
const re = (source: string) => new RegExp(source, 'gu');

export const extraRules: Rule[] = [
  {
    kind: 'compte bancaire',
    pattern: re(
      `${NOT_LETTER_BEFORE}[A-Z]{2}\\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?${NOT_LETTER_AFTER}`,
    ),
  },
  {
    kind: 'e-mail',
    pattern: re(
      `${NOT_LETTER_BEFORE}[\\p{L}\\d]{1,40}(?:[._-][\\p{L}\\d]{1,40}){0,3}(?: (?:point|dot) [\\p{L}\\d-]{1,30}){0,2} ?(?:\\[at\\]|\\(at\\)| at | arobase ) ?[\\p{L}\\d-]{1,40}(?: ?(?:\\[point\\]|\\(point\\)|\\[dot\\]| point | dot ) ?[\\p{L}\\d-]{1,30}){1,3}${NOT_LETTER_AFTER}`,
    ),
  },
  {
    kind: 'adresse',
    pattern: re(
      `${NOT_LETTER_BEFORE}(?:[Cc]hambre|[Aa]ppartement|appart|studio|lit) (?:n[°o] ?)?\\d{1,4}(?: ?[A-Za-z](?![\\p{L}\\d]))?${NOT_LETTER_AFTER}`,
    ),
  },
  {
    // "home Les Tilleuls", "foyer La Rambarde", "école de la Colline", "résidence du Parc".
    kind: 'adresse',
    pattern: re(
      `(?<keep>${NOT_LETTER_BEFORE}(?:[Hh]ome|EMS|[Pp]ension|[Uu]nité|[Ff]oyer|[Rr]ésidence|[Rr]esidence|[ÉéEe]cole|[Cc]ollège|[Cc]ollege|[Gg]ymnase|[Ii]nstitution|[Cc]linique|[Cc]rèche|[Cc]reche|[Ii]nternat) (?:(?:de la|de l'|des|du|de) ?)?)(?:(?:Les|La|Le|L')[ ’']?)?${PLACE}(?: ${PLACE}){0,2}`,
    ),
  },
  {
    // An insurance, patient or card number: twelve digits or more in groups.
    kind: 'numéro',
    pattern: re(`${NOT_LETTER_BEFORE}\\d{3,6}(?:[ .]\\d{2,6}){2,5}${NOT_LETTER_AFTER}`),
    // Not a phone number written with its country code ("0041 79 123 45 67").
    accept: (match) =>
      match[0].replace(/\D/g, '').length >= 12 && !match[0].startsWith('0')
        ? [match.index, match.index + match[0].length]
        : null,
  },
  {
    // A policy, contract or file number after "n°" ("police d'assurance n° 4471-0932-18").
    kind: 'numéro',
    pattern: re(`(?<keep>${NOT_LETTER_BEFORE}[Nn][°o]\\.? ?)\\d[\\d./-]{4,20}\\d${NOT_LETTER_AFTER}`),
  },
  {
    // A patient, file or policy number after its label ("N° patient : 20-448913").
    kind: 'numéro',
    pattern: re(
      `(?<keep>${NOT_LETTER_BEFORE}(?:[Nn][°o]|[Nn]uméro|[Nn]umero) (?:de )?(?:patient|dossier|assuré|assure|assurance|client|police)\\s?:? ?(?:c'est |est )?(?:le )?)[\\dA-Z][\\d./-]{4,20}\\d`,
    ),
  },
  {
    // A room or a door code: "ch. 17", "chambre 112", "code porte 4521".
    kind: 'numéro',
    pattern: re(
      `(?<keep>${NOT_LETTER_BEFORE}(?:[Cc]h\\.?|[Cc]hambre|[Cc]hbre|[Cc]ode (?:de (?:la )?)?porte|[Cc]ode de entrée|[Cc]ode d'entrée|[Dd]igicode) ?(?:n° ?)?:? ?)\\d{1,5}[A-Za-z]?${NOT_LETTER_AFTER}`,
    ),
  },
  {
    // A car plate ("VD 123 456"), an IP address (not a phone number: no part opens with 0).
    kind: 'numéro',
    pattern: re(
      `${NOT_LETTER_BEFORE}(?:(?:AG|AI|AR|BE|BL|BS|FR|GE|GL|GR|JU|LU|NE|NW|OW|SG|SH|SO|SZ|TG|TI|UR|VD|VS|ZG|ZH) \\d{1,3}(?: ?\\d{3})?|\\d{1,3}(?:\\.\\d{1,3}){3})${NOT_LETTER_AFTER}`,
    ),
    accept: (match) =>
      /^\d/.test(match[0]) && match[0].split('.').some((part) => part.length > 1 && part.startsWith('0'))
        ? null
        : [match.index, match.index + match[0].length],
  },
  {
    kind: 'e-mail',
    pattern: re(`(?<![\\p{L}\\d@])@[\\p{L}\\d_][\\p{L}\\d_.]{2,40}[\\p{L}\\d_]`),
  },
  {
    // A post-office box ("Case postale 245"); streets and postcodes are the address rules' part.
    kind: 'adresse',
    pattern: re(`${NOT_LETTER_BEFORE}(?:[Cc]ase postale|CP) \\d{1,5}${NOT_LETTER_AFTER}`),
  },
  {
    // A birthday with its age: "fêtera ses 90 ans le 17 novembre".
    kind: 'date de naissance',
    pattern: re(
      `(?<keep>${NOT_LETTER_BEFORE}(?:ses|mes|leurs) \\d{1,3} ans (?:le )?)\\d{1,2}(?:er)? (?:janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre)`,
    ),
  },
  {
    // A case number ("dossier 2023-44817").
    kind: 'adresse',
    pattern: re(
      `(?<keep>${NOT_LETTER_BEFORE}(?:dossier|n° de dossier|patient n°) (?:c'est |est |n° ?)?(?:le )?)\\d{2,6}[-/]\\d{2,8}`,
    ),
  },
  {
    // Names in capitals: "ROCH JEAN-PIERRE", "DUPRAZ" — unless every word is French or an acronym.
    kind: 'nom',
    pattern: re(`${NOT_LETTER_BEFORE}${UPW}(?: ${UPW}){0,2}${NOT_LETTER_AFTER}`),
    accept: (match) => {
      const parts = match[0].split(/[ -]/).filter(Boolean);
      return parts.some((part) => !known(part)) ? [match.index, match.index + match[0].length] : null;
    },
  },
  {
    // "Kevin Aebischer", "Dupraz Jeanne": a first name beside an unknown word, or two unknown words.
    kind: 'nom',
    // A lookahead, so that pairs overlap: in "Pour Dupraz Jeanne" the pair "Dupraz Jeanne" is read.
    pattern: re(`${NOT_LETTER_BEFORE}(?=(${CAPW} ${CAPW})${NOT_LETTER_AFTER})`),
    accept: (match) => {
      const pair = match[1] ?? '';
      const [a = '', b = ''] = pair.split(' ');
      if (isPublicFigure(a) || isPublicFigure(b)) return null;
      const name = (isFirstName(a) && !known(b)) || (isFirstName(b) && !known(a)) || (!known(a) && !known(b));
      return name ? [match.index, match.index + pair.length] : null;
    },
  },
  {
    // "Kevin Da Silva", "Ana dos Santos": a first name, a particle, a capitalised surname.
    kind: 'nom',
    pattern: re(`${NOT_LETTER_BEFORE}(${CAPW}) ${PARTICLE} ${CAPW}(?: ${CAPW})?${NOT_LETTER_AFTER}`),
    accept: (match) => (isFirstName(match[1] ?? '') ? [match.index, match.index + match[0].length] : null),
  },
  {
    // "rossier andré", "pierre-alain gobet": lower case, a first name beside a word French does not know.
    kind: 'nom',
    // Not inside a compound word: "pierre-alain gobet" is read once, from "pierre".
    pattern: re(`(?<![\\p{L}\\d'’-])(?=(${LOWW} ${LOWW})${NOT_LETTER_AFTER})`),
    accept: (match) => {
      const pair = match[1] ?? '';
      const [a = '', b = ''] = pair.split(' ');
      const name =
        (isFirstName(a) && !known(b) && !isFirstName(b)) || (isFirstName(b) && !known(a) && !isFirstName(a));
      return name ? [match.index, match.index + pair.length] : null;
    },
  },
  {
    // A first name left just after a masked surname ("Patiente : [Rochat] Hedwig").
    kind: 'nom',
    pattern: re(`(?<=\uE000 )${CAPW}${NOT_LETTER_AFTER}`),
    accept: (match) =>
      known(match[0]) || civilities.has(match[0].toLowerCase())
        ? null
        : [match.index, match.index + match[0].length],
  },
  {
    // A capitalised surname left just before a masked first name ("Dupraz [Jeanne Favre]").
    kind: 'nom',
    pattern: re(`${NOT_LETTER_BEFORE}${CAPW}(?= \uE000)`),
    accept: (match) =>
      known(match[0]) || civilities.has(match[0].toLowerCase())
        ? null
        : [match.index, match.index + match[0].length],
  },
  {
    // A birth year right after a masked name: "Mme [nom masqué], 1933,".
    kind: 'date de naissance',
    pattern: re(`(?<keep>(?<!\uE000)\uE000+,? \\(?(?:née? en )?)(?:19\\d\\d|20[0-2]\\d)(?!\\d)`),
  },
  {
    // "J.-P. Rouiller", "A. Favre": initials and a surname.
    kind: 'nom',
    pattern: re(`${NOT_LETTER_BEFORE}\\p{Lu}\\.(?:-\\p{Lu}\\.)? ${CAPW}${NOT_LETTER_AFTER}`),
    accept: (match) => {
      const surname = match[0].split(' ').at(-1) ?? '';
      return known(surname) ? null : [match.index, match.index + match[0].length];
    },
  },
  {
    // A first name alone ("Julien, 24 ans", "la maman d'Anaïs"): a person named. Not when the word
    // is also French ("Rose", "Claire", "Pierre") nor a public figure.
    kind: 'nom',
    pattern: re(`(?<![\\p{L}\\d-])${CAPW}${NOT_LETTER_AFTER}`),
    accept: (match, text) => {
      const word = match[0];
      const end = match.index + word.length;
      // "Céline Dion", "Bernhard Russi": the first name of a public figure stays with it.
      const next = /^ (\p{Lu}\p{Ll}+)/u.exec(text.slice(end, end + 40))?.[1] ?? '';
      if (isPublicFigure(word) || isPublicFigure(next)) return null;
      // A first name that is also a word ("Julien", "Maxime") only with an age after it.
      const aged = /^,? \(?\d{1,3} ans/u.test(text.slice(end, end + 12));
      const named = (firstNameLike(word) && !known(word)) || (aged && (firstNameLike(word) || !known(word)));
      return named ? [match.index, end] : null;
    },
  },
  {
    // "madame rochat", "docteur gaillard-berset": lower case after a civility.
    kind: 'nom',
    pattern: re(
      `(?<keep>${NOT_LETTER_BEFORE}(?:madame|monsieur|mme|mr|docteur|docteure|dr|doctoresse)\\.? )[\\p{Ll}][\\p{Ll}'-]{2,30}${NOT_LETTER_AFTER}`,
    ),
    accept: (match) => {
      const keep = match.groups?.keep?.length ?? 0;
      const word = match[0].slice(keep);
      return word.split('-').every(known) ? null : [match.index + keep, match.index + match[0].length];
    },
  },
  {
    // Two people named together, one a known first name: "Anne-Lise et Fatou ne se parlent plus".
    kind: 'nom',
    pattern: re(`${NOT_LETTER_BEFORE}(${CAPW}) et (${CAPW})${NOT_LETTER_AFTER}`),
    accept: (match) => {
      const [a = '', b = ''] = [match[1], match[2]];
      const names = (firstNameLike(a) || firstNameLike(b)) && !known(a) && !known(b);
      return names && !isPublicFigure(a) && !isPublicFigure(b)
        ? [match.index, match.index + match[0].length]
        : null;
    },
  },
  {
    // Last, once every other name is masked. A nickname in brackets after a masked name: "[nom] (Steph)", "(Lulu pour la famille)", "(JD)".
    kind: 'nom',
    pattern: re(`(?<=\uE000 ?\\()(?:dite? )?(?:\\p{Lu}\\p{Ll}{1,20}|\\p{Lu}{2,4})(?= ?(?:\\)|pour |,))`),
  },
];
