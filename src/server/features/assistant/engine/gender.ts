/**
 * Grammatical gender (docs/decisions/019): who the user speaks of ("Monsieur Favre", "ma mère",
 * "il refuse") and who is writing ("je suis épuisé", "je suis infirmière"), read from the words
 * themselves, and the cards' gender markup rendered for them (cards/README.md, "Grammatical
 * gender"). Words are compared one by one (no regex over the user's text), so reading is linear.
 */
import type { CaseState } from './types';

export type Gender = 'f' | 'm';
export type Genders = { person: Gender | null; reader: Gender | null };

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, "' ")
    .split(/[^\p{L}'.-]+/u)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
    .filter(Boolean);

/** Two-word phrases that name the person cared for, with their gender. */
const personPhrases: Record<string, Gender> = {};
const addPhrases = (gender: Gender, determiners: string[], nouns: string[]) => {
  for (const determiner of determiners)
    for (const noun of nouns) personPhrases[`${determiner} ${noun}`] = gender;
};
addPhrases(
  'f',
  ['ma'],
  [
    'mère',
    'maman',
    'femme',
    'fille',
    'grand-mère',
    'mamie',
    'sœur',
    'tante',
    'belle-mère',
    'voisine',
    'cliente',
    'patiente',
    'résidente',
    'élève',
    'protégée',
  ],
);
addPhrases(
  'm',
  ['mon'],
  [
    'père',
    'papa',
    'mari',
    'fils',
    'grand-père',
    'papi',
    'frère',
    'oncle',
    'beau-père',
    'voisin',
    'client',
    'patient',
    'résident',
    'élève',
    'protégé',
    'époux',
    'garçon',
  ],
);
addPhrases(
  'f',
  ['une', 'la', 'cette', 'notre'],
  [
    'résidente',
    'patiente',
    'dame',
    'fille',
    'fillette',
    'adolescente',
    'usagère',
    'bénéficiaire',
    'pensionnaire',
    'petite',
    'jeune',
    'ado',
    'enfant',
    'élève',
    'locataire',
  ],
);
addPhrases(
  'm',
  ['un', 'le', 'ce', 'notre'],
  [
    'résident',
    'patient',
    'monsieur',
    'garçon',
    'adolescent',
    'usager',
    'bénéficiaire',
    'pensionnaire',
    'petit',
    'jeune',
    'ado',
    'enfant',
    'élève',
    'locataire',
  ],
);
addPhrases('f', ['mon'], ['épouse', 'amie']);

const civilities: Record<string, Gender> = { madame: 'f', mme: 'f', mlle: 'f', monsieur: 'm', mr: 'm' };

/** "il" that names nobody: "il faut", "il y a", "il est important de"… */
const impersonalAfterIl = new Set([
  'faut',
  'y',
  'semble',
  's',
  'paraît',
  'parait',
  'arrive',
  'suffit',
  'reste',
  'vaut',
  'manque',
  'pleut',
  'fait',
]);
const impersonalAfterIlEst = new Set([
  'temps',
  'important',
  'difficile',
  'possible',
  'vrai',
  'clair',
  'nécessaire',
  'urgent',
  'normal',
  'évident',
  'dur',
  'tard',
  'rare',
  'fréquent',
]);

/** "M. Favre", "M. [nom masqué]": the abbreviation is read on the text, where its capital shows. */
const abbreviatedMonsieur = /(?:^|[^\p{L}])M\.\s/u;

export type GenderReading = { gender: Gender | null; named: boolean };

/** Prepositions before a relative who is with the person, not the person: "avec sa fille". */
const companions = new Set(['avec', 'par']);

/**
 * The gender of the person cared for. A role or a civility ("ma mère", "le résident", "Monsieur")
 * names it; pronouns only tip the balance. `named` tells a later message that may correct it.
 */
export function personGender(text: string): GenderReading {
  const list = words(text);
  let named = 0; // > 0 feminine, < 0 masculine
  let pronouns = 0;
  const name = (gender: Gender) => {
    named += gender === 'f' ? 1 : -1;
  };
  if (abbreviatedMonsieur.test(text)) name('m');
  for (let i = 0; i < list.length; i += 1) {
    const word = list[i] ?? '';
    const next = list[i + 1] ?? '';
    const phrase = personPhrases[`${word} ${next}`];
    // "c'est ma mère, pas mon père": a person denied names nobody; "avec notre fille" names a
    // companion, not the person cared for.
    if (phrase && list[i - 1] !== 'pas' && !companions.has(list[i - 1] ?? '')) name(phrase);
    const civility = civilities[word];
    if (civility) name(civility);
    if (word === 'elle' || word === 'elles') pronouns += 1;
    if (
      word === 'il' &&
      !impersonalAfterIl.has(next) &&
      !(next === 'est' && impersonalAfterIlEst.has(list[i + 2] ?? ''))
    )
      pronouns -= 1;
  }
  const score = named * 3 + pronouns;
  return { gender: score > 0 ? 'f' : score < 0 ? 'm' : null, named: named !== 0 };
}

/** Words that say the writer's gender after "je suis" / "je me sens" (f, m). */
const readerPairs: [string, string][] = [
  ['épuisée', 'épuisé'],
  ['fatiguée', 'fatigué'],
  ['inquiète', 'inquiet'],
  ['perdue', 'perdu'],
  ['seule', 'seul'],
  ['dépassée', 'dépassé'],
  ['découragée', 'découragé'],
  ['désemparée', 'désemparé'],
  ['démunie', 'démuni'],
  ['sûre', 'sûr'],
  ['certaine', 'certain'],
  ['désolée', 'désolé'],
  ['infirmière', 'infirmier'],
  ['aide-soignante', 'aide-soignant'],
  ['éducatrice', 'éducateur'],
  ['enseignante', 'enseignant'],
  ['maman', 'papa'],
  ['mère', 'père'],
  ['fille', 'fils'],
  ['épouse', 'époux'],
  ['femme', 'mari'],
  ['directrice', 'directeur'],
  ['veuve', 'veuf'],
  ['nouvelle', 'nouveau'],
  ['soignante', 'soignant'],
  ['accompagnante', 'accompagnant'],
  ['stressée', 'stressé'],
  ['vidée', 'vidé'],
  ['usée', 'usé'],
  ['animatrice', 'animateur'],
  ['assistante', 'assistant'],
  ['mamie', 'papi'],
  ['grand-mère', 'grand-père'],
  ['tante', 'oncle'],
  ['sœur', 'frère'],
  ['remplaçante', 'remplaçant'],
  ['épuisées', 'épuisés'],
  ['énervée', 'énervé'],
  ['débordée', 'débordé'],
  ['désespérée', 'désespéré'],
  ['angoissée', 'angoissé'],
];
const readerWords = new Map<string, Gender>();
for (const [feminine, masculine] of readerPairs) {
  readerWords.set(feminine, 'f');
  if (masculine) readerWords.set(masculine, 'm');
}
const fillers = new Set([
  'très',
  'tellement',
  'vraiment',
  'complètement',
  'totalement',
  'un',
  'une',
  'la',
  'le',
  'sa',
  'son',
  'si',
  'trop',
  'moi-même',
  'aussi',
  'ne',
  'pas',
  'plus',
  'toute',
  'tout',
  'bien',
  'assez',
]);

/** The writer's gender, from what they say of themself ("je suis épuisée", "je me sens seul"). */
export function readerGender(text: string): Gender | null {
  const list = words(text);
  for (let i = 0; i < list.length; i += 1) {
    const word = list[i] ?? '';
    const end = list[i - 1] === 'ne' ? i - 1 : i;
    const before = list.slice(Math.max(0, end - 2), end);
    const opens =
      (word === 'suis' && before.at(-1) === 'je') || (word === 'sens' && before.join(' ') === 'je me');
    if (!opens) continue;
    // The first three words after it, past "très", "une", "sa"…; "je ne suis pas" reads the same.
    for (let j = i + 1; j < Math.min(list.length, i + 5); j += 1) {
      const candidate = list[j] ?? '';
      const gender = readerWords.get(candidate);
      if (gender) return gender;
      if (!fillers.has(candidate)) break;
    }
  }
  return null;
}

/**
 * The markup rendered for these genders: `{f|m}` agrees with the person cared for (unknown →
 * `personDefault`), `[f|m|neutral]` with the reader (unknown → the neutral form).
 */
export function renderGendered(text: string, genders: Genders, personDefault: Gender): string {
  const person = genders.person ?? personDefault;
  return text
    .replace(/\{([^{}|]*)\|([^{}|]*)\}/g, (_, feminine: string, masculine: string) =>
      person === 'f' ? feminine : masculine,
    )
    .replace(
      /\[([^[\]|]*)\|([^[\]|]*)\|([^[\]|]*)\]/g,
      (_, feminine: string, masculine: string, neutral: string) =>
        genders.reader === 'f' ? feminine : genders.reader === 'm' ? masculine : neutral,
    );
}

/** The plain text of a marked line, for the search index and the checks. */
export const plainText = (text: string) => renderGendered(text, { person: 'f', reader: 'f' }, 'f');

/**
 * The genders carried by the conversation: a later message changes the person's only when it
 * names them ("non, c'est ma mère"), the writer's only when it says it.
 */
export function withGenders(state: CaseState, message: string): CaseState {
  const reading = personGender(message);
  // Named but undecided ("il … avec notre fille"): another person is named; the known gender stays.
  const person = reading.named && reading.gender ? reading.gender : (state.person ?? reading.gender);
  return { ...state, person, reader: readerGender(message) ?? state.reader ?? null };
}

/** Unknown, the person is "la personne… elle" for adults and "l'enfant… il" for a child. */
export const personDefault = (state: CaseState): Gender => (state.audience === 'enfants' ? 'm' : 'f');
