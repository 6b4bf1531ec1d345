import { POINTS } from '../constants';

/**
 * Points, levels and badges (SPEC §2 "Gamification", §3 level / history / leaderboard, §4 level
 * badge colours, §7, §9; DECISIONS.md "Points and levels"). The server awards every point into a
 * ledger; the client only reads.
 */

export type Level = { number: number; name: string; description: string; minPoints: number };

/** Thirteen levels (DECISIONS.md: at least 12), each a little further than the last. */
export const LEVELS: readonly Level[] = [
  { number: 1, name: 'Premiers pas', description: 'Vous découvrez Sophia et sa communauté.', minPoints: 0 },
  {
    number: 2,
    name: 'Découverte',
    description: "Vous explorez les ressources et les approches d'accompagnement.",
    minPoints: 10,
  },
  {
    number: 3,
    name: 'Écoute',
    description: 'Vous prenez part aux échanges de la communauté.',
    minPoints: 30,
  },
  {
    number: 4,
    name: 'Observation',
    description: 'Vous reliez les situations vécues aux approches étudiées.',
    minPoints: 60,
  },
  { number: 5, name: 'Engagement', description: 'Vos contributions deviennent régulières.', minPoints: 100 },
  {
    number: 6,
    name: 'Pratique',
    description: 'Vous partagez des stratégies éprouvées sur le terrain.',
    minPoints: 160,
  },
  {
    number: 7,
    name: 'Bienveillance',
    description: 'Vos réponses soutiennent vos collègues au quotidien.',
    minPoints: 250,
  },
  {
    number: 8,
    name: 'Expertise',
    description: 'Vos connaissances sont reconnues par la communauté.',
    minPoints: 400,
  },
  {
    number: 9,
    name: 'Transmission',
    description: 'Vous faites circuler les savoirs et les bonnes pratiques.',
    minPoints: 600,
  },
  {
    number: 10,
    name: 'Référence',
    description: 'Vos contributions servent de repère aux autres.',
    minPoints: 850,
  },
  {
    number: 11,
    name: 'Mentorat',
    description: 'Vous accompagnez les nouveaux membres dans leur pratique.',
    minPoints: 1200,
  },
  {
    number: 12,
    name: 'Inspiration',
    description: 'Votre engagement inspire toute la communauté.',
    minPoints: 1700,
  },
  {
    number: 13,
    name: 'Sagesse',
    description: 'Le plus haut niveau : une pratique riche, généreusement partagée.',
    minPoints: 2500,
  },
];

export function levelFor(points: number): Level {
  let level = LEVELS[0]!;
  for (const candidate of LEVELS) if (points >= candidate.minPoints) level = candidate;
  return level;
}

/** SPEC §3 "Level info". `pointsForNextLevel` is what remains to earn; null at the top level. */
export type LevelInfo = {
  currentLevel: Level;
  points: number;
  /** 0–100: the way from the current level's threshold to the next one's. */
  progression: number;
  nextLevel: Level | null;
  pointsForNextLevel: number | null;
};

export function levelInfo(points: number): LevelInfo {
  const currentLevel = levelFor(points);
  const nextLevel = LEVELS.find((level) => level.number === currentLevel.number + 1) ?? null;
  if (!nextLevel)
    return { currentLevel, points, progression: 100, nextLevel: null, pointsForNextLevel: null };
  const span = nextLevel.minPoints - currentLevel.minPoints;
  return {
    currentLevel,
    points,
    progression: Math.floor(((points - currentLevel.minPoints) / span) * 100),
    nextLevel,
    pointsForNextLevel: nextLevel.minPoints - points,
  };
}

/** SPEC §4: under 3 grey, under 5 blue, under 8 green, under 12 purple, otherwise amber. */
export type LevelTone = 'grey' | 'blue' | 'green' | 'purple' | 'amber';
export function levelTone(levelNumber: number): LevelTone {
  if (levelNumber < 3) return 'grey';
  if (levelNumber < 5) return 'blue';
  if (levelNumber < 8) return 'green';
  if (levelNumber < 12) return 'purple';
  return 'amber';
}

/** The ledger's actions, with the French name and the points SPEC §9 shows users. */
export const pointActions = {
  topic_approved: { name: 'Sujet publié', points: POINTS.topicApproved },
  comment_approved: { name: 'Commentaire publié', points: POINTS.commentApproved },
  like_received: { name: "J'aime reçu", points: POINTS.likeReceived },
  resource_shared: { name: 'Ressource partagée', points: POINTS.resourceShared },
  daily_login: { name: 'Connexion du jour', points: POINTS.dailyLogin },
  quiz_completed: { name: 'Quiz terminé', points: null },
} as const;
export type PointAction = keyof typeof pointActions;

/** SPEC §9 "Points table shown to users", in its order. */
export const pointsTable = [
  { label: 'Créer un nouveau sujet (publié après modération)', points: POINTS.topicApproved },
  { label: 'Écrire un commentaire (publié après modération)', points: POINTS.commentApproved },
  { label: "Recevoir un j'aime", points: POINTS.likeReceived },
  { label: 'Partager une ressource', points: POINTS.resourceShared },
  { label: 'Se connecter (une fois par jour)', points: POINTS.dailyLogin },
] as const;

/** SPEC §3 "History entry". */
export type HistoryEntry = {
  id: number;
  action: { id: PointAction; name: string; description: string };
  date: string;
  pointsAwarded: number;
};

/**
 * SPEC §3 "Leaderboard entry", plus its rank (equal points, equal rank) and whether it is the
 * caller's. The list holds the top 20, then the caller's own entry when it is further down.
 */
export type LeaderboardEntry = {
  id: number;
  /** The member's display name (`memberDisplayName`): 'Utilisateur #id' unless they show their username. */
  username: string;
  profilePicture: string | null;
  level: number;
  levelName: string;
  points: number;
  rank: number;
  isCurrentUser: boolean;
};
export const LEADERBOARD_SIZE = 20;

/** Milestone badges (DECISIONS.md), earned once and kept. */
export const badges = {
  'first-topic': { name: 'Première discussion', description: 'Votre premier sujet a été publié.' },
  'first-comment': { name: 'Première contribution', description: 'Votre premier commentaire a été publié.' },
  'ten-comments': { name: 'Voix de la communauté', description: 'Dix de vos commentaires ont été publiés.' },
  'first-like': { name: "Premier j'aime", description: "Un membre a aimé l'une de vos contributions." },
  'twenty-five-likes': { name: "Source d'inspiration", description: "Vos contributions ont reçu 25 j'aime." },
  'first-share': {
    name: 'Partage de savoirs',
    description: 'Vous avez partagé une ressource de la bibliothèque.',
  },
  'login-streak-7': { name: 'Assiduité', description: "Sept jours de connexion d'affilée." },
  'quiz-montessori': { name: 'Maîtrise Montessori', description: 'Plus de 70 % au quiz Montessori.' },
  'quiz-humanitude': { name: 'Maîtrise Humanitude', description: 'Plus de 70 % au quiz Humanitude.' },
  'quiz-validation': { name: 'Maîtrise Validation', description: 'Plus de 70 % au quiz Validation.' },
  'quiz-mixed': { name: 'Maîtrise Pro Care', description: 'Plus de 70 % au quiz mixte.' },
} as const;
export type BadgeId = keyof typeof badges;
export const badgeIds = Object.keys(badges) as BadgeId[];

export type BadgeState = { id: BadgeId; name: string; description: string; earnedAt: string | null };

/** GET /api/gamification/level: the caller's level info and every badge, earned or not. */
export type MyLevel = LevelInfo & { badges: BadgeState[] };

/** GET /api/gamification/level/{userId}: another member's public level only. */
export type PublicLevel = { userId: number; currentLevel: Level };

export const gamificationMessages = {
  userNotFound: 'Utilisateur non trouvé',
  invalidUserId: 'ID utilisateur invalide',
  unknownQuiz: 'Quiz inconnu',
  invalidQuestions: 'Questions invalides pour ce quiz',
} as const;
