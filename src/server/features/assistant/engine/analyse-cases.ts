import type { Audience } from '@shared/features/assistant';
import type { FactId, ThemeId } from './types';

/**
 * Situations for the analysis tests, written the way users write: accents or not, elisions,
 * typos, abbreviations, capitals, several turns. Expected themes must all be found; `not` themes
 * must not be (the classic confusions: self-injury read as aggression, a carer's worry as anxiety).
 */
export type AnalyseCase = {
  name: string;
  turns: readonly string[];
  audience: Audience | null;
  themes: readonly ThemeId[];
  not?: readonly ThemeId[];
  facts?: readonly FactId[];
  noFacts?: readonly FactId[];
  age?: number | null;
  settings?: readonly string[];
};

type Extra = Omit<AnalyseCase, 'name' | 'turns' | 'audience' | 'themes'>;
export const situation = (
  name: string,
  turns: string | readonly string[],
  audience: Audience | null,
  themes: readonly ThemeId[],
  extra: Extra = {},
): AnalyseCase => ({ name, turns: typeof turns === 'string' ? [turns] : turns, audience, themes, ...extra });

const c = situation;

export const elderlyCases: readonly AnalyseCase[] = [
  c(
    'grandmother wandering at night',
    "Ma grand-mère de 91 ans a Alzheimer, elle déambule toute la nuit dans l'appartement et ne dort plus.",
    'personnes_agees',
    ['errance', 'sommeil'],
    { facts: ['who', 'where', 'when'], age: 91, settings: ['domicile'] },
  ),
  c(
    'resident hitting during washing',
    'Un résident en EHPAD frappe les soignants pendant la toilette, il insulte aussi les aides-soignantes.',
    'personnes_agees',
    ['agressivite', 'refus_soins'],
    { facts: ['where', 'when'], settings: ['ems'] },
  ),
  c(
    'late-day agitation without accents',
    'mme X en ems est tres agitee en fin de journee, elle cherche la sortie et veut rentrer chez elle',
    'personnes_agees',
    ['agitation', 'crepusculaire', 'errance'],
    { facts: ['where', 'when'], settings: ['ems'] },
  ),
  c(
    'father spitting out his pills',
    'Mon père, 84 ans, atteint de démence à corps de Lewy, refuse de prendre ses médicaments et les recrache.',
    'personnes_agees',
    ['refus_soins'],
    { facts: ['who'], age: 84, not: ['agressivite'] },
  ),
  c(
    'widow withdrawn since her loss',
    'Depuis le décès de son mari, une résidente de 86 ans ne fait plus rien, reste dans sa chambre et ne participe plus aux animations.',
    'personnes_agees',
    ['deuil', 'apathie'],
    { facts: ['who', 'where', 'trigger'], age: 86 },
  ),
  c(
    'falls when getting up at night',
    'Un monsieur de 79 ans avec un Parkinson est tombé trois fois cette semaine en se levant la nuit.',
    'personnes_agees',
    ['chute'],
    { facts: ['who', 'when'], age: 79 },
  ),
  c(
    'daughter contesting decisions',
    "La fille d'une résidente conteste toutes nos décisions et nous reproche de mal nous occuper de sa mère.",
    'personnes_agees',
    ['conflit_famille'],
    { not: ['anxiete'] },
  ),
  c(
    'palliative care at home with pain',
    "En soins palliatifs à domicile, ma mère de 89 ans gémit quand on la mobilise, je pense qu'elle a mal.",
    'personnes_agees',
    ['fin_de_vie', 'douleur'],
    { facts: ['who', 'where', 'trigger'], settings: ['domicile'] },
  ),
  c(
    'exhausted care assistant',
    "Je suis aide-soignante en EMS et je suis épuisée, on est à bout dans l'équipe, les résidents crient tout le temps.",
    'personnes_agees',
    ['epuisement_aidant', 'cris'],
  ),
  c(
    'typo alzeimer, scratching in the shower',
    'une residente alzeimer agressive qui griffe pendant la douche',
    'personnes_agees',
    ['agressivite', 'refus_soins'],
    { facts: ['who', 'when'] },
  ),
  c(
    'typo alzheimmer, wandering in the unit',
    'Patiente alzheimmer de 82 ans qui deambule et se perd dans l unite',
    'personnes_agees',
    ['errance'],
    { facts: ['who', 'where'], age: 82 },
  ),
  c(
    'evening anxiety in a Swiss home',
    "Elle est anxieuse, elle pleure et appelle sa maman tous les soirs vers 18h, c'est une dame de 93 ans en home.",
    'personnes_agees',
    ['anxiete', 'crepusculaire'],
    { facts: ['who', 'where', 'when'], settings: ['ems'] },
  ),
  c(
    'mother-in-law choking at meals',
    'Ma belle-mère ne mange presque plus, elle a perdu du poids et fait des fausses routes au repas.',
    'personnes_agees',
    ['alimentation'],
    { facts: ['when'] },
  ),
  c(
    'incontinence and a refused change',
    "Un résident est incontinent et refuse qu'on change ses protections, il y a une forte odeur dans sa chambre.",
    'personnes_agees',
    ['hygiene', 'refus_soins'],
    { facts: ['where'] },
  ),
  c(
    'sundowning named in English',
    'Sundowning chez une patiente de 80 ans : vers 16h elle devient très agitée.',
    'personnes_agees',
    ['crepusculaire', 'agitation'],
    { facts: ['who', 'when'], age: 80 },
  ),
  c(
    'apathy since admission, name masked',
    'Monsieur [nom masqué] est apathique et semble triste depuis son entrée en EMS.',
    'personnes_agees',
    ['apathie', 'transition'],
    { facts: ['when', 'where'], settings: ['ems'] },
  ),
  c(
    'dev-04 as the redaction leaves it',
    'Mme [nom masqué], née le [date de naissance masquée], habite [adresse masquée]. Elle se perd dans le couloir tous les soirs vers 17h et devient anxieuse.',
    'personnes_agees',
    ['crepusculaire', 'errance', 'anxiete'],
    { facts: ['where', 'when'] },
  ),
  c(
    'dev-04 without the civility',
    '[nom masqué] se perd dans le couloir tous les soirs vers 17h et devient anxieuse.',
    'personnes_agees',
    ['crepusculaire', 'errance', 'anxiete'],
  ),
  c('all capitals', 'MON PERE DE 90 ANS REFUSE LA DOUCHE', 'personnes_agees', ['refus_soins'], {
    age: 90,
    facts: ['who'],
  }),
  c(
    'typo aggressive, biting during hygiene',
    'une residente aggressive qui mord pendant les soins d hygiene',
    'personnes_agees',
    ['agressivite', 'refus_soins'],
    { facts: ['when'] },
  ),
  c(
    'age in words',
    'Ma grand-mère a quatre-vingt-douze ans et elle ne dort plus la nuit',
    'personnes_agees',
    ['sommeil'],
    { age: 92 },
  ),
  c(
    'Swiss septante',
    "Ma mère a septante-huit ans, elle est désorientée le soir et s'agite",
    'personnes_agees',
    ['agitation', 'crepusculaire'],
    { age: 78 },
  ),
  c(
    'typographic apostrophes',
    'L’EHPAD m’appelle : ma mère s’est encore perdue et ne retrouve pas sa chambre',
    'personnes_agees',
    ['errance'],
    { settings: ['ems'] },
  ),
  c(
    'carer of a husband with Alzheimer',
    "Proche aidante, je n'en peux plus de m'occuper de mon mari atteint d'Alzheimer qui pose sans cesse les mêmes questions.",
    'personnes_agees',
    ['epuisement_aidant', 'anxiete'],
    { facts: ['who'] },
  ),
  c(
    'EMS resident screaming, refusing to eat',
    'En EMS une résidente hurle au repas et détourne la tête quand on lui présente la cuillère',
    'personnes_agees',
    ['cris', 'alimentation', 'refus_soins'],
    { facts: ['where', 'when'] },
  ),
  c(
    '"il s\'agit de" is no agitation',
    "Il s'agit de ma grand-mère de 85 ans : elle est très triste et ne sort plus de sa chambre.",
    'personnes_agees',
    ['apathie'],
    { not: ['agitation'], age: 85 },
  ),
  c(
    'the carer’s own worry is no anxiety',
    'Je suis très inquiète pour mon père de 88 ans qui tombe souvent.',
    'personnes_agees',
    ['chute'],
    { not: ['anxiete'], age: 88 },
  ),
  c(
    'a duration is no age',
    'Ma mère est en EMS depuis 3 ans, elle a 87 ans et crie la nuit.',
    'personnes_agees',
    ['cris', 'sommeil'],
    { age: 87, facts: ['when', 'where'] },
  ),
];

export const unknownCases: readonly AnalyseCase[] = [
  c('dev-02, shouting all the time', 'il crie tout le temps', null, ['cris'], {
    noFacts: ['who', 'where', 'when', 'trigger', 'tried'],
  }),
  c('refuses everything', 'Elle refuse tout.', null, [], { noFacts: ['who'] }),
  c('how to handle crises', 'comment gérer les crises ?', null, ['crise']),
  c('a difficult patient', "J'ai besoin d'aide avec un patient difficile", null, [], { noFacts: ['who'] }),
  c('"il s\'agit de mon voisin"', "Il s'agit de mon voisin, il est bizarre", null, [], {
    not: ['agitation'],
  }),
  c('worried about mum', 'Je suis inquiète pour ma maman', null, [], { not: ['anxiete'] }),
  c('a recipe', 'Donne-moi une recette de gâteau au chocolat sans gluten', null, []),
];
