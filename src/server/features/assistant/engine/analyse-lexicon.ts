import type { Audience } from '@shared/features/assistant';
import { hasPhrase } from './normalize';

/**
 * Shared matching helpers and the audience lexicon of analyse(). Everything is written in the
 * normalised form of normalize(): lower case, no accents, elisions opened ("s'agite" → "se agite").
 */

/** A phrase pattern for hasPhrase() ('agit*', 'se perd'), or a regular expression for what needs more. */
export type Cue = string | RegExp;
export type WeightedCue = readonly [Cue, number];

export function matches(normalized: string, cue: Cue): boolean {
  return typeof cue === 'string' ? hasPhrase(normalized, cue) : cue.test(normalized);
}

export function matchesAny(normalized: string, cues: readonly Cue[]): boolean {
  return cues.some((cue) => matches(normalized, cue));
}

/** Where the first cue matches (for ordering themes by where the user mentions them), or -1. */
export function firstIndex(normalized: string, cues: readonly Cue[]): number {
  let best = -1;
  for (const cue of cues) {
    const source = typeof cue === 'string' ? phraseSource(cue) : cue.source;
    const found = new RegExp(typeof cue === 'string' ? `(?:^| )${source}(?= |$)` : source).exec(normalized);
    if (found && (best < 0 || found.index < best)) best = found.index;
  }
  return best;
}

/** The regular expression of a phrase pattern, as hasPhrase() reads it. */
export function phraseSource(pattern: string): string {
  return pattern
    .split(' ')
    .map((word) =>
      word.endsWith('*')
        ? `${word.slice(0, -1).replace(/[.+?^${}()|[\]\\]/g, '\\$&')}[a-z0-9]*`
        : word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join(' ');
}

/**
 * Two phrases at most `gap` words apart, in this order ("refuse systématiquement la douche"):
 * word order and a few words in between must not defeat the lexicon.
 */
export function near(left: readonly string[], right: readonly string[], gap = 4): RegExp {
  const group = (patterns: readonly string[]) => `(?:${patterns.map(phraseSource).join('|')})`;
  return new RegExp(`(?:^| )${group(left)}(?: [a-z0-9]+){0,${gap}} ${group(right)}(?= |$)`);
}

export function score(normalized: string, cues: readonly WeightedCue[]): number {
  return cues.reduce((sum, [cue, weight]) => sum + (matches(normalized, cue) ? weight : 0), 0);
}

/** Alzheimer as it is often typed: "alzeimer", "alzheimmer", "alsheimer", "alzaimer". */
export const alzheimer = /(?:^| )al[sz]h?[ae]i?m+e?r/;

/** A named disability: it takes precedence over a child's age (an adolescent with polyhandicap). */
export const namedDisability: readonly Cue[] = [
  'polyhandica*',
  'handicap*',
  'deficien* intellectuel*',
  'deficient* intellectuel*',
  'retard mental',
  'trisomi*',
  'paralysie cerebrale',
  'imc',
  'ime',
  'x fragile',
  'syndrome de rett',
  'angelman',
  'prader willi',
  'myopathi*',
  'spina bifida',
  'tetraplegi*',
  'infirmite motrice*',
];

/** Weighted signs of each audience: 3 is decisive on its own, 1 only tips a balance. */
export const audienceCues: Record<Audience, readonly WeightedCue[]> = {
  personnes_agees: [
    ['ems', 3],
    ['ehpad', 3],
    ['ehpa', 3],
    ['usld', 3],
    ['maison de retraite', 3],
    ['home', 2],
    ['residence senior*', 3],
    [alzheimer, 3],
    ['demen*', 3],
    ['neurocognitif*', 2],
    ['troubles cognitifs', 2],
    ['personne* agee*', 3],
    ['grand age', 3],
    ['grand mere', 3],
    ['grand pere', 3],
    ['grands parents', 2],
    ['mamie', 3],
    ['mami', 3],
    ['papi', 3],
    ['papy', 3],
    ['geriatri*', 3],
    ['psychogeriatri*', 3],
    ['geronto*', 3],
    ['senior*', 3],
    ['retraite*', 2],
    ['vieill*', 2],
    ['vieux', 2],
    ['vieille*', 2],
    ['octogenaire*', 3],
    ['nonagenaire*', 3],
    ['centenaire*', 3],
    ['parkinson', 2],
    ['corps de lewy', 3],
    ['resident*', 2],
    ['pensionnaire*', 2],
    ['soins a domicile', 1],
    ['cms', 1],
    ['spitex', 1],
    ['aide soignant*', 1],
    ['assc', 1],
    ['ma mere', 2],
    ['mon pere', 2],
    ['ma maman', 1],
    ['mon papa', 1],
    ['ma belle mere', 2],
    ['mon beau pere', 2],
    ['mon mari', 1],
    ['ma femme', 1],
    ['mon epouse', 1],
    ['madame', 1],
    ['monsieur', 1],
    ['mme', 1],
    ['une dame', 1],
    ['deambul*', 1],
    ['errance', 1],
    ['se perd*', 1],
    ['sundown*', 2],
    ['crepuscul*', 2],
    ['deambulateur', 2],
    ['desorient*', 1],
    ['veuf', 1],
    ['veuve', 1],
    ['avc', 1],
    ['soins palliatifs', 1],
  ],
  enfants: [
    [
      /(?:^| )(?:le|un|mon|notre|cet|mes|nos|des|les|ces|deux|trois|plusieurs|votre|vos|ton|tes) enfants?(?= |$)/,
      3,
    ],
    [/(?:^| )enfants? (?:de [0-9]|qui|avec|autiste|hyperactif|agite|en|ne)/, 3],
    ['petite enfance', 3],
    [
      /(?:^| )(?:mon|ma|mes|un|une|le|la|les|des|cet|cette|ces|nos|notre|votre|vos|plusieurs|deux|trois) eleves?(?= |$)/,
      3,
    ],
    ['mon fils', 3],
    ['notre fils', 3],
    ['ma fille', 3],
    ['notre fille', 3],
    [/(?:^| )(?:fils|fille|garcon|fillette) de [0-9]{1,2} (?:ans|mois)/, 3],
    ['fillette*', 3],
    ['petit garcon', 3],
    ['garcon*', 1],
    ['bebe*', 3],
    ['nourrisson*', 3],
    ['tout petit*', 2],
    ['creche*', 3],
    ['garderie', 3],
    ['maman de jour', 3],
    ['uape', 3],
    ['apems', 3],
    ['ecole*', 2],
    ['en classe', 2],
    ['ma classe', 3],
    ['la classe', 1],
    ['maternelle', 3],
    ['primaire', 2],
    ['college*', 1],
    ['collegien*', 3],
    ['lycee*', 2],
    ['recre*', 3],
    ['cour de recreation', 3],
    ['maitresse', 2],
    ['enseignant*', 2],
    ['instit*', 2],
    ['aesh', 3],
    ['scola*', 2],
    ['ado', 3],
    ['ados', 3],
    ['adolescent*', 3],
    ['preado*', 3],
    ['gamin*', 3],
    ['pediatr*', 2],
    ['devoirs', 2],
    ['doudou', 3],
    ['biberon*', 3],
    ['tetine', 3],
    ['petit frere', 2],
    ['petite soeur', 2],
    ['grand frere', 1],
    ['grande soeur', 1],
    ['jouet*', 2],
    ['ase', 2],
    ['eje', 3],
    ['cp', 2],
    ['ce1', 2],
    ['ce2', 2],
    ['cm1', 2],
    ['cm2', 2],
    ['tdah', 1],
    ['hyperacti*', 1],
  ],
  handicap: [
    ['polyhandica*', 3],
    ['en situation de handicap', 3],
    ['handicap*', 2],
    ['deficien* intellectuel*', 3],
    ['deficient* intellectuel*', 3],
    ['deficien*', 1],
    ['retard mental', 3],
    ['trisomi*', 3],
    ['paralysie cerebrale', 3],
    ['infirmite motrice*', 3],
    ['imc', 3],
    ['ime', 3],
    ['esat', 3],
    ['mas', 3],
    ['fam', 3],
    [/(?:^| )foyers?(?! familial)(?= |$)/, 3],
    ['foyer de vie', 3],
    ['institution* specialise*', 3],
    ['institution*', 1],
    ['atelier protege', 3],
    ['educat* specialise*', 2],
    ['educat*', 1],
    ['pro infirmis', 3],
    ['invalidite', 2],
    ['x fragile', 3],
    ['syndrome de rett', 3],
    ['angelman', 3],
    ['prader willi', 3],
    ['tetraplegi*', 2],
    ['paraplegi*', 2],
    ['myopathi*', 2],
    ['spina bifida', 3],
    ['fauteuil roulant', 1],
    ['jeune adulte', 2],
    ['jeunes adultes', 2],
    [/(?:^| )adultes? (?:autiste|avec|atteint|polyhandicap|handicap|porteu?r|tsa)/, 2],
    ['usager*', 1],
    ['beneficiaire*', 1],
    ['malvoyant*', 1],
    ['malentendant*', 1],
    ['aveugle*', 1],
    ['sourd*', 1],
  ],
};

/**
 * Words that name someone else's children or a return to childhood: "les enfants de la
 * résidente", "ses petits-enfants", "le fils de Monsieur" say nothing about a child being cared for.
 */
export const notAboutAChild =
  /(?:^| )(?:petits? enfants?|ses enfants|leurs enfants|les enfants de(?: la| le| mme| monsieur| madame)?|enfants? de la residente?|retour en enfance|petite? fils|petite fille de (?:la|le|mme|madame|monsieur)|(?:son|sa|le|la) (?:fils|fille) (?:de|du|vient|passe|vit|habite|est|refuse|conteste|trouve))(?= |$)/g;
