import type { Audience } from '@shared/features/assistant';

/**
 * Shared matching helpers and the audience lexicon of analyse(). Everything is written in the
 * normalised form of normalize(): lower case, no accents, elisions opened ("s'agite" → "se agite").
 */

/** A phrase pattern as hasPhrase() reads it ('agit*', 'se perd'), or a regular expression for what needs more. */
export type Cue = string | RegExp;
export type WeightedCue = readonly [Cue, number];

/** Phrase patterns compiled once: the lexicons hold hundreds, read on every message. */
const compiled = new Map<string, RegExp>();
function compile(cue: Cue): RegExp {
  if (typeof cue !== 'string') return cue;
  let regex = compiled.get(cue);
  if (!regex) {
    // The same reading as hasPhrase() of normalize.ts: whole words, '*' for any ending.
    regex = new RegExp(`(?:^| )${phraseSource(cue)}(?= |$)`);
    compiled.set(cue, regex);
  }
  return regex;
}

export function matches(normalized: string, cue: Cue): boolean {
  return compile(cue).test(normalized);
}

export function matchesAny(normalized: string, cues: readonly Cue[]): boolean {
  return cues.some((cue) => matches(normalized, cue));
}

/** Where the first cue matches (for ordering themes by where the user mentions them), or -1. */
export function firstIndex(normalized: string, cues: readonly Cue[]): number {
  let best = -1;
  for (const cue of cues) {
    const found = compile(cue).exec(normalized);
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
export function near(left: string | readonly string[], right: string | readonly string[], gap = 4): RegExp {
  const group = (patterns: string | readonly string[]) =>
    `(?:${(typeof patterns === 'string' ? list(patterns) : patterns).map(phraseSource).join('|')})`;
  return new RegExp(`(?:^| )${group(left)}(?: [a-z0-9]+){0,${gap}} ${group(right)}(?= |$)`);
}

export function score(normalized: string, cues: readonly WeightedCue[]): number {
  return cues.reduce((sum, [cue, weight]) => sum + (matches(normalized, cue) ? weight : 0), 0);
}

/** Alzheimer as it is often typed: "alzeimer", "alzheimmer", "alsheimer", "alzaimer". */
export const alzheimer = /(?:^| )al[sz]h?[ae]i?m+e?r/;

/** A named disability: it takes precedence over a child's age (an adolescent with polyhandicap). */
export const namedDisability: readonly Cue[] = list(`
  polyhandica*, handicap*, deficien* intellectuel*, deficient* intellectuel*, retard mental
  trisomi*, paralysie cerebrale, imc, ime, x fragile, syndrome de rett, angelman, prader willi
  myopathi*, spina bifida, tetraplegi*, infirmite motrice*
`);

/** Weighted signs of each audience: 3 is decisive on its own, 1 only tips a balance. */
export const audienceCues: Record<Audience, readonly WeightedCue[]> = {
  personnes_agees: [
    [alzheimer, 3],
    ...weighted(
      3,
      `
      ems, ehpad, ehpa, usld, maison de retraite, residence senior*, demen*, personne* agee*
      grand age, grand mere, grand pere, mamie, mami, papi, papy, geriatri*, psychogeriatri*
      geronto*, senior*, octogenaire*, nonagenaire*, centenaire*, corps de lewy
    `,
    ),
    ...weighted(
      2,
      `
      home, neurocognitif*, troubles cognitifs, grands parents, retraite*, vieill*, vieux
      parkinson, resident*, residant*, pensionnaire*, ma mere, mon pere, ma belle mere
      mon beau pere, sundown*, crepuscul*, deambulateur
    `,
    ),
    ...weighted(
      1,
      `
      soins a domicile, cms, spitex, aide soignant*, assc, ma maman, mon papa, mon mari, ma femme
      mon epouse, madame, monsieur, mme, une dame, deambul*, errance, se perd*, desorient*, veuf
      veuve, avc, soins palliatifs, fin de vie, perd la memoire, pertes de memoire, vit encore chez
      vit toujours chez, vit encore seul*, vit seul* chez
    `,
    ),
  ],
  enfants: [
    ...weighted(
      3,
      `
      petite enfance, mon fils, notre fils, ma fille, notre fille, fillette*, petit garcon, bebe*
      nourrisson*, creche*, garderie, maman de jour, uape, apems, ma classe, maternelle
      collegien*, recre*, cour de recreation, aesh, ado, ados, adolescent*, preado*, gamin*
      doudou, biberon*, tetine, eje
    `,
    ),
    ...weighted(
      2,
      `
      tout petit*, ecole*, en classe, primaire, lycee*, maitresse, enseignant*, instit*, scola*
      pediatr*, devoirs, petit frere, petite soeur, jouet*, ase, cp, ce1, ce2, cm1, cm2
    `,
    ),
    ...weighted(
      1,
      `
      garcon*, la classe, college*, grand frere, grande soeur, tdah, hyperacti*
    `,
    ),
    [
      /(?:^| )(?:le|un|mon|notre|cet|mes|nos|des|les|ces|deux|trois|plusieurs|votre|vos|ton|tes) enfants?(?= |$)/,
      3,
    ],
    [/(?:^| )enfants? (?:de [0-9]|qui|avec|autiste|hyperactif|agite|en|ne)/, 3],
    [
      /(?:^| )(?:mon|ma|mes|un|une|le|la|les|des|cet|cette|ces|nos|notre|votre|vos|plusieurs|deux|trois) eleves?(?= |$)/,
      3,
    ],
    [/(?:^| )(?:fils|fille|garcon|fillette) de [0-9]{1,2} (?:ans|mois)/, 3],
  ],
  handicap: [
    ...weighted(
      3,
      `
      polyhandica*, en situation de handicap, deficien* intellectuel*, deficient* intellectuel*
      retard mental, trisomi*, paralysie cerebrale, infirmite motrice*, imc, ime, esat, mas, fam
      foyer de vie, institution* specialise*, atelier protege, pro infirmis, x fragile
      syndrome de rett, angelman, prader willi, spina bifida, traumatisme cranien, traumatise cranien
      lesion cerebrale, lesions cerebrales, cerebrolese*
    `,
    ),
    ...weighted(
      2,
      `
      handicap*, educat* specialise*, invalidite, tetraplegi*, paraplegi*, myopathi*, jeune adulte
      jeunes adultes
    `,
    ),
    ...weighted(
      1,
      `
      deficien*, institution*, educat*, fauteuil roulant, usager*, beneficiaire*, malvoyant*
      malentendant*, aveugle*, sourd*
    `,
    ),
    [/(?:^| )foyers?(?! familial)(?= |$)/, 3],
    [/(?:^| )adultes? (?:autiste|avec|atteint|polyhandicap|handicap|porteu?r|tsa)/, 2],
  ],
};

/**
 * Words that name someone else's children or a return to childhood: "les enfants de la
 * résidente", "ses petits-enfants", "le fils de Monsieur" say nothing about a child being cared for.
 */
export const notAboutAChild =
  /(?:^| )(?:petits? enfants?|ses enfants|leurs enfants|les enfants de(?: la| le| mme| monsieur| madame)?|enfants? de la residente?|retour en enfance|petite? fils|petite fille de (?:la|le|mme|madame|monsieur)|(?:son|sa|le|la) (?:fils|fille) (?:de|du|vient|passe|vit|habite|est|refuse|conteste|trouve)|(?:pas|plus) (?:un|une) (?:gamine?|gosse|bebe|enfant)|comme (?:un|une) (?:gamine?|gosse|bebe|enfant))(?= |$)/g;

/** A compact lexicon: patterns separated by commas or line ends (keeps long word lists readable). */
export function list(patterns: string): string[] {
  return patterns
    .split(/[,\n]/)
    .map((pattern) => pattern.trim())
    .filter(Boolean);
}

function weighted(weight: number, patterns: string): WeightedCue[] {
  return list(patterns).map((pattern) => [pattern, weight] as const);
}
