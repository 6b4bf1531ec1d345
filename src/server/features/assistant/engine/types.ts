import type {
  ApproachId,
  Audience,
  ChatResource,
  PracticalApproach,
  TheoreticalApproach,
} from '@shared/features/assistant';
import type { Gender } from './gender';

/**
 * The embedded engine's vocabulary. Themes are ids with French labels (themeLabels); the sample
 * situations and the evaluation compare the labels.
 */
export const themeIds = [
  'refus_soins',
  'agitation',
  'agressivite',
  'errance',
  'crepusculaire',
  'anxiete',
  'apathie',
  'douleur',
  'sommeil',
  'alimentation',
  'hygiene',
  'chute',
  'crise',
  'autisme',
  'tdah',
  'transition',
  'surcharge_sensorielle',
  'communication_non_verbale',
  'automutilation',
  'fin_de_vie',
  'epuisement_aidant',
  'conflit_famille',
  'deuil',
  'cris',
] as const;
export type ThemeId = (typeof themeIds)[number];

export const themeLabels: Record<ThemeId, string> = {
  refus_soins: 'refus de soins',
  agitation: 'agitation',
  agressivite: 'agressivité',
  errance: 'errance',
  crepusculaire: 'syndrome crépusculaire',
  anxiete: 'anxiété',
  apathie: 'apathie',
  douleur: 'douleur',
  sommeil: 'sommeil',
  alimentation: 'alimentation',
  hygiene: 'hygiène',
  chute: 'chute',
  crise: 'crise',
  autisme: 'autisme',
  tdah: 'TDAH',
  transition: 'transition',
  surcharge_sensorielle: 'surcharge sensorielle',
  communication_non_verbale: 'communication non verbale',
  automutilation: 'automutilation',
  fin_de_vie: 'fin de vie',
  epuisement_aidant: "épuisement de l'aidant",
  conflit_famille: 'conflit familial',
  deuil: 'deuil',
  cris: 'cris',
};

/** What a good strategy needs to know (issue 5): who, where, when, what triggers it, what was tried. */
export const factIds = ['who', 'where', 'when', 'trigger', 'tried'] as const;
export type FactId = (typeof factIds)[number];

/** The case as it accumulates over the turns of a conversation (stored with the conversation). */
export type CaseState = {
  audience: Audience | null;
  themes: ThemeId[];
  /** Which key facts the user has given so far. */
  facts: Record<FactId, boolean>;
  /** Age in years when given. */
  age: number | null;
  /** Settings named (EMS, école, domicile…), normalised. */
  settings: string[];
  /** How many user turns the case has seen, and how many times Sophia asked for more. */
  turns: number;
  followUpsAsked: number;
  /** The situation card the replies draw on (docs/decisions/016); absent in older conversations. */
  card?: string | null;
  /** Keys of the card's parts already said or asked: never repeated. */
  given?: string[];
  /** Who is speaking, read once from the first message. */
  speaker?: 'professional' | 'family' | 'self';
  /** Dangers told in earlier turns: the next reply recalls them once. */
  risk?: EmergencyKind[];
  /** Grammatical gender of the person cared for and of the writer, once read (engine/gender.ts). */
  person?: Gender | null;
  reader?: Gender | null;
};

export const emptyCase = (): CaseState => ({
  audience: null,
  themes: [],
  facts: { who: false, where: false, when: false, trigger: false, tried: false },
  age: null,
  settings: [],
  turns: 0,
  followUpsAsked: 0,
});

/** One kind of identifying data, in French for the notice ('nom', 'numéro de téléphone'…). */
export type MaskedKind =
  | 'nom'
  | 'téléphone'
  | 'e-mail'
  | 'numéro AVS'
  | 'compte bancaire'
  | 'numéro'
  | 'date de naissance'
  | 'adresse';

export type Redaction = { text: string; masked: MaskedKind[] };

export type EmergencyKind =
  | 'suicide'
  | 'violence'
  | 'maltraitance'
  | 'chute_inconscience'
  | 'respiration'
  | 'enfant_danger'
  | 'disparition'
  | 'intoxication'
  | 'urgence_medicale';

export type Safety = {
  emergency: EmergencyKind[];
  /** An instruction-override attempt, or a request with nothing to do with care. */
  offTopic: 'injection' | 'hors_sujet' | 'dosage' | null;
  /** The off-topic verdict rests only on words of another topic, not on a request: a message
   * inside an open case is then not off-topic. */
  topicOnly?: boolean;
};

/** A knowledge-base entry: one approach (issue 5, "a French knowledge base of the approaches"). */
export type ApproachKnowledge = {
  id: ApproachId;
  name: string;
  description: string;
  principles: string[];
  /** Concrete recommendations, generic then by theme (the engine picks the matching ones). */
  recommendations: string[];
  byTheme: Partial<Record<ThemeId, string[]>>;
  audiences: Audience[];
  /** Themes where this approach is a first choice, in order of relevance. */
  themes: ThemeId[];
  /** A caution to state with it (ABA: only by trained professionals, never aversive…). */
  caution?: string;
};

/** What every provider answers (issue 5: `reply(conversation, message)`). */
export type ProviderReply = {
  message: string;
  resources: ChatResource[];
  theoretical_approaches: TheoreticalApproach[];
  practical_approaches: PracticalApproach[];
  practicalAdvice: string[];
  /** Keys of the situation card's parts this reply said (the engine's card replies). */
  given?: string[];
};
