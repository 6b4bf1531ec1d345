import { z } from 'zod';
import { positiveIdSchema } from '../ids';
import type { ResourceApproach, ResourceAudience, ResourceType } from '../resource-values';

/**
 * The assistant's contract (SPEC §3 chat state, §5 Assistant, §7 `/api/chat` and conversation
 * history; DECISIONS.md "Assistant", "Subscription", "Privacy").
 */

export const assistantMessages = {
  /** SPEC §8: what the client shows when both providers failed. */
  failure: 'Une erreur est survenue lors du traitement de votre message.',
  empty: 'Le message ne peut pas être vide.',
  tooLong: 'Le message ne peut pas dépasser 4 000 caractères.',
  invalidConversationId: 'ID de conversation non valide',
  conversationNotFound: 'Conversation non trouvée',
  premiumRequired:
    'Votre essai gratuit est terminé : passez à Premium pour continuer à échanger avec Sophia et ouvrir de nouvelles conversations.',
  trialMessagesUsed:
    "Vous avez atteint les 10 messages de votre conversation d'essai. Passez à Premium pour continuer.",
  rateLimited: 'Vous envoyez des messages trop rapidement. Patientez quelques instants avant de réessayer.',
} as const;

export const ASSISTANT_LIMITS = {
  messageMax: 4000,
  /** DECISIONS.md: the free trial conversation accepts up to 10 user messages. */
  trialMessages: 10,
  /** SPEC §9 conversation history. */
  titleMax: 50,
  summaryMax: 200,
  profileRecent: 10,
  profileRecentDays: 10,
} as const;

export const conversationIdSchema = positiveIdSchema(assistantMessages.invalidConversationId);

export const conversationIdParams = z.object({ id: conversationIdSchema });

/** POST /api/chat (SPEC §7): content, conversationId, and useOpenAI on the primary attempt. */
export const chatRequestSchema = z.object({
  content: z
    .string({ error: assistantMessages.empty })
    .trim()
    .min(1, assistantMessages.empty)
    .max(ASSISTANT_LIMITS.messageMax, assistantMessages.tooLong),
  conversationId: conversationIdSchema.nullish(),
  useOpenAI: z.boolean().optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** The approaches the assistant draws on (ids of the sample situations). */
export const approachIds = [
  'montessori',
  'humanitude',
  'validation',
  'pbs',
  'pcc',
  'teacch',
  'snoezelen',
  'caa',
  'aba',
] as const;
export type ApproachId = (typeof approachIds)[number];

export type Audience = 'personnes_agees' | 'enfants' | 'handicap';

/** SPEC §3 Approach: theoretical ones carry principles. `id` is ours (which approach it is). */
export type TheoreticalApproach = {
  id?: ApproachId;
  name: string;
  description: string;
  principles: string[];
  recommendations?: string[];
};
export type PracticalApproach = {
  id?: ApproachId;
  name: string;
  description: string;
  recommendations: string[];
};

/** A recommended resource: from the library (with its id), or proposed by an LLM (no id: 'Personnalisé'). */
export type ChatResource = {
  id?: number;
  title: string;
  description: string;
  type: ResourceType | string;
  approach: ResourceApproach | string;
  audience?: ResourceAudience | string;
  publisher?: string;
  link?: string;
  hasContent?: boolean;
};

/** What Sophia understood, for the interface and the evaluation script (not in SPEC; additive). */
export type ChatAnalysis = {
  audience: Audience | null;
  /** French labels: 'refus de soins', 'agitation', 'syndrome crépusculaire'… */
  themes: string[];
  emergency: boolean;
  offTopic: boolean;
  /** The reply asks the user questions (alone, before any strategy, when key facts are missing). */
  followUp: boolean;
  /** Kinds of identifying data masked in the last message ('nom', 'téléphone'…). */
  masked: string[];
  provider: 'engine' | 'llm';
};

/** POST /api/chat answer (SPEC §7): both spellings of the approaches and of the advice. */
export type ChatResponse = {
  conversationId: number;
  message: string;
  /** The user's message as stored: identifying data masked (what the log then shows). */
  userMessage: string;
  resources: ChatResource[];
  approaches: TheoreticalApproach[];
  theoretical_approaches: TheoreticalApproach[];
  practical_approaches: PracticalApproach[];
  practicalAdvice: string[];
  analysis: ChatAnalysis;
};

export type ConversationMessage = { role: 'user' | 'assistant'; content: string; createdAt: string };

/** GET /api/conversations/{id}: what resuming needs (messages are stored redacted). */
export type ConversationDetail = {
  id: number;
  title: string;
  createdAt: string;
  updatedAt: string;
  messages: ConversationMessage[];
  /** The latest non-empty lists (SPEC §4: replaced only by non-empty ones). */
  resources: ChatResource[];
  theoretical_approaches: TheoreticalApproach[];
  practical_approaches: PracticalApproach[];
  practicalAdvice: string[];
};

/** SPEC §3 conversation history entry (GET /api/user/conversation-history). */
export type ConversationHistoryEntry = {
  id: number;
  title: string;
  createdAt: string;
  updatedAt: string;
  requestSummary: string;
  responseSummary: string;
  resources: {
    id: number;
    resource: Pick<ChatResource, 'title' | 'description' | 'type' | 'approach' | 'link'>;
  }[];
};

/** Query of the history: `recent` = the profile's last 10 within 10 days (SPEC §9); else paged. */
export const historyQuerySchema = z.object({
  recent: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
