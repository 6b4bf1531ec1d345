import { PRODUCT_NAME, PRODUCT_TAGLINE } from './constants';

/**
 * The route table (SPEC §2 with DECISIONS.md): each route's access and its French metadata.
 * The server writes these tags into the HTML it returns; the client updates them on navigation.
 */
export type RouteAccess = 'public' | 'user' | 'premium' | 'moderator' | 'admin';

export type RouteMeta = {
  path: string;
  access: RouteAccess;
  title: string;
  description: string;
  keywords: string[];
  /** Listed in sitemap.xml (public, indexable pages only). */
  sitemap?: boolean;
  noindex?: boolean;
};

const commonKeywords = ['accompagnement', 'soins', 'éducation spécialisée', 'Sophia'];

export const routes: RouteMeta[] = [
  {
    path: '/',
    access: 'public',
    title: PRODUCT_TAGLINE,
    description:
      "Sophia aide infirmiers, aides-soignants, éducateurs et parents à trouver des stratégies d'accompagnement fondées sur Montessori, l'Humanitude et la Validation.",
    keywords: [
      'assistant IA',
      'Montessori',
      'Humanitude',
      'Validation',
      'personnes âgées',
      'handicap',
      'enfants',
    ],
    sitemap: true,
  },
  {
    path: '/assistant',
    access: 'premium',
    title: 'Assistant',
    description:
      "Décrivez une situation d'accompagnement complexe et recevez des stratégies personnalisées et des ressources adaptées.",
    keywords: ['assistant IA', 'situation complexe', 'stratégies', 'troubles du comportement'],
  },
  {
    path: '/about',
    access: 'public',
    title: 'À propos',
    description:
      "La mission de Sophia : un accompagnement concret et fondé sur la science pour les professionnels du soin et de l'éducation.",
    keywords: ['mission', 'bienveillance', 'rigueur scientifique', 'collaboration'],
    sitemap: true,
  },
  {
    path: '/approaches',
    access: 'public',
    title: 'Approches scientifiques',
    description:
      'Montessori, Humanitude, Validation, Snoezelen, soutien au comportement positif, TEACCH… principes, application et bénéfices de onze approches.',
    keywords: [
      'Montessori',
      'Humanitude',
      'Validation',
      'Snoezelen',
      'TEACCH',
      'ABA',
      'Gentle Teaching',
      'Eden Alternative',
    ],
    sitemap: true,
  },
  {
    path: '/resources',
    access: 'public',
    title: 'Ressources et forum',
    description:
      "Une bibliothèque de livres, articles, formations, vidéos et outils pour l'accompagnement des personnes âgées, des enfants et des personnes en situation de handicap.",
    keywords: ['ressources', 'bibliothèque', 'formations', 'forum', 'quiz'],
    sitemap: true,
  },
  {
    path: '/contact',
    access: 'public',
    title: 'Contact',
    description: "Une question, une suggestion ou un partenariat ? Écrivez à l'équipe de Sophia.",
    keywords: ['contact', 'support', 'partenariat'],
    sitemap: true,
  },
  {
    path: '/faq',
    access: 'public',
    title: 'Questions fréquentes',
    description:
      'Fonctionnement de Sophia, approches scientifiques, protection des données, urgences, langue et formations : les réponses à vos questions.',
    keywords: ['FAQ', 'questions fréquentes', 'protection des données', 'RGPD', 'nLPD'],
    sitemap: true,
  },
  {
    path: '/confidentialite',
    access: 'public',
    title: 'Confidentialité',
    description:
      'Quelles données Sophia conserve, pourquoi, combien de temps, qui les reçoit, et comment les télécharger ou les effacer (nLPD, RGPD).',
    keywords: ['confidentialité', 'protection des données', 'nLPD', 'RGPD', 'cookies'],
    sitemap: true,
  },
  {
    path: '/auth',
    access: 'public',
    title: 'Connexion',
    description: 'Connectez-vous ou créez votre compte Sophia gratuitement.',
    keywords: ['connexion', 'inscription', 'compte'],
    noindex: true,
  },
  {
    path: '/subscription',
    access: 'user',
    title: 'Abonnement',
    description:
      "L'abonnement Premium de Sophia : l'assistant IA sans limite pour 15 CHF par mois, TVA incluse.",
    keywords: ['abonnement', 'Premium', 'prix'],
    noindex: true,
  },
  {
    path: '/subscription/success',
    access: 'user',
    title: 'Abonnement confirmé',
    description: 'Merci pour votre abonnement à Sophia Premium.',
    keywords: ['abonnement'],
    noindex: true,
  },
  {
    path: '/subscription/demo-checkout',
    access: 'user',
    title: 'Paiement de démonstration',
    description: 'Paiement de démonstration de Sophia Premium.',
    keywords: ['abonnement'],
    noindex: true,
  },
  {
    path: '/forum',
    access: 'public',
    title: 'Forum',
    description:
      "Le forum modéré des professionnels de l'accompagnement : partagez vos situations et vos pratiques.",
    keywords: ['forum', 'communauté', 'échanges de pratiques'],
    sitemap: true,
  },
  {
    path: '/forum/topic/:id',
    access: 'public',
    title: 'Sujet du forum',
    description: "Un sujet du forum des professionnels de l'accompagnement.",
    keywords: ['forum', 'discussion'],
  },
  {
    path: '/forum/category/:id',
    access: 'public',
    title: 'Catégorie du forum',
    description: 'Les sujets de cette catégorie du forum.',
    keywords: ['forum', 'catégorie'],
  },
  {
    path: '/forum/new',
    access: 'user',
    title: 'Nouveau sujet',
    description: 'Créer un sujet sur le forum.',
    keywords: ['forum'],
    noindex: true,
  },
  {
    path: '/forum/my-topics',
    access: 'user',
    title: 'Mes sujets',
    description: 'Vos sujets du forum.',
    keywords: ['forum'],
    noindex: true,
  },
  {
    path: '/forum/my-comments',
    access: 'user',
    title: 'Mes commentaires',
    description: 'Vos commentaires du forum.',
    keywords: ['forum'],
    noindex: true,
  },
  {
    path: '/forum/moderation',
    access: 'moderator',
    title: 'Modération',
    description: 'Modération du forum.',
    keywords: ['forum'],
    noindex: true,
  },
  {
    path: '/forum/categories/manage',
    access: 'admin',
    title: 'Gérer les catégories',
    description: 'Gestion des catégories du forum.',
    keywords: ['forum'],
    noindex: true,
  },
  {
    path: '/quiz',
    access: 'user',
    title: 'Quiz Pro Care',
    description: 'Testez vos connaissances sur Montessori, l’Humanitude et la Validation.',
    keywords: ['quiz', 'formation'],
    noindex: true,
  },
  {
    path: '/gamification',
    access: 'user',
    title: 'Progression & badges',
    description: 'Vos points, votre niveau, vos badges et le classement.',
    keywords: ['points', 'niveaux', 'badges'],
    noindex: true,
  },
  {
    path: '/profile',
    access: 'user',
    title: 'Mon profil',
    description: 'Votre profil et vos conversations.',
    keywords: ['profil'],
    noindex: true,
  },
  {
    path: '/admin/resources',
    access: 'admin',
    title: 'Gérer les ressources',
    description: 'Administration des ressources.',
    keywords: ['administration'],
    noindex: true,
  },
  {
    path: '/admin/users',
    access: 'admin',
    title: 'Gérer les utilisateurs',
    description: 'Administration des utilisateurs.',
    keywords: ['administration'],
    noindex: true,
  },
  {
    path: '/admin/messages',
    access: 'admin',
    title: 'Messages de contact',
    description: 'Les messages reçus par le formulaire de contact.',
    keywords: ['administration'],
    noindex: true,
  },
];

export const notFoundMeta: RouteMeta = {
  path: '*',
  access: 'public',
  title: 'Page introuvable',
  description: "Nous sommes désolés, la page que vous recherchez n'existe pas ou a été déplacée.",
  keywords: [],
  noindex: true,
};

/** Finds the route for a pathname (`:param` segments match one non-empty segment). */
export function matchRoute(pathname: string): RouteMeta | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = clean.split('/');
  return routes.find((route) => {
    const pattern = route.path.split('/');
    return (
      pattern.length === parts.length &&
      pattern.every((p, i) => (p.startsWith(':') ? Boolean(parts[i]) : p === parts[i]))
    );
  });
}

/** `<Page> | Sophia`, or the tagline alone for the home page (DECISIONS.md "Identity"). */
export function pageTitle(meta: RouteMeta): string {
  return meta.path === '/' ? meta.title : `${meta.title} | ${PRODUCT_NAME}`;
}

export function pageKeywords(meta: RouteMeta): string {
  return [...meta.keywords, ...commonKeywords].join(', ');
}
