import { z } from 'zod';

/** SPEC §3 Contact message roles, with their French labels. */
export const contactRoles = {
  nurse: 'Infirmier·ère',
  caregiver: 'Aide-soignant·e',
  doctor: 'Médecin',
  teacher: 'Enseignant·e',
  educator: 'Éducateur·rice spécialisé·e',
  psychologist: 'Psychologue',
  parent: 'Parent',
  other: 'Autre',
} as const;
export type ContactRole = keyof typeof contactRoles;
const contactRoleIds = Object.keys(contactRoles) as [ContactRole, ...ContactRole[]];

/** SPEC §5 Contact (messages end with a full stop, as SPEC writes them). */
export const contactSchema = z.object({
  name: z
    .string({ error: 'Le nom doit contenir au moins 2 caractères.' })
    .trim()
    .min(2, 'Le nom doit contenir au moins 2 caractères.')
    .max(100, 'Le nom ne peut pas dépasser 100 caractères.'),
  email: z
    .string({ error: 'Veuillez entrer une adresse email valide.' })
    .trim()
    .pipe(
      z
        .email('Veuillez entrer une adresse email valide.')
        .max(254, 'Veuillez entrer une adresse email valide.'),
    ),
  role: z.enum(contactRoleIds, { error: 'Veuillez sélectionner votre profession.' }),
  subject: z
    .string({ error: 'Le sujet doit contenir au moins 5 caractères.' })
    .trim()
    .min(5, 'Le sujet doit contenir au moins 5 caractères.')
    .max(200, 'Le sujet ne peut pas dépasser 200 caractères.'),
  message: z
    .string({ error: 'Le message doit contenir au moins 10 caractères.' })
    .trim()
    .min(10, 'Le message doit contenir au moins 10 caractères.')
    .max(5000, 'Le message ne peut pas dépasser 5000 caractères.'),
});
export type ContactInput = z.infer<typeof contactSchema>;

export type ContactMessage = ContactInput & {
  id: number;
  createdAt: string;
  readAt: string | null;
  archivedAt: string | null;
};

export const contactMessageStatusSchema = z.object({
  read: z.boolean().optional(),
  archived: z.boolean().optional(),
});
