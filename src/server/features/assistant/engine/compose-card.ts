import type { ChatResource, PracticalApproach, TheoreticalApproach } from '@shared/features/assistant';
import type { SituationCard } from './cards/catalogue';
import { genderedCard } from './cards/gendered-card';
import { reformulate } from './compose-text';
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

type Part = { key: string; text: string };

/** Said once each in a conversation, in turn: no sentence comes back word for word. */
const followUpOpenings = [
  'Merci pour ces précisions : elles permettent d’aller plus loin.',
  'Merci, cela éclaire la situation.',
  'Voici de quoi compléter ce que nous avons déjà vu.',
  'Continuons à partir de ce que vous venez de dire.',
  'Je reprends avec ces nouveaux éléments.',
];
const questionLeads = [
  'Pour aller plus loin, pouvez-vous me dire :',
  'Deux choses m’aideraient encore :',
  'Il me manque encore ceci :',
  'Et pour affiner :',
  'Dites-moi aussi, si vous le pouvez :',
];
const inTurn = (lines: string[], turn: number) => lines[turn % lines.length] ?? '';

const fresh = <T extends Part>(parts: T[], given: ReadonlySet<string>, count: number) =>
  parts.filter((part) => !given.has(part.key)).slice(0, count);

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

export type CardReply = ProviderReply & { given: string[]; exhausted: boolean };

export function composeFromCard(
  markedCard: SituationCard,
  state: CaseState,
  input: { resources: ChatResource[]; isFirstReply: boolean; given: readonly string[]; message?: string },
): CardReply {
  const card = genderedCard(markedCard, state);
  const given = new Set(input.given);
  const firstTime = !given.has(`${card.id}:intro`);
  const strategies = fresh(strategyParts(card), given, firstTime ? 3 : 2);
  const meanings = firstTime ? fresh(parts(card, 'meanings'), given, 3) : [];
  const now = fresh(parts(card, 'now'), given, firstTime ? 3 : 2);
  const alert = firstTime ? fresh(parts(card, 'alert'), given, 2) : [];
  const observe = firstTime ? [] : fresh(parts(card, 'observe'), given, 3);
  const familyKey = `${card.id}:family`;
  const family = !firstTime && !given.has(familyKey) ? card.family : null;
  const questions = fresh(parts(card, 'questions'), given, 2);

  const echo = echoSentence(echoFacts(input.message ?? ''));
  const opening = firstTime
    ? // The card's summary tells its own example case: never asserted as the user's situation.
      [reformulate(state), echo].filter(Boolean).join(' ')
    : [inTurn(followUpOpenings, state.turns), echo].filter(Boolean).join(' ');
  const blocks = [
    ...(input.isFirstReply ? [GREETING] : []),
    opening,
    ...(meanings.length ? ['## Ce que cela peut vouloir dire', list(meanings)] : []),
    ...(now.length ? ['## Dès maintenant', list(now)] : []),
    ...(strategies.length ? ['## Pistes d’accompagnement', list(strategies)] : []),
    ...(observe.length ? ['## À observer', list(observe)] : []),
    ...(family ? [`## Avec la famille\n${family}`] : []),
    ...(alert.length ? ['## Quand alerter le médecin', list(alert)] : []),
    ...(questions.length ? [`${inTurn(questionLeads, state.turns)}\n${list(questions)}`] : []),
  ];
  // Everything the card holds was said: the engine's general knowledge takes over.
  const exhausted = strategies.length === 0 && now.length === 0 && observe.length === 0 && !family;

  // The tabs follow the conversation: the approaches of every strategy proposed so far.
  const proposed = strategyParts(card).filter(
    (part) => given.has(part.key) || strategies.some((now) => now.key === part.key),
  );
  const shown = [...new Set(proposed.map((part) => part.approach.approach))];
  const theoretical: TheoreticalApproach[] = shown.flatMap((id) => {
    const approach = approachById[id];
    return approach
      ? [{ id, name: approach.name, description: approach.description, principles: approach.principles }]
      : [];
  });
  const practical: PracticalApproach[] = shown.flatMap((id) => {
    const approach = approachById[id];
    if (!approach) return [];
    const steps = card.strategies.filter((s) => s.approach === id).flatMap((s) => [...s.steps, ...s.say]);
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
      ...[...strategies, ...meanings, ...now, ...alert, ...observe, ...questions].map((part) => part.key),
      ...(family ? [familyKey] : []),
    ],
  };
}
