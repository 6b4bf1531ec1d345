import { z } from 'zod';
import { positiveIdSchema } from '../ids';
import { type PublicUser, type Role, roles } from './auth';
import { authMessages } from './auth-messages';

/**
 * User administration (/admin/users, SPEC §2 "Admin screens", §5 "User (admin)", §7; DECISIONS.md
 * "Roles and permissions": roles user, moderator, admin).
 */

export const adminUserMessages = {
  usernameMin: "Le nom d'utilisateur doit contenir au moins 3 caractères",
  usernameMax: "Le nom d'utilisateur ne peut pas dépasser 50 caractères",
  emailInvalid: "L'adresse e-mail n'est pas valide",
  roleRequired: 'Le rôle est requis',
  passwordMin: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordMax: 'Le mot de passe ne peut pas dépasser 200 caractères',
  passwordRequired: "Le mot de passe est requis lors de la création d'un utilisateur",
  notFound: 'Utilisateur non trouvé',
  invalidId: "ID d'utilisateur invalide",
  invalidCursor: 'Curseur de pagination invalide',
  invalidLimit: 'Limite invalide',
  searchTooLong: 'La recherche ne peut pas dépasser 100 caractères',
  usernameTaken: authMessages.usernameTaken,
  emailTaken: authMessages.emailTaken,
  cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte ici : faites-le depuis votre profil.',
  lastAdminDelete:
    "Impossible de supprimer le dernier administrateur : nommez d'abord un autre administrateur.",
  lastAdminDemote:
    "Impossible de retirer son rôle au dernier administrateur : nommez d'abord un autre administrateur.",
} as const;

/** French names of the roles, for the table and the form's select. */
export const roleLabels: Record<Role, string> = {
  user: 'Utilisateur',
  moderator: 'Modérateur',
  admin: 'Administrateur',
};

export const ADMIN_USERS_PAGE = { defaultSize: 50, maxSize: 100 } as const;

// Unknown keys (points, subscription, Google subject…) are stripped: only these fields are set here.
const emailField = z
  .string({ error: adminUserMessages.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email(adminUserMessages.emailInvalid).max(254, adminUserMessages.emailInvalid));

const baseFields = {
  username: z
    .string({ error: adminUserMessages.usernameMin })
    .trim()
    .min(3, adminUserMessages.usernameMin)
    .max(50, adminUserMessages.usernameMax),
  email: emailField,
  role: z.enum(roles, { error: adminUserMessages.roleRequired }),
};

/** POST /api/admin/users: a missing or empty password is refused with SPEC's creation message. */
export const createAdminUserSchema = z.object({
  ...baseFields,
  password: z
    .string({ error: adminUserMessages.passwordRequired })
    .min(1, adminUserMessages.passwordRequired)
    .min(6, adminUserMessages.passwordMin)
    .max(200, adminUserMessages.passwordMax),
});

/**
 * PUT /api/admin/users/:id: an empty password means "keep the current one" and is removed; so
 * does an empty e-mail, so that an account that never had one (seeded members, the embedded first
 * admin) can still be given a role without inventing an address.
 */
export const updateAdminUserSchema = z.object({
  ...baseFields,
  email: z
    .union([z.string().trim().max(0), emailField], { error: adminUserMessages.emailInvalid })
    .optional()
    .transform((value) => (value ? value : undefined)),
  password: z
    .string({ error: adminUserMessages.passwordMin })
    .max(200, adminUserMessages.passwordMax)
    .refine((value) => value === '' || value.length >= 6, adminUserMessages.passwordMin)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export type AdminUserCreate = z.output<typeof createAdminUserSchema>;
export type AdminUserUpdate = z.output<typeof updateAdminUserSchema>;

/** What the admin form holds; `password` may stay empty when editing. */
export type AdminUserFormValues = {
  username: string;
  email?: string | undefined;
  role: Role | '';
  password?: string | undefined;
};

/** The form's resolver schema: the server's own, chosen by the mode. */
export function adminUserFormSchema(
  mode: 'create' | 'edit',
): z.ZodType<AdminUserUpdate, AdminUserFormValues> {
  return mode === 'create' ? createAdminUserSchema : updateAdminUserSchema;
}

/** GET /api/admin/users: keyset-paged by id (the next cursor in `x-next-cursor`), `q` filters. */
export const adminUserListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, adminUserMessages.searchTooLong)
    .optional()
    .transform((value) => (value ? value : undefined)),
  limit: z.coerce
    .number({ error: adminUserMessages.invalidLimit })
    .int(adminUserMessages.invalidLimit)
    .min(1, adminUserMessages.invalidLimit)
    .max(ADMIN_USERS_PAGE.maxSize, adminUserMessages.invalidLimit)
    .default(ADMIN_USERS_PAGE.defaultSize),
  cursor: positiveIdSchema(adminUserMessages.invalidCursor).optional(),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserIdParams = z.object({ id: positiveIdSchema(adminUserMessages.invalidId) });

/** A user as the admin list shows it: never a password hash, Google subject or payment customer id. */
export type AdminUser = Pick<
  PublicUser,
  | 'id'
  | 'username'
  | 'email'
  | 'role'
  | 'profilePicture'
  | 'subscriptionStatus'
  | 'subscriptionPlan'
  | 'subscriptionExpiresAt'
  | 'stripeSubscriptionId'
  | 'createdAt'
>;
