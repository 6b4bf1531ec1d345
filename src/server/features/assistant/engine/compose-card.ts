import type { ChatResource, PracticalApproach, TheoreticalApproach } from '@shared/features/assistant';
import type { SituationCard } from './cards/catalogue';
import { genderedCard } from './cards/gendered-card';
import { stems } from './cards/stems';
import { reformulate } from './compose-text';
import { cluesIn } from './cues';
import { echoFacts, echoSentence } from './echo-facts';
import { approachById } from './knowledge-base';
import type { CaseState, ProviderReply } from './types';

/**
 * A reply built from the matched situation card (docs/decisions/016). Each part of the card is
 * said once per conversation: `given` keeps the keys of what was said, so a follow-up goes deeper
 * (the next strategies, what to observe, the family) instead of repeating, and never re-asks a
 * question. No fixed block comes back from one reply to the next.
 */

const GREETING =
  'Bonjour, je suis Sophia, une assistante fondée sur l’intelligence artificielle : mes pistes ne remplacent pas l’avis des professionnels qui connaissent la personne.';

/** "Bonsoir" to whom wrote it. */
const greeting = (message: string) =>
  /\bbonsoir\b/i.test(message) ? GREETING.replace(/^Bonjour/, 'Bonsoir') : GREETING;

type Part = { key: string; text: string };

/** Said once each in a conversation, in turn: no sentence comes back word for word. */
const followUpOpenings = [
  'Merci pour ces précisions : elles permettent d’aller plus loin.',
  'Merci, cela éclaire la situation.',
  'Voici de quoi compléter ce que nous avons déjà vu.',
  'Continuons à partir de ce que vous venez de dire.',
  'Je reprends avec ces nouveaux éléments.',
];
/** Leads for one question only ("Deux choses…" before a single question reads wrong). */
const singleQuestionLeads = [
  'Une question encore, pour affiner :',
  'Précisez-moi encore ceci, si vous le pouvez :',
  'J’aimerais encore savoir :',
  'Et une dernière question pour l’instant :',
];
const questionLeads = [
  'Pour aller plus loin, pouvez-vous me dire :',
  'Deux choses m’aideraient encore :',
  'Il me manque encore ceci :',
  'Et pour affiner :',
  'Dites-moi aussi, si vous le pouvez :',
];
/** The first of these lines not yet said in the conversation, with its key; '' once all are said. */
function unsaid(
  lines: string[],
  prefix: string,
  given: ReadonlySet<string>,
): { text: string; key: string | null } {
  const index = lines.findIndex((_, i) => !given.has(`${prefix}:${i}`));
  return index < 0 ? { text: '', key: null } : { text: lines[index] ?? '', key: `${prefix}:${index}` };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The parts not yet said, those that share the most words with the user's new message first
 * ("qu'est-ce qu'on peut lui proposer le soir ?" brings the evening strategy forward).
 */
function fresh<T extends Part>(
  parts: T[],
  given: ReadonlySet<string>,
  count: number,
  message?: Set<string>,
): T[] {
  const unsaid = parts.filter((part) => !given.has(part.key));
  if (!message || message.size === 0) return unsaid.slice(0, count);
  const overlap = (part: T) => [...stems(part.text)].filter((stem) => message.has(stem)).length;
  return unsaid
    .map((part, index) => ({ part, index, score: overlap(part) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ part }) => part);
}

const list = (parts: Part[]) => parts.map((part) => `- ${part.text}`).join('\n');

function strategyParts(card: SituationCard): (Part & { approach: SituationCard['strategies'][number] })[] {
  return card.strategies.map((strategy, index) => {
    const name = approachById[strategy.approach]?.name ?? strategy.approach;
    const say = strategy.say[0] ? ` Vous pouvez dire : ${strategy.say[0]}` : '';
    return {
      key: `${card.id}:strategy:${index}`,
      approach: strategy,
      text: `**${name} — ${strategy.title}** : ${strategy.steps.join(' ')}${say}`,
    };
  });
}

const parts = (card: SituationCard, field: 'meanings' | 'now' | 'alert' | 'observe' | 'questions') =>
  card[field].map((text, index) => ({ key: `${card.id}:${field}:${index}`, text }));

/**
 * A card's question the user has already answered is not asked: the conversation's facts say
 * whether the moment, the place, what was tried, what sets it off, the age are known.
 */
const questionFacts: [RegExp, (state: CaseState) => boolean][] = [
  [
    /\b(?:quel moment|quelle heure|à quelle heure|quand commence|combien de temps dure|depuis quand|depuis combien)/i,
    (s) => s.facts.when,
  ],
  [/\b(?:essayé|tenté|déjà fait|avez-vous déjà)/i, (s) => s.facts.tried],
  [/\b(?:juste avant|déclench|que se passe-t-il avant)/i, (s) => s.facts.trigger],
  [/\b(?:quel âge|âge a-t-)/i, (s) => s.age !== null],
];
const alreadyAnswered = (question: string, state: CaseState) =>
  questionFacts.some(([asks, known]) => asks.test(question) && known(state));

export type CardReply = ProviderReply & { given: string[]; exhausted: boolean };

export function composeFromCard(
  markedCard: SituationCard,
  state: CaseState,
  input: {
    resources: ChatResource[];
    isFirstReply: boolean;
    given: readonly string[];
    message?: string;
    /** A neighbouring card taken up once the case's own card is used up: no second introduction. */
    related?: boolean;
    /** The nearest other card, for strategies when this one has none left. */
    neighbour?: () => SituationCard | undefined;
  },
): CardReply {
  const card = genderedCard(markedCard, state);
  const given = new Set(input.given);
  const firstTime = !given.has(`${card.id}:intro`) && !input.related;
  // A follow-up answers the new message first; a first reply keeps the card's order.
  const asked = firstTime ? undefined : stems(input.message ?? '');
  const own = fresh(strategyParts(card), given, firstTime ? 3 : 2, asked);
  // A follow-up whose card has no strategy left borrows two from the nearest card, so that it goes
  // deeper instead of thinning out to what to observe.
  const neighbour = !firstTime && own.length === 0 ? input.neighbour?.() : undefined;
  const borrowed = neighbour ? fresh(strategyParts(genderedCard(neighbour, state)), given, 2, asked) : [];
  const strategies = [...own, ...borrowed];
  const meanings = firstTime ? fresh(parts(card, 'meanings'), given, 3) : [];
  // What the user's own words point to (the shift change, pain, a taste): a follow-up's new facts
  // get advice of their own.
  const clues = cluesIn(input.message ?? '', state, given, firstTime ? 2 : 3);
  const now = fresh(parts(card, 'now'), given, firstTime ? 3 : 2, asked);
  const alert = firstTime ? fresh(parts(card, 'alert'), given, 2) : [];
  const observe = firstTime ? [] : fresh(parts(card, 'observe'), given, 3, asked);
  const familyKey = `${card.id}:family`;
  // What to tell the family is for staff; a relative who writes is the family.
  const family = !firstTime && !given.has(familyKey) && state.speaker !== 'family' ? card.family : null;
  const questions = fresh(
    parts(card, 'questions').filter((part) => !alreadyAnswered(part.text, state)),
    given,
    2,
  );

  const echo = echoSentence(echoFacts(input.message ?? ''));
  // A second situation in the same conversation: no second "Si je comprends bien…", other words.
  const anotherCard = firstTime && [...given].some((key) => key.endsWith(':intro'));
  const followUpOpening = unsaid(followUpOpenings, 'opening', given);
  const questionLead =
    questions.length === 1
      ? unsaid(singleQuestionLeads, 'lead1', given)
      : unsaid(questionLeads, 'lead', given);
  const relatedKey = `${card.id}:related`;
  const newNeighbour = input.related && !given.has(relatedKey);
  const opening = newNeighbour
    ? [`Pour aller plus loin, voici des pistes voisines : ${lowerFirst(card.title)}.`, echo]
        .filter(Boolean)
        .join(' ')
    : anotherCard
      ? [`Avec ce que vous précisez, voici des pistes pour : ${lowerFirst(card.title)}.`, echo]
          .filter(Boolean)
          .join(' ')
      : firstTime
        ? // The card's summary tells its own example case: never asserted as the user's situation.
          [reformulate(state), echo].filter(Boolean).join(' ')
        : [followUpOpening.text, echo].filter(Boolean).join(' ');
  const blocks = [
    ...(input.isFirstReply ? [greeting(input.message ?? '')] : []),
    opening,
    ...(meanings.length
      ? [anotherCard ? '## Ce qui peut l’expliquer' : '## Ce que cela peut vouloir dire', list(meanings)]
      : []),
    ...(clues.length ? ['## Ce que vous décrivez', list(clues)] : []),
    ...(now.length ? ['## Dès maintenant', list(now)] : []),
    ...(own.length ? ['## Pistes d’accompagnement', list(own)] : []),
    ...(borrowed.length ? ['## D’autres pistes', list(borrowed)] : []),
    ...(observe.length ? ['## À observer', list(observe)] : []),
    ...(family ? [`## Avec la famille\n${family}`] : []),
    ...(alert.length ? ['## Quand alerter le médecin', list(alert)] : []),
    ...(questions.length ? [[questionLead.text, list(questions)].filter(Boolean).join('\n')] : []),
  ];
  // Everything the card holds was said: the engine's general knowledge takes over.
  const exhausted =
    strategies.length === 0 && now.length === 0 && observe.length === 0 && !family && clues.length === 0;

  // The tabs follow the conversation: the approaches of every strategy proposed so far.
  const proposed = strategyParts(card).filter(
    (part) => given.has(part.key) || strategies.some((now) => now.key === part.key),
  );
  const shown = [...new Set([...proposed, ...borrowed].map((part) => part.approach.approach))];
  const theoretical: TheoreticalApproach[] = shown.flatMap((id) => {
    const approach = approachById[id];
    return approach
      ? [{ id, name: approach.name, description: approach.description, principles: approach.principles }]
      : [];
  });
  const practical: PracticalApproach[] = shown.flatMap((id) => {
    const approach = approachById[id];
    if (!approach) return [];
    const steps = [...proposed, ...borrowed]
      .map((part) => part.approach)
      .filter((s) => s.approach === id)
      .flatMap((s) => [...s.steps, ...s.say]);
    return [{ id, name: approach.name, description: approach.description, recommendations: steps }];
  });

  return {
    message: blocks.join('\n\n'),
    resources: input.resources,
    theoretical_approaches: theoretical,
    practical_approaches: practical,
    practicalAdvice: [...now, ...observe].map((part) => part.text),
    exhausted,
    given: [
      `${card.id}:intro`,
      ...[...strategies, ...meanings, ...clues, ...now, ...alert, ...observe, ...questions].map(
        (part) => part.key,
      ),
      ...(family ? [familyKey] : []),
      ...(newNeighbour ? [relatedKey] : []),
      // Only the lines actually said are kept: an opening used by a new card stays available.
      ...(!newNeighbour && !anotherCard && !firstTime && followUpOpening.key ? [followUpOpening.key] : []),
      ...(questions.length && questionLead.key ? [questionLead.key] : []),
    ],
  };
}

/** Said once each when every card near the case is used up: where to go from here. */
const wrapUps = [
  'Nous avons fait le tour des pistes que je peux proposer pour cette situation. Le plus utile maintenant est d’essayer une ou deux d’entre elles pendant une à deux semaines, en notant ce qui change, puis d’en reparler ici ou en équipe.',
  'Je n’ai pas de nouvelle piste à ajouter sans en savoir plus : racontez-moi ce qui s’est passé quand vous avez essayé, ce qui a aidé et ce qui a coincé, et nous ajusterons.',
  'Si la situation ne s’améliore pas malgré ces essais, un regard extérieur aide souvent : le médecin traitant, une consultation spécialisée (psychogériatrie, pédopsychiatrie, équipe mobile) ou une supervision d’équipe.',
];

export function composeWrapUp(input: {
  resources: ChatResource[];
  given: readonly string[];
  message?: string;
}): CardReply | null {
  const given = new Set(input.given);
  const index = wrapUps.findIndex((_, i) => !given.has(`wrap:${i}`));
  if (index < 0) return null;
  const echo = echoSentence(echoFacts(input.message ?? ''));
  return {
    message: [echo, wrapUps[index]].filter(Boolean).join(' '),
    resources: input.resources,
    theoretical_approaches: [],
    practical_approaches: [],
    practicalAdvice: [],
    exhausted: false,
    given: [`wrap:${index}`],
  };
}
