/** Business constants of SPEC §9 and DECISIONS.md, shared by client and server. */
export const PRODUCT_NAME = 'Sophia';
export const PRODUCT_TAGLINE = "Sophia — l'assistante des professionnels de l'accompagnement";
export const THEME_COLOR = '#7c3aed';
export const TIME_ZONE = 'Europe/Zurich';
export const LOCALE = 'fr-CH';

export const PREMIUM_PRICE_CHF = 15;
export const FREE_TRIALS_ALLOWED = 1;

export const POINTS = {
  topicApproved: 10,
  commentApproved: 5,
  likeReceived: 2,
  resourceShared: 15,
  dailyLogin: 1,
} as const;

export const LAYOUT = {
  headerHeight: 80,
  headerHeightScrolled: 64,
  scrolledAfter: 50,
  scrollTopAfter: 300,
} as const;

export const TOAST_DURATION_MS = 5000;
