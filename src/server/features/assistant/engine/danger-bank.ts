import { situationCards } from './cards/catalogue';
import { stems } from './cards/stems';
import harm from './danger-phrases/harm.json' with { type: 'json' };
import medical from './danger-phrases/medical.json' with { type: 'json' };
import suicide from './danger-phrases/suicide.json' with { type: 'json' };
import { plainText } from './gender';
import type { EmergencyKind } from './types';

/**
 * Dangers recognised by their meaning rather than by fixed patterns (docs/decisions/020): each
 * sentence of a message is compared with a bank of short phrases people write when someone is in
 * danger, and with look-alikes that are not a danger. The comparison is on word stems (the
 * Snowball French stemmer of the card search), each stem weighted by how rare it is in ordinary
 * care talk — the situation cards — so that "corde", "adieu" or "scarifie" weigh more than "soir"
 * or "médicaments". A sentence matches a phrase when it holds most of the phrase's weight; it
 * signals the phrase's kind when its best danger phrase beats its best look-alike.
 */

type Bank = Record<string, { danger: string[]; lookalike: string[] }>;
type Phrase = { kind: string; danger: boolean; stems: string[]; weights: number[]; total: number };

/**
 * Share of a phrase's weight a sentence must hold, and the fewest stems it must share. A suicide
 * signal counts only beside a second kind of signal, so it may be read more loosely than a kind that
 * alarms alone (violence, abuse, an acute medical sign).
 */
const SIGNAL_THRESHOLD = 0.65;
const ALARM_THRESHOLD = 0.85;
const MIN_SHARED = 3;
/** The weight of a stem found in fewer than about a fifth of the cards. */
const RARE = 2.5;

const suicideKinds = ['means', 'time', 'intent', 'burden', 'leave', 'farewell', 'self_harm'] as const;
export type SuicideSignal = (typeof suicideKinds)[number];

/** What a matched kind (other than a suicide signal) means for the emergency reply. */
const emergencyOf: Record<string, EmergencyKind[]> = {
  violence_now: ['violence'],
  child_disclosure: ['maltraitance', 'enfant_danger'],
  adult_abuse: ['maltraitance'],
  neglect: ['maltraitance'],
  stroke: ['urgence_medicale'],
  seizure: ['urgence_medicale'],
  breathing: ['respiration'],
  chest: ['urgence_medicale'],
  unconscious: ['chute_inconscience'],
  poisoning: ['intoxication'],
  infection_dehydration: ['urgence_medicale'],
  bleeding_hypoglycaemia: ['urgence_medicale'],
};

/**
 * Words people use for the same thing in these sentences, each group read as its first word:
 * "planque ses cachets" holds what "cache ses comprimés" holds.
 */
const synonyms = [
  'comprimés cachets pilules médicaments médocs gélules somnifères calmants',
  'cacher planquer stocker accumuler amasser économiser',
  'donner offrir cadeau distribuer léguer céder',
  'mourir crever décéder',
  'tuer buter flinguer supprimer',
  'dormir endormir',
  'frapper taper cogner battre gifler tabasser',
  'couteau lame cutter canif',
  'fusil arme pistolet revolver carabine',
  'pont viaduc falaise',
  'poids fardeau charge',
  'lettre courrier message',
  'enfermer boucler verrouiller',
  'toucher tripoter',
  'bleus hématomes ecchymoses marques',
  'saigner sang saignement',
  'respirer respiration souffle',
  'étouffer suffoquer',
  'évanoui inconscient',
  'vomir vomissements',
  'fièvre température',
];
const canonical = new Map<string, string>();
for (const group of synonyms) {
  const [first, ...others] = group.split(' ').map((word) => [...stems(word)][0] ?? word);
  for (const other of others) if (first && other !== first) canonical.set(other, first);
}
const stemsOf = (text: string) => new Set([...stems(text)].map((stem) => canonical.get(stem) ?? stem));

/** Inverse document frequency of each stem over the cards: ordinary care words weigh little. */
function rarity(): (stem: string) => number {
  const documents = situationCards.map((card) =>
    stemsOf(
      plainText(
        [card.title, card.summary, ...card.meanings, ...card.now, ...card.observe, card.family].join(' '),
      ),
    ),
  );
  const seenIn = new Map<string, number>();
  for (const document of documents)
    for (const stem of document) seenIn.set(stem, (seenIn.get(stem) ?? 0) + 1);
  const count = documents.length;
  return (stem) => Math.log((count + 1) / ((seenIn.get(stem) ?? 0) + 1)) + 1;
}

function phrases(): Phrase[] {
  const weight = rarity();
  const banks = [suicide, harm, medical] as Bank[];
  return banks.flatMap((bank) =>
    Object.entries(bank).flatMap(([kind, lists]) =>
      (['danger', 'lookalike'] as const).flatMap((list) =>
        lists[list].flatMap((text) => {
          const phraseStems = [...stemsOf(text)];
          if (phraseStems.length < MIN_SHARED) return [];
          const weights = phraseStems.map(weight);
          // A phrase whose meaning is in ordinary words only ("le résident fait 39,8 et il est plus
          // là" keeps "résident", "fait", "plus") would match anything: it needs two rare stems.
          if (weights.filter((w) => w >= RARE).length < 2) return [];
          const total = weights.reduce((sum, w) => sum + w, 0);
          return [{ kind, danger: list === 'danger', stems: phraseStems, weights, total }];
        }),
      ),
    ),
  );
}

const bank = phrases();
/** The phrases holding each stem: a sentence is compared only with those it shares a stem with. */
const byStem = new Map<string, Phrase[]>();
for (const phrase of bank)
  for (const stem of phrase.stems) byStem.set(stem, [...(byStem.get(stem) ?? []), phrase]);

/** The weight of a phrase a sentence holds, or 0 when it shares too few stems. */
function held(phrase: Phrase, sentence: ReadonlySet<string>): number {
  let held = 0;
  let shared = 0;
  phrase.stems.forEach((stem, i) => {
    if (sentence.has(stem)) {
      held += phrase.weights[i] ?? 0;
      shared += 1;
    }
  });
  return shared >= Math.min(MIN_SHARED, phrase.stems.length) ? held : 0;
}

/** The kinds a text's sentences signal, each where a danger phrase beats every look-alike. */
export function bankKinds(text: string): Set<string> {
  const kinds = new Set<string>();
  const read = new Set<string>();
  for (const sentence of text.split(/[.!?;\n]+/)) {
    // A sentence written twice says nothing new (and a flood of them must stay cheap).
    if (read.has(sentence)) continue;
    read.add(sentence);
    const sentenceStems = stemsOf(sentence);
    if (sentenceStems.size < MIN_SHARED) continue;
    const candidates = new Set<Phrase>();
    for (const stem of sentenceStems) for (const phrase of byStem.get(stem) ?? []) candidates.add(phrase);
    const best = new Map<string, { danger: number; lookalike: number }>();
    for (const phrase of candidates) {
      const weight = held(phrase, sentenceStems);
      if (weight === 0) continue;
      const threshold = (suicideKinds as readonly string[]).includes(phrase.kind)
        ? SIGNAL_THRESHOLD
        : ALARM_THRESHOLD;
      // A danger phrase counts when the sentence holds most of it; a look-alike whenever it shares
      // enough: the sentence is a danger only if its danger phrase weighs more than any look-alike.
      if (phrase.danger && weight / phrase.total < threshold) continue;
      const entry = best.get(phrase.kind) ?? { danger: 0, lookalike: 0 };
      if (phrase.danger) entry.danger = Math.max(entry.danger, weight);
      else entry.lookalike = Math.max(entry.lookalike, weight);
      best.set(phrase.kind, entry);
    }
    for (const [kind, { danger, lookalike }] of best) if (danger > lookalike) kinds.add(kind);
  }
  return kinds;
}

/** The suicide signals among a text's kinds. */
export const suicideSignalsIn = (kinds: ReadonlySet<string>): SuicideSignal[] =>
  suicideKinds.filter((kind) => kinds.has(kind));

/** The emergencies the other kinds mean. */
export const emergenciesIn = (kinds: ReadonlySet<string>): EmergencyKind[] => [
  ...new Set([...kinds].flatMap((kind) => emergencyOf[kind] ?? [])),
];
