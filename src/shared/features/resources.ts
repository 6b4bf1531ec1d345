import { z } from 'zod';
import {
  approachAliases,
  type ResourceApproach,
  type ResourceAudience,
  type ResourceType,
  resourceApproachIds,
  resourceAudienceIds,
  resourceTypeIds,
} from '../resource-values';

const optionalHttpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2000, message)
    .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), message)
    .optional()
    // Empty optional values are omitted (SPEC §5).
    .transform((value) => (value ? value : undefined));

const approachSchema = z.preprocess(
  (value) =>
    typeof value === 'string' ? (approachAliases[value.toLowerCase()] ?? value.toLowerCase()) : value,
  z.enum(resourceApproachIds, { error: 'Veuillez sélectionner une approche' }),
);

/** SPEC §5 Resource (admin): the admin form's resolver and the POST/PUT body. */
export const resourceInputSchema = z.object({
  title: z
    .string({ error: 'Le titre doit contenir au moins 3 caractères' })
    .trim()
    .min(3, 'Le titre doit contenir au moins 3 caractères')
    .max(200, 'Le titre ne peut pas dépasser 200 caractères'),
  description: z
    .string({ error: 'La description doit contenir au moins 10 caractères' })
    .trim()
    .min(10, 'La description doit contenir au moins 10 caractères')
    .max(2000, 'La description ne peut pas dépasser 2000 caractères'),
  content: z.string().max(100_000, 'Le contenu ne peut pas dépasser 100 000 caractères').optional(),
  type: z.enum(resourceTypeIds, { error: 'Veuillez sélectionner un type' }),
  approach: approachSchema,
  audience: z.enum(resourceAudienceIds, { error: 'Veuillez sélectionner un public' }),
  publisher: z
    .string({ error: "L'éditeur/auteur doit être renseigné" })
    .trim()
    .min(1, "L'éditeur/auteur doit être renseigné")
    .max(200, "L'éditeur/auteur ne peut pas dépasser 200 caractères"),
  link: optionalHttpUrl("L'URL doit être valide"),
  imageUrl: optionalHttpUrl("L'URL de l'image doit être valide"),
});
export type ResourceInput = z.input<typeof resourceInputSchema>;
export type ResourceData = z.output<typeof resourceInputSchema>;

/** GET /api/resources filters; `audience=general` matches `tous` and no audience (DECISIONS.md). */
export const resourceListQuerySchema = z.object({
  q: z.string().trim().max(200, 'La recherche ne peut pas dépasser 200 caractères').optional(),
  type: z.enum(resourceTypeIds, { error: 'Type de ressource inconnu' }).optional(),
  approach: z
    .preprocess(
      (value) =>
        typeof value === 'string' ? (approachAliases[value.toLowerCase()] ?? value.toLowerCase()) : value,
      z.enum(resourceApproachIds, { error: 'Approche inconnue' }),
    )
    .optional(),
  audience: z.enum([...resourceAudienceIds, 'general'], { error: 'Public inconnu' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ResourceListQuery = z.input<typeof resourceListQuerySchema>;

/** A resource as the API returns it; optional values are absent when empty. */
export type Resource = {
  id: number;
  title: string;
  description: string;
  /** Sanitised HTML; in lists, absent — `hasContent` says whether the detail has some. */
  content?: string;
  hasContent: boolean;
  type: ResourceType;
  approach: ResourceApproach;
  audience: ResourceAudience;
  publisher: string;
  link?: string;
  imageUrl?: string;
  createdAt: string;
  updatedAt: string;
};

export const resourceMessages = {
  notFound: 'Ressource non trouvée',
  invalidId: 'ID de ressource invalide',
} as const;
