import { TIME_ZONE } from '@shared/constants';
import { memberDisplayName } from '@shared/display-name';
import { forumMessages } from '@shared/features/forum';
import {
  type BadgeId,
  badgeIds,
  badges,
  gamificationMessages,
  type HistoryEntry,
  LEADERBOARD_SIZE,
  type LeaderboardEntry,
  levelFor,
  levelInfo,
  type MyLevel,
  type PointAction,
  type PublicLevel,
  pointActions,
} from '@shared/features/gamification';
import { type QuizAnswersInput, type QuizPointsResult, quizNames, scoreQuiz } from '@shared/features/quiz';
import { isDbId } from '@shared/ids';
import { previousDay, zurichDay } from '@shared/zurich-day';
import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointsLedger, userBadges, users } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { createLedgerRepository } from './ledger.repository';

const LOGIN_STREAK_BADGE = 7;

const longDay = new Intl.DateTimeFormat('fr-CH', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** Leaderboard members: visible and with points (the partial index users_leaderboard_idx). */
const ranked = and(eq(users.showInLeaderboard, true), gt(users.points, 0));

/**
 * Levels, history, leaderboard, the daily visit and the quiz (DECISIONS.md "Points and levels").
 * `now` is injectable so the Europe/Zurich day rules can be tested at any hour.
 */
export function createGamificationService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  async function pointsOf(userId: number) {
    const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw new NotFoundError(gamificationMessages.userNotFound);
    return row.points;
  }

  return {
    /**
     * The first authenticated visit of a Zurich day earns +1 and extends the streak. The ledger's
     * unique key decides, so two simultaneous first requests award once.
     */
    async recordVisit(userId: number) {
      const at = now();
      const day = zurichDay(at);
      await db.transaction(async (tx) => {
        const ledger = createLedgerRepository(tx);
        const [user] = await tx
          .select({ lastActiveDay: users.lastActiveDay, loginStreak: users.loginStreak })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!user || user.lastActiveDay === day) return;
        await ledger.award({
          userId,
          action: 'daily_login',
          points: pointActions.daily_login.points,
          reference: `day:${day}`,
          description: `Première visite du ${longDay.format(at)}.`,
        });
        const streak = user.lastActiveDay === previousDay(day) ? user.loginStreak + 1 : 1;
        await tx.update(users).set({ lastActiveDay: day, loginStreak: streak }).where(eq(users.id, userId));
        if (streak >= LOGIN_STREAK_BADGE) await ledger.grantBadge(userId, 'login-streak-7');
      });
    },

    /**
     * Scores the chosen options against the bank (never a score the client sends), then awards the
     * score once per quiz per Zurich day; more than 70 % earns the quiz's badge.
     */
    async quizPoints(userId: number, input: QuizAnswersInput): Promise<QuizPointsResult> {
      const scored = scoreQuiz(input.categoryId, input.answers);
      if (!scored) throw new BadRequestError(gamificationMessages.invalidQuestions);
      const { score, total } = scored;
      const day = zurichDay(now());
      return db.transaction(async (tx) => {
        const ledger = createLedgerRepository(tx);
        if (score / total > 0.7) await ledger.grantBadge(userId, `quiz-${input.categoryId}` as BadgeId);
        if (score === 0) return { ...scored, pointsAwarded: 0, alreadyCompletedToday: false };
        const isNew = await ledger.award({
          userId,
          action: 'quiz_completed',
          points: score,
          reference: `quiz:${input.categoryId}:${day}`,
          description: `${quizNames[input.categoryId]} : ${score} points sur ${total}.`,
        });
        return { ...scored, pointsAwarded: isNew ? score : 0, alreadyCompletedToday: !isNew };
      });
    },

    async myLevel(userId: number): Promise<MyLevel> {
      const [points, earned] = await Promise.all([
        pointsOf(userId),
        db.select().from(userBadges).where(eq(userBadges.userId, userId)),
      ]);
      const earnedAt = new Map(earned.map((row) => [row.badge, row.earnedAt.toISOString()]));
      return {
        ...levelInfo(points),
        badges: badgeIds.map((id) => ({ id, ...badges[id], earnedAt: earnedAt.get(id) ?? null })),
      };
    },

    async publicLevel(userId: number): Promise<PublicLevel> {
      return { userId, currentLevel: levelFor(await pointsOf(userId)) };
    },

    /** Newest first, keyset paged on the ledger id. */
    async history(userId: number, { limit, cursor }: { limit: number; cursor?: string }) {
      let before: number | undefined;
      if (cursor !== undefined) {
        before = Number(cursor);
        // The ledger id is an `integer`: a larger number would fail in the database (a 500).
        if (!isDbId(before)) throw new BadRequestError(forumMessages.invalidCursor);
      }
      const rows = await db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, userId), before ? lt(pointsLedger.id, before) : undefined))
        .orderBy(desc(pointsLedger.id))
        .limit(limit + 1);
      const items: HistoryEntry[] = rows.slice(0, limit).map((row) => ({
        id: row.id,
        action: {
          id: row.action as PointAction,
          name: pointActions[row.action as PointAction]?.name ?? row.action,
          description: row.description,
        },
        date: row.createdAt.toISOString(),
        pointsAwarded: row.points,
      }));
      return { items, nextCursor: rows.length > limit ? String(items.at(-1)!.id) : null };
    },

    /** The top 20 (equal points, equal rank), then the caller's own entry when further down. */
    async leaderboard(userId: number): Promise<LeaderboardEntry[]> {
      const columns = {
        id: users.id,
        username: users.username,
        profilePicture: users.profilePicture,
        points: users.points,
        showInLeaderboard: users.showInLeaderboard,
        showsName: users.showUsernameInForum,
      };
      const top = await db
        .select(columns)
        .from(users)
        .where(ranked)
        .orderBy(desc(users.points), users.id)
        .limit(LEADERBOARD_SIZE);
      const entries = top.map((row, i) => {
        const firstEqual = top.findIndex((other) => other.points === row.points);
        return toEntry(row, (firstEqual === -1 ? i : firstEqual) + 1, row.id === userId);
      });
      if (entries.some((entry) => entry.isCurrentUser)) return entries;
      const [me] = await db.select(columns).from(users).where(eq(users.id, userId)).limit(1);
      if (!me?.showInLeaderboard || me.points === 0) return entries;
      const [above] = await db
        .select({ n: count() })
        .from(users)
        .where(and(ranked, gt(users.points, me.points)));
      return [...entries, toEntry(me, (above?.n ?? 0) + 1, true)];
    },
  };
}

/**
 * One leaderboard line. `username` carries the display name the forum shows (SPEC's field name),
 * never the username of a member who did not choose to show it, nor their picture, which could
 * name them just as well (a Google photo).
 */
function toEntry(
  row: { id: number; username: string; profilePicture: string | null; points: number; showsName: boolean },
  rank: number,
  isCurrentUser: boolean,
): LeaderboardEntry {
  const level = levelFor(row.points);
  return {
    id: row.id,
    username: memberDisplayName(row),
    profilePicture: row.showsName ? row.profilePicture : null,
    level: level.number,
    levelName: level.name,
    points: row.points,
    rank,
    isCurrentUser,
  };
}

export type GamificationService = ReturnType<typeof createGamificationService>;
