// Test data of the gamification screens (imported by *.test.tsx only, never by the app).
import {
  badgeIds,
  badges,
  type HistoryEntry,
  type LeaderboardEntry,
  levelInfo,
  type MyLevel,
} from '@shared/features/gamification';

/** The caller's level for `points`, with the given badges earned on 3 March 2026. */
export function makeMyLevel(points: number, earned: string[] = []): MyLevel {
  return {
    ...levelInfo(points),
    badges: badgeIds.map((id) => ({
      id,
      ...badges[id],
      earnedAt: earned.includes(id) ? '2026-03-03T16:40:00.000Z' : null,
    })),
  };
}

export function makeHistoryEntry(id: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id,
    action: {
      id: 'comment_approved',
      name: 'Commentaire publié',
      description: `Commentaire n° ${id} approuvé`,
    },
    date: '2026-03-03T16:40:00.000Z',
    pointsAwarded: 5,
    ...overrides,
  };
}

export function makeLeaderboardEntry(
  rank: number,
  overrides: Partial<LeaderboardEntry> = {},
): LeaderboardEntry {
  return {
    id: 100 + rank,
    username: `membre${rank}`,
    profilePicture: null,
    level: 3,
    levelName: 'Écoute',
    points: 1000 - rank,
    rank,
    isCurrentUser: false,
    ...overrides,
  };
}
