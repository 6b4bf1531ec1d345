import { normalize } from './normalize';

/**
 * Sentences that name a danger without telling one now (docs/decisions/016, "controls"): a past
 * already dealt with ("placée à 4 ans à cause de maltraitances, suivi par l'APEA", "elle a été
 * hospitalisée et elle est rentrée en forme"), a question asked to learn ("quels sont les signes
 * de maltraitance ?"), or a measure someone proposes ("un collègue propose de l'enfermer à clé").
 * The danger words of such a sentence do not raise an alarm; a word of the present in it ("encore",
 * "ce soir", "il m'a dit") keeps it. Suicide is never set aside here: a recent attempt counts.
 * Phrases are looked up on the normalised words, so reading stays linear.
 */
const settledPast = [
  'a vecu',
  'ont vecu',
  'avait vecu',
  'avaient vecu',
  'a connu des',
  'avait connu',
  'avait ete',
  'avaient ete',
  'a ete place',
  'a ete placee',
  'ont ete places',
  'etait place',
  'etait placee',
  'suivi par',
  'suivie par',
  'suivi par le',
  'le placement',
  'son placement',
  'depuis son placement',
  'avant son placement',
  'dans son passe',
  'par le passe',
  'autrefois',
  'quand il etait petit',
  'quand elle etait petite',
  'dans son enfance',
  'il y a des annees',
  'il y a longtemps',
  'le an dernier',
  'le an passe',
  'le annee derniere',
  'le annee passee',
  'il y a un an',
  'il y a deux ans',
  'il y a trois ans',
  'il y a quelques annees',
  'ans auparavant',
  'pas blessee',
  'pas blesse',
  'sans gravite',
  'plus de peur que de mal',
  'a ete hospitalise',
  'a ete hospitalisee',
  'est rentre en forme',
  'est rentree en forme',
  'on a appele le 144',
  'nous avons appele le 144',
  'les secours sont venus',
  'tout est rentre dans le ordre',
  'va bien maintenant',
  'va bien aujourd hui',
  'va mieux maintenant',
  'droit de visite',
  'est place pour',
  'est placee pour',
  'reseau est en place',
  'est en place',
  'ce est suivi',
  'est ressorti',
  'ressorti tout de suite',
  'rien de grave',
  'je le ai signale',
  'je la ai signale',
  'en securite ici',
  'sur decision de le apea',
];
const teaching = [
  'quels sont les signes',
  'quels signes',
  'comment reperer',
  'comment detecter',
  'comment reconnaitre',
  'quelle est la procedure',
  'quelle procedure',
  'quel protocole',
  'quelle conduite',
  'conduite a tenir',
  'que faire en cas',
  'que faire si un',
  'que faire si une',
  'comment reagir si un',
  'comment reagir si une',
  'en cas de doute',
  'animer une seance',
  'une formation',
  'sensibiliser',
  'un expose',
  'un cours sur',
  'le theme du',
  'le theme de',
  'la prevention',
  'un module',
  'la formation',
  'former les',
  'former tous',
  'jeux de role',
  'de prevention',
  'en classe de maniere',
  'une presentation',
  'un travail de diplome',
  'mon memoire',
  'pour un cours',
];
const proposed = [
  'propose de',
  'proposent de',
  'suggere de',
  'suggerent de',
  'faut il',
  'faudrait il',
  'peut on',
  'a t on le droit',
  'a le droit de',
  'avons nous le droit',
  'est ce que on peut',
  'est ce que on a le droit',
  'devrait on',
  'envisage de',
  'envisagent de',
  'voudrait',
  'voudraient',
  'pense que il faut',
  'veut que on',
  'exige que on',
  'demande que on',
  'insiste pour que on',
  'souhaite que on',
  'exigent que on',
  'demandent que on',
];
const presentNow = [
  'encore',
  'toujours',
  'continue',
  'de nouveau',
  'a nouveau',
  'recommence',
  'ce soir',
  'cette nuit',
  'ce matin',
  'en ce moment',
  'actuellement',
  'maintenant il',
  'maintenant elle',
  'me dit',
  'me a dit',
  'me a confie',
  'me a raconte',
  'nous a dit',
  'vient de',
];

/** Phrases padded once with spaces, so that a lookup is one includes() per phrase. */
const padCache = new WeakMap<readonly string[], string[]>();
const holds = (padded: string, phrases: readonly string[]) => {
  let spaced = padCache.get(phrases);
  if (!spaced) {
    spaced = phrases.map((phrase) => ` ${phrase} `);
    padCache.set(phrases, spaced);
  }
  return spaced.some((phrase) => padded.includes(phrase));
};

/** "il y a vingt ans", "il y a 40 ans": long ago, whatever the number. */
const yearsAgo =
  / il y a (?:\d{1,3}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|trente|quarante|cinquante|soixante) ans /;
/** Children at play: "ils jouent à la guerre", "il crie en riant". Not for suicide: a joke can hide a plan. */
const play = [' en riant ', ' pour rire ', ' jouent a ', ' joue a la ', ' pour de faux ', ' en plaisantant '];
const atPlay = (padded: string) => play.some((phrase) => padded.includes(phrase));

/** A message cut into sentences, each also normalised once and padded for the phrase lookups. */
export type Sentences = { raw: string[]; padded: string[] };
export function sentencesOf(text: string): Sentences {
  const raw = text.split(/[.!?;\n]+/);
  return { raw, padded: raw.map((sentence) => ` ${normalize(sentence)} `) };
}

/** Whether one sentence tells a danger set aside: past and dealt with, taught, or proposed. */
function isSettled(padded: string): boolean {
  if (holds(padded, presentNow)) return false;
  return (
    holds(padded, teaching) ||
    holds(padded, proposed) ||
    holds(padded, settledPast) ||
    yearsAgo.test(padded) ||
    atPlay(padded)
  );
}

const resolved = [
  'bonne evolution',
  'va bien',
  'va mieux',
  'plus de idees',
  'plus de idees noires',
  'stabilise',
  'stabilisee',
  'se porte bien',
  'tout va bien',
];

/**
 * A wish to die already heard and framed: a long-standing end-of-life wish discussed with the doctor,
 * a risk assessed ("pas d'idées suicidaires structurées"), a running joke. It sets aside the words
 * alone ("je veux mourir"), never a signal of a plan (see engine/risk-signals.ts).
 */
const framedWish = [
  'pas de idees suicidaires',
  'pas de projet',
  'sans projet suicidaire',
  'pas de scenario',
  'directives anticipees',
  'soins palliatifs',
  'en a parle avec son medecin',
  'en a parle a son medecin',
  'psychiatre de liaison',
  'running gag',
  'en riant',
  'pour rire',
  'en plaisantant',
  'de humour',
  'son humour',
  'sa blague',
];
export function isFramedWish(text: string): boolean {
  return holds(` ${normalize(text)} `, framedWish);
}

/** The sentences kept, joined; the text itself when none is set aside (its reading is reused). */
function keep(text: string, sentences: Sentences, kept: (padded: string) => boolean): string {
  const indexes = sentences.padded.flatMap((padded, i) => (kept(padded) ? [i] : []));
  return indexes.length === sentences.raw.length ? text : indexes.map((i) => sentences.raw[i]).join('. ');
}

/** The text without its settled sentences. */
export function withoutSettledSentences(text: string, sentences = sentencesOf(text)): string {
  return keep(text, sentences, (padded) => !isSettled(padded));
}

/**
 * For a suicide risk, stricter: teaching is set aside, and a past risk only when the message says
 * it is over ("il est suivi, très bonne évolution, il n'a plus d'idées noires").
 */
export function withoutSettledSuicide(text: string, sentences = sentencesOf(text)): string {
  const over = sentences.padded.some((padded) => holds(padded, resolved));
  return keep(text, sentences, (padded) => {
    if (holds(padded, presentNow)) return true;
    return !(holds(padded, teaching) || (over && (holds(padded, settledPast) || yearsAgo.test(padded))));
  });
}
