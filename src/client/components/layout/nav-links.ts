/** SPEC §2 main navigation, shared by the desktop header and the mobile menu. */
export const mainNavLinks = [
  { to: '/', label: 'Accueil' },
  { to: '/assistant', label: 'Assistant' },
  { to: '/approaches', label: 'Approches' },
  { to: '/resources', label: 'Ressources' },
  { to: '/about', label: 'À propos' },
  { to: '/contact', label: 'Contact' },
  { to: '/faq', label: 'FAQ' },
] as const;

/** The user menu's personal entries (SPEC §2), in the desktop menu and the mobile panel. */
export const accountLinks = [
  { to: '/profile', label: 'Mon profil' },
  { to: '/subscription', label: 'Abonnement' },
  { to: '/gamification', label: 'Progression & badges' },
] as const;

/** Admin-only entries (DECISIONS.md: role === 'admin', never "no e-mail"). */
export const adminLinks = [
  { to: '/admin/resources', label: 'Gérer les ressources' },
  { to: '/admin/users', label: 'Gérer les utilisateurs' },
  { to: '/admin/messages', label: 'Messages de contact' },
] as const;
