import { z } from 'zod';

/**
 * SPEC §5 Login. Bounded like registration: nothing longer can be an account, and an unbounded
 * name reached the login throttle's key (docs/decisions/015).
 */
export const loginSchema = z.object({
  username: z
    .string({ error: "Le nom d'utilisateur est requis" })
    .trim()
    .min(1, "Le nom d'utilisateur est requis")
    .max(50, "Le nom d'utilisateur ne peut pas dépasser 50 caractères"),
  password: z
    .string({ error: 'Le mot de passe est requis' })
    .min(1, 'Le mot de passe est requis')
    .max(200, 'Le mot de passe ne peut pas dépasser 200 caractères'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const usernameMessages = {
  reserved: "Ce nom d'utilisateur est réservé.",
  invalidCharacter: "Le nom d'utilisateur contient un caractère non autorisé.",
} as const;

/**
 * The forum names members 'Utilisateur #12' and 'Utilisateur supprimé': a username starting so
 * (any case, accents or compatibility forms) would pass for one of them (docs/decisions/017).
 */
export function isReservedUsername(username: string) {
  return username.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().startsWith('utilisateur');
}

/**
 * Control, format (bidi overrides, zero-width…), private-use and unassigned characters: they
 * reorder or hide what others read. One character class, so linear in the input.
 */
const hiddenCharacter = /\p{C}/u;

/** SPEC §5 Registration. Unknown keys (role, subscription…) are stripped: a visitor can never set them. */
export const registerSchema = z.object({
  username: z
    .string({ error: "Le nom d'utilisateur doit contenir au moins 3 caractères" })
    .trim()
    .min(3, "Le nom d'utilisateur doit contenir au moins 3 caractères")
    .max(50, "Le nom d'utilisateur ne peut pas dépasser 50 caractères")
    .refine((name) => !hiddenCharacter.test(name), usernameMessages.invalidCharacter)
    .refine((name) => !isReservedUsername(name), usernameMessages.reserved),
  email: z
    .string({ error: 'Veuillez entrer une adresse email valide' })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email('Veuillez entrer une adresse email valide')
        .max(254, 'Veuillez entrer une adresse email valide'),
    ),
  password: z
    .string({ error: 'Le mot de passe doit contenir au moins 8 caractères' })
    .min(8, 'Le mot de passe doit contenir au moins 8 caractères')
    .max(200, 'Le mot de passe ne peut pas dépasser 200 caractères')
    .regex(
      /^(?=.*[a-zà-ÿ])(?=.*[A-ZÀ-Þ])(?=.*\d)/,
      'Le mot de passe doit contenir au moins une lettre majuscule, une lettre minuscule et un chiffre',
    ),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const roles = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The user as the API returns it (SPEC §3): never the password hash. */
export type PublicUser = {
  id: number;
  username: string;
  email: string | null;
  role: Role;
  profilePicture: string | null;
  subscriptionStatus: string;
  subscriptionPlan: string | null;
  subscriptionExpiresAt: string | null;
  stripeSubscriptionId: string | null;
  freeTrialsUsed: number;
  /** Messages left in the free-trial conversation (10 before it starts, 0 once used up). */
  trialMessagesLeft: number;
  /**
   * The free-trial conversation while messages are left in it (from GET /api/user only; null
   * elsewhere): /assistant reopens it rather than a blank chat that would answer 402.
   */
  trialConversationId: number | null;
  /** The forum shows their username instead of 'Utilisateur #id' (their choice). */
  showUsernameInForum: boolean;
  /** Whether they appear in the leaderboard (their choice; on by default). */
  showInLeaderboard: boolean;
  /** Whether Google sign-in opens this account (the profile offers to link it otherwise). */
  googleLinked: boolean;
  createdAt: string;
};
