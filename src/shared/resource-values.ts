/**
 * The one canonical set of resource values (DECISIONS.md), with their French labels: used by the
 * API, the database, the library filters, the admin form and the assistant alike.
 */
export const resourceTypes = {
  ouvrage: 'Livre',
  article: 'Article',
  formation: 'Formation',
  video: 'Vidéo',
  outil: 'Outil',
  site: 'Site web',
  recherche: 'Étude scientifique',
} as const;

export const resourceApproaches = {
  montessori: 'Montessori',
  humanitude: 'Humanitude — Gineste-Marescotti',
  validation: 'Validation',
  pbs: 'Soutien au comportement positif',
  pcc: 'Soins centrés sur la personne',
  communication: 'Communication',
  recherche: 'Recherche',
  general: 'Général',
} as const;

export const resourceAudiences = {
  personnes_agees: 'Personnes âgées',
  enfants: 'Enfants',
  handicap: 'Handicap',
  aidants: 'Proches aidants',
  tous: 'Tous publics',
} as const;

export type ResourceType = keyof typeof resourceTypes;
export type ResourceApproach = keyof typeof resourceApproaches;
export type ResourceAudience = keyof typeof resourceAudiences;

export const resourceTypeIds = Object.keys(resourceTypes) as [ResourceType, ...ResourceType[]];
export const resourceApproachIds = Object.keys(resourceApproaches) as [
  ResourceApproach,
  ...ResourceApproach[],
];
export const resourceAudienceIds = Object.keys(resourceAudiences) as [
  ResourceAudience,
  ...ResourceAudience[],
];

/** Accepted on input and stored as their canonical value. */
export const approachAliases: Record<string, ResourceApproach> = { 'gineste-marescotti': 'humanitude' };

/** SPEC §3 library filter mapping: the page's tab ids → stored values. */
export const libraryTypeTabs = {
  book: 'ouvrage',
  article: 'article',
  training: 'formation',
  video: 'video',
  tool: 'outil',
} as const;
export const libraryAudienceChips = {
  elderly: 'personnes_agees',
  children: 'enfants',
  disabled: 'handicap',
  general: 'general',
} as const;
export const libraryApproachTabs = ['montessori', 'humanitude', 'validation', 'pbs', 'pcc'] as const;
