import type { Audience } from '@shared/features/assistant';
import { readAge, readFacts, readSettings } from './analyse-facts';
import {
  audienceCues,
  type Cue,
  firstIndex,
  list,
  matches,
  matchesAny,
  namedDisability,
  notAboutAChild,
  score,
} from './analyse-lexicon';
import { care, careMoments, foodRefusal, themeCues } from './analyse-themes';
import { hasPhrase, normalize } from './normalize';
import { type CaseState, factIds, type ThemeId, themeIds } from './types';

/**
 * The situation analysis of the embedded engine: who the user is talking about (audience), what
 * the difficulty is (themes, most relevant first) and which key facts are known. The case
 * accumulates over the turns: each call returns a new state built on the previous one.
 */
export function analyse(text: string, previous: CaseState): CaseState {
  const normalized = prepare(normalize(text));
  const age = readAge(normalized);
  const scores = audienceScores(normalized, age);
  const audience = mergeAudience(previous.audience, scores, normalized, age);
  const themes = readThemes(normalized, audience);
  const facts = readFacts(normalized, age);
  return {
    audience,
    themes: [...previous.themes, ...themes.filter((theme) => !previous.themes.includes(theme))],
    facts: Object.fromEntries(
      factIds.map((id) => [id, previous.facts[id] || facts[id]]),
    ) as CaseState['facts'],
    age: age ?? previous.age,
    // Once known, the setting stays: "elle était institutrice" does not move an EMS resident to
    // a school (docs/decisions/019).
    settings:
      previous.settings.length > 0 ? previous.settings : settingsFor(readSettings(normalized), audience),
    turns: previous.turns + 1,
    followUpsAsked: previous.followUpsAsked,
  };
}

/** Placeholders of the redaction and idioms that would be misread as themes. */
function prepare(normalized: string): string {
  return (
    ` ${normalized} `
      // "[nom masqué]", "[téléphone masqué]": the masked data is no sign of anything.
      .replace(
        / (?:nom|prenom|telephone|numero(?: de telephone| avs)?|e mail|email|courriel|avs|date(?: de naissance)?|adresse|donnee)s? masquee?s?(?= )/g,
        ' ',
      )
      // Elisions typed with a space ("l enfant", "qu on", "j ai"): read as normalize() reads "l'enfant".
      .replace(
        / (l|d|j|m|t|s|n|c) (?=[aeiouyh])/g,
        (_, letter: string) => ` ${letter === 'l' ? 'le' : `${letter}e`} `,
      )
      .replace(/ qu (?=[aeiouyh])/g, ' que ')
      // "il s'agit de ma mère" is no agitation.
      .replace(/ (?:il |ce |elle )?se agi(?:t|ssait|ra) de(?= )/g, ' ')
      // Sundowning said in everyday words.
      .replace(/ (?:au |le |du |a le )?coucher du soleil(?= )/g, ' crepuscule ')
      .replace(
        / (?:a |de )?la tombee de la nuit(?= )| (?:quand|des que|lorsque) la nuit tombe(?= )/g,
        ' crepuscule ',
      )
      .replace(/\s+/g, ' ')
      .trim()
  );
}

type Scores = Record<Audience, number>;
const audiences: readonly Audience[] = ['personnes_agees', 'enfants', 'handicap'];

function audienceScores(text: string, age: number | null): Scores {
  const scores: Scores = {
    personnes_agees: score(text, audienceCues.personnes_agees),
    enfants: score(text.replace(notAboutAChild, ' '), audienceCues.enfants),
    handicap: score(text, audienceCues.handicap),
  };
  // AVS is the school assistant only in a school; elsewhere it is the Swiss pension or number.
  if (hasPhrase(text, 'avs') && /(?:^| )(?:ecole|classe|eleve|scola)/.test(text)) scores.enfants += 2;
  // Autism in an adult, and the residents of a foyer, belong to the disability field.
  const adult = (age !== null && age >= 18) || /(?:^| )adultes?(?= |$)/.test(text);
  if (adult && matchesAny(text, ['tsa', 'autis*', 'asperger'])) scores.handicap += 2;
  if (/(?:^| )foyers?(?! familial)(?= |$)/.test(text) && hasPhrase(text, 'resident*')) {
    scores.personnes_agees -= 2;
    scores.handicap += 1;
  }
  // A resident with autism lives in a foyer, not in an EMS.
  if (matchesAny(text, ['tsa', 'autis*']) && hasPhrase(text, 'resident*')) {
    scores.handicap += 2;
    scores.personnes_agees -= 1;
  }
  // A spouse cared for is most often an old person ("mon mari devient agité le soir").
  // (Parents write "mon mari et moi" about their child: the child's cues still count.)
  if (matchesAny(text, ['mon mari', 'ma femme', 'mon epouse', 'mon epoux', 'mon conjoint', 'ma conjointe']))
    scores.personnes_agees += 1;
  // Getting lost at the end of the day is the classic picture of dementia (sample dev-04).
  if (
    matchesAny(text, evening) &&
    matchesAny(text, ['se perd*', 'deambul*', 'errance', 'desorient*', 'cherche* la sortie'])
  ) {
    scores.personnes_agees += 1;
  }
  if (age !== null) {
    if (age >= 65) scores.personnes_agees += 3;
    else if (age >= 60) scores.personnes_agees += 1;
    else if (age < 18) scores.enfants += 3;
    else scores.handicap += 1;
    // "mon fils de 35 ans" is an adult son; "mon mari, 44 ans" is not an old person.
    if (age >= 18) scores.enfants = 0;
    if (age < 55) scores.personnes_agees = 0;
  }
  return scores;
}

/** The audience this turn points to: at least a clear sign, elderly first on a tie. */
function turnAudience(scores: Scores, text: string): Audience | null {
  let best: Audience | null = null;
  for (const audience of audiences)
    if (scores[audience] >= 2 && (!best || scores[audience] > scores[best])) best = audience;
  // A named disability takes precedence over childhood (an adolescent with polyhandicap).
  if (best === 'enfants' && matchesAny(text, namedDisability)) return 'handicap';
  return best;
}

/** "non, c'est ma mère", "je précise", "en fait": the user corrects what Sophia understood. */
const correction =
  /(?:^| )(?:non|pardon|en fait|je precise|je me suis trompee?|ce ne est pas (?:un|une|mon|ma)|il ne se agit pas)(?= |$)/;

/** An age that rules the earlier audience out: a 45-year-old is not an old person, nor a child. */
function ageRulesOut(previous: Audience, age: number | null): boolean {
  if (age === null) return false;
  if (previous === 'personnes_agees') return age < 60;
  if (previous === 'enfants') return age >= 18;
  return false;
}

/**
 * The earlier audience holds unless the user corrects it (docs/decisions/019): a correction, an age that
 * rules it out, or a disability named for a child. "Elle doit aller chercher les enfants à
 * l'école", said of an old mother, is a memory and moves nothing.
 */
const ownAge =
  /^(?:\S+ )?\d{1,2} ans(?= |$)|(?:^| )(?:il|elle) a \d{1,2} ans(?= |$)|(?:^| )agee? de \d{1,2} ans(?= |$)/;

function mergeAudience(
  previous: Audience | null,
  scores: Scores,
  text: string,
  age: number | null,
): Audience | null {
  const current = turnAudience(scores, text);
  // An answer that gives the person's age ("29 ans, non verbal", "il a 34 ans") rules an old
  // person or a child out: an adult under 60 cared for here lives with a disability.
  if (
    !current &&
    previous &&
    age !== null &&
    age >= 18 &&
    age < 60 &&
    ageRulesOut(previous, age) &&
    ownAge.test(text)
  )
    return 'handicap';
  if (!current || !previous || current === previous) return current ?? previous;
  if (previous === 'enfants' && current === 'handicap' && matchesAny(text, namedDisability)) return current;
  const corrected = correction.test(text) || ageRulesOut(previous, age);
  return corrected && scores[current] >= 2 ? current : previous;
}

/** "se tape la tête" is self-injury, not aggression towards others. */
const selfInjury = / se (?:tape|tapent|frappe|cogne|mord|griffe|pince|mutile|arrache|blesse)[a-z]*/g;
/** The carer's own worry is not the person's anxiety ("je suis inquiète", "j'ai peur qu'il tombe"). */
const carerWorry =
  /(?:^| )(?:je|nous|on|ca|cela|equipe) (?:suis |sommes |est |sens |ai |avons |a |me |nous ){0,3}(?:tres |vraiment |un peu |assez |de plus en plus )?(?:inqui|angoiss|stress|peur|panique|rassur|pleur)[a-z]*/g;
const bareRefusal =
  /(?:^| )(?:il|elle|ils|elles) (?:les? |la )?(?:refusen?t?|se oppose(?:nt)?)(?: (?:systematiquement|toujours|categoriquement|souvent|parfois))?(?= (?:et|mais|alors|car|quand|lorsque|des|a chaque)(?= )|$)/;
const behaviours: readonly ThemeId[] = [
  'agitation',
  'anxiete',
  'errance',
  'cris',
  'agressivite',
  'refus_soins',
];
const evening: readonly Cue[] = [
  ...list(`
    fin de journee, fin de apres midi, le soir, les soirs, chaque soir, en soiree, debut de soiree
    crepuscule, apres le gouter
  `),
  /(?:^| )(?:vers|a|des|apres|entre|de|a partir de) 1[5-9] ?(?:h|heures?)(?= |$|[0-9])/,
  /(?:^| )1[5-9]h[0-9]{0,2}(?= |$)/,
];

function readThemes(text: string, audience: Audience | null): ThemeId[] {
  const found = new Map<ThemeId, { hits: number; index: number }>();
  const textFor = (theme: ThemeId) =>
    theme === 'agressivite'
      ? ` ${text} `.replace(selfInjury, ' ').trim()
      : theme === 'anxiete'
        ? text.replace(carerWorry, ' ')
        : text;
  for (const theme of themeIds) {
    const source = textFor(theme);
    const cues = themeCues[theme];
    const hits = cues.filter((cue) => matches(source, cue)).length;
    if (hits > 0) found.set(theme, { hits, index: firstIndex(source, cues) });
  }
  // "…on le lève, alors qu'il refuse": a refusal without its object, in a sentence about care.
  if (!found.has('refus_soins') && bareRefusal.test(text) && matchesAny(text, care)) {
    found.set('refus_soins', { hits: 1, index: firstIndex(text, [bareRefusal]) });
  }
  if (!found.has('refus_soins') && audience !== 'enfants' && matchesAny(text, foodRefusal)) {
    found.set('refus_soins', { hits: 1, index: firstIndex(text, foodRefusal) });
  }
  const hasBehaviour = behaviours.some((theme) => found.has(theme));
  // Distress during care is a refusal of care said with the body (sample dev-12).
  if (!found.has('refus_soins') && hasBehaviour && matchesAny(text, careMoments)) {
    found.set('refus_soins', { hits: 1, index: firstIndex(text, careMoments) });
  }
  // Late-day agitation or anxiety in an older person is sundowning; in a child it is not.
  if (
    !found.has('crepusculaire') &&
    audience === 'personnes_agees' &&
    hasBehaviour &&
    matchesAny(text, evening)
  ) {
    found.set('crepusculaire', { hits: 1, index: firstIndex(text, evening) });
  }
  return [...found.entries()]
    .sort(([, a], [, b]) => b.hits - a.hits || a.index - b.index)
    .map(([theme]) => theme);
}

/**
 * For an old person, a school or a crèche named in passing is a past job or a grandchild's, not
 * where the care happens ("ancienne institutrice").
 */
function settingsFor(settings: string[], audience: CaseState['audience']): string[] {
  if (audience !== 'personnes_agees') return settings;
  return settings.filter((setting) => setting !== 'ecole' && setting !== 'creche');
}
