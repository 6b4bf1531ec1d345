import { z } from 'zod';
import { positiveIdSchema } from '../ids';
import type { Role } from './auth';

/**
 * The forum's contract (SPEC §3, §5, §7, §8 and DECISIONS.md "Forum"): the forms' resolvers, the
 * routes' schemas and the shapes the API returns.
 */

export const forumMessages = {
  invalidTopicId: 'ID du sujet non valide',
  invalidCategoryId: 'ID de catégorie invalide',
  invalidCommentId: 'ID du commentaire non valide',
  invalidNotificationId: 'ID de notification non valide',
  topicNotFound: 'Sujet non trouvé',
  categoryNotFound: 'Catégorie non trouvée',
  commentNotFound: 'Commentaire non trouvé',
  notificationNotFound: 'Notification non trouvée',
  topicPending: "Ce sujet est en attente d'approbation",
  commentLoginRequired: 'Vous devez être connecté',
  unknownCategories: "Une ou plusieurs catégories sélectionnées n'existent pas",
  invalidParent: "Vous ne pouvez répondre qu'à un commentaire principal de ce sujet",
  ownLike: 'Vous ne pouvez pas aimer votre propre contribution',
  likeUnpublished: "Ce contenu n'est pas encore publié",
  notAuthor: 'Vous ne pouvez modifier que vos propres contributions',
  editOnlyPending: 'Seule une contribution en attente de modération peut être modifiée',
  ownApproval: 'Vous ne pouvez pas approuver votre propre publication.',
  invalidCursor: 'Curseur de pagination invalide',
  invalidVersion: 'Version de la publication invalide',
  tooManyPosts: 'Vous avez publié beaucoup de messages en peu de temps. Veuillez réessayer un peu plus tard.',
  changedSinceSeen:
    "Cette publication a été modifiée depuis que vous l'avez ouverte. Relisez-la avant de la valider.",
} as const;

export const forumStatuses = ['pending', 'approved', 'rejected'] as const;
export type ForumStatus = (typeof forumStatuses)[number];

/** Ready-made rejection reasons a moderator can pick (free text is allowed too). */
export const rejectionReasons = [
  'Contient des informations permettant d’identifier une personne',
  'Hors sujet pour ce forum',
  'Propos irrespectueux ou contraires à la charte',
  'Publicité ou contenu promotionnel',
  'Doublon d’un sujet existant',
] as const;

export const FORUM_LIMITS = {
  topicTitleMin: 5,
  topicTitleMax: 200,
  topicContentMin: 20,
  topicContentMax: 20_000,
  commentMin: 3,
  commentMax: 5_000,
  categoryNameMin: 3,
  categoryNameMax: 100,
  categoryDescriptionMin: 10,
  categoryDescriptionMax: 500,
  reasonMax: 300,
  /** SPEC §9 previews. */
  listExcerpt: 150,
  moderationPreview: 300,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** Posts per member (docs/decisions/017): far above real use, well below a flood. */
  topicsPerHour: 10,
  commentsPerTenMinutes: 30,
} as const;

export const topicIdParams = z.object({ id: positiveIdSchema(forumMessages.invalidTopicId) });
export const categoryIdParams = z.object({ id: positiveIdSchema(forumMessages.invalidCategoryId) });
export const commentIdParams = z.object({ id: positiveIdSchema(forumMessages.invalidCommentId) });
export const notificationIdParams = z.object({ id: positiveIdSchema(forumMessages.invalidNotificationId) });

/** SPEC §5 Forum topic: the new-topic form, POST /api/forum/topics and the author's edit (PUT). */
export const topicInputSchema = z.object({
  title: z
    .string({ error: 'Le titre doit contenir au moins 5 caractères' })
    .trim()
    .min(FORUM_LIMITS.topicTitleMin, 'Le titre doit contenir au moins 5 caractères')
    .max(FORUM_LIMITS.topicTitleMax, 'Le titre ne peut pas dépasser 200 caractères'),
  content: z
    .string({ error: 'Le contenu doit contenir au moins 20 caractères' })
    .trim()
    .min(FORUM_LIMITS.topicContentMin, 'Le contenu doit contenir au moins 20 caractères')
    .max(FORUM_LIMITS.topicContentMax, 'Le contenu ne peut pas dépasser 20 000 caractères'),
  categories: z
    .array(positiveIdSchema(forumMessages.invalidCategoryId), {
      error: 'Sélectionnez au moins une catégorie',
    })
    .min(1, 'Sélectionnez au moins une catégorie')
    .max(20, 'Sélectionnez au plus 20 catégories')
    // The same category twice counts once.
    .transform((ids) => [...new Set(ids)]),
});
export type TopicInput = z.input<typeof topicInputSchema>;
export type TopicData = z.output<typeof topicInputSchema>;

/** SPEC §5 Forum comment: POST /api/forum/topics/{id}/comments; PUT /api/forum/comments/{id} sends content only. */
export const commentInputSchema = z.object({
  content: z
    .string({ error: 'Le commentaire doit contenir au moins 3 caractères' })
    .trim()
    .min(FORUM_LIMITS.commentMin, 'Le commentaire doit contenir au moins 3 caractères')
    .max(FORUM_LIMITS.commentMax, 'Le commentaire ne peut pas dépasser 5 000 caractères'),
  parentId: positiveIdSchema('ID du commentaire parent non valide').nullish(),
});
export type CommentInput = z.input<typeof commentInputSchema>;
export type CommentData = z.output<typeof commentInputSchema>;

export const commentEditSchema = commentInputSchema.pick({ content: true });

/** SPEC §5 Forum category. A non-numeric order becomes 0 (SPEC §5); a negative one is refused. */
export const categoryInputSchema = z.object({
  name: z
    .string({ error: 'Le nom doit contenir au moins 3 caractères' })
    .trim()
    .min(FORUM_LIMITS.categoryNameMin, 'Le nom doit contenir au moins 3 caractères')
    .max(FORUM_LIMITS.categoryNameMax, 'Le nom ne peut pas dépasser 100 caractères'),
  description: z
    .string({ error: 'La description doit contenir au moins 10 caractères' })
    .trim()
    .min(FORUM_LIMITS.categoryDescriptionMin, 'La description doit contenir au moins 10 caractères')
    .max(FORUM_LIMITS.categoryDescriptionMax, 'La description ne peut pas dépasser 500 caractères'),
  order: z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return 0;
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      return Number.isNaN(number) ? 0 : number;
    },
    z
      .number()
      .int("L'ordre doit être un nombre positif")
      .min(0, "L'ordre doit être un nombre positif")
      .max(1_000_000, "L'ordre doit être un nombre positif"),
  ),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryData = z.output<typeof categoryInputSchema>;

/** POST /api/forum/categories/{id}/move: one step up or down the order (docs/decisions/005). */
export const categoryMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Direction invalide' }),
});

/**
 * POST /api/forum/topics/{id}/approve and /comments/{id}/approve (SPEC §7), with an optional reason
 * and the `updatedAt` the moderator read: an approval of a since-edited item is refused
 * (docs/decisions/017). Optional for older clients; ours always send it.
 */
export const moderationSchema = z.object({
  approved: z.boolean({ error: 'La décision de modération est requise' }),
  seenUpdatedAt: z.iso.datetime({ offset: true, error: forumMessages.invalidVersion }).optional(),
  reason: z
    .string()
    .trim()
    .max(FORUM_LIMITS.reasonMax, 'Le motif ne peut pas dépasser 300 caractères')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type ModerationInput = z.input<typeof moderationSchema>;

export const topicSorts = ['activity', 'recent', 'popular'] as const;
export type TopicSort = (typeof topicSorts)[number];

/** Query of every topic list: search, order and keyset paging (the next cursor is in `x-next-cursor`). */
export const topicListQuerySchema = z.object({
  q: z.string().trim().max(200, 'La recherche ne peut pas dépasser 200 caractères').optional(),
  sort: z.enum(topicSorts, { error: 'Tri inconnu' }).default('activity'),
  limit: z.coerce
    .number({ error: 'Limite invalide' })
    .int('Limite invalide')
    .min(1, 'Limite invalide')
    .max(FORUM_LIMITS.pageSizeMax, 'Limite invalide')
    .default(FORUM_LIMITS.pageSizeDefault),
  cursor: z.string().max(200, forumMessages.invalidCursor).optional(),
});
export type TopicListQuery = z.input<typeof topicListQuerySchema>;

/** Query of the own-items lists (my-topics, my-comments) and notifications. */
export const pageQuerySchema = topicListQuerySchema.pick({ limit: true, cursor: true });

/** PATCH /api/user/preferences: what the user chooses to show of themself. */
export const userPreferencesSchema = z.object({
  showUsernameInForum: z.boolean({ error: 'Valeur invalide' }).optional(),
  showInLeaderboard: z.boolean({ error: 'Valeur invalide' }).optional(),
});
export type UserPreferencesInput = z.infer<typeof userPreferencesSchema>;

/** The header the next page's cursor comes in; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * How an author is shown: 'Utilisateur #12' unless they chose to show their username, and
 * 'Utilisateur supprimé' once the account is gone (id null).
 */
export type ForumAuthor = {
  id: number | null;
  name: string;
  role: Role;
  /** Their level number (gamification), for the badge beside the name; absent once deleted. */
  level?: number;
};

export type ForumCategory = {
  id: number;
  name: string;
  description: string;
  order: number;
  /** Approved topics in the category. */
  topicCount: number;
};

export type CategoryRef = { id: number; name: string };

/** A topic in a list: no full content, a 150-character excerpt. */
export type ForumTopicSummary = {
  id: number;
  /** The author's id (SPEC §3), null once the account is deleted. */
  userId: number | null;
  author: ForumAuthor;
  title: string;
  excerpt: string;
  status: ForumStatus;
  isApproved: boolean;
  /** Only for the author and moderators, when rejected with a reason. */
  rejectionReason?: string;
  viewCount: number;
  likeCount: number;
  /** Approved comments. */
  commentCount: number;
  categories: CategoryRef[];
  createdAt: string;
  /** Creation or last approved comment, whichever is later ('activity' order). */
  lastActivityAt: string;
  /** The version of the text (creation or the author's last edit): what a moderator approves. */
  updatedAt: string;
};

export type ForumTopic = ForumTopicSummary & {
  content: string;
  likedByMe: boolean;
  /** The caller is the author and the topic is still pending. */
  canEdit: boolean;
};

export type ForumComment = {
  id: number;
  topicId: number;
  userId: number | null;
  author: ForumAuthor;
  content: string;
  parentId: number | null;
  status: ForumStatus;
  isApproved: boolean;
  rejectionReason?: string;
  likeCount: number;
  likedByMe: boolean;
  canEdit: boolean;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/forum/topics/{id} (SPEC §3 "Detail response"). Comments are flat, oldest first; replies carry parentId. */
export type ForumTopicDetail = { topic: ForumTopic; comments: ForumComment[]; categories: CategoryRef[] };

/** A comment listed outside its topic (moderation, my-comments). */
export type ForumCommentWithTopic = ForumComment & { topicTitle: string };

/** A pending topic in moderation: the full content (the screen previews 300 characters). */
export type PendingTopic = ForumTopicSummary & { content: string };

export type ModerationCounts = { topics: number; comments: number };

export type LikeState = { liked: boolean; likeCount: number };

/** Cuts a text to `max` characters at a word boundary, with an ellipsis (SPEC §9 previews). */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
