import type { BadgeId, PointAction } from '@shared/features/gamification';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pointsLedger, userBadges, users } from '../../db/schema';

export type Award = {
  userId: number;
  action: PointAction;
  points: number;
  reference: string;
  description: string;
};

/**
 * The ledger's writes. The unique (user, action, reference) key makes an award happen once
 * whatever the caller does; the user's total moves in the same statement sequence, so callers run
 * these inside their own transaction.
 */
export function createLedgerRepository(db: Queryable) {
  return {
    /** True when the award is new (and the total was raised). */
    async award({ userId, action, points, reference, description }: Award) {
      const inserted = await db
        .insert(pointsLedger)
        .values({ userId, action, points, reference, description })
        .onConflictDoNothing()
        .returning({ id: pointsLedger.id });
      if (inserted.length === 0) return false;
      await db
        .update(users)
        .set({ points: sql`${users.points} + ${points}` })
        .where(eq(users.id, userId));
      return true;
    },

    /** Takes an award back (a like withdrawn, a topic unpublished); true when there was one. */
    async withdraw(userId: number, action: PointAction, reference: string) {
      const removed = await db
        .delete(pointsLedger)
        .where(
          and(
            eq(pointsLedger.userId, userId),
            eq(pointsLedger.action, action),
            eq(pointsLedger.reference, reference),
          ),
        )
        .returning({ points: pointsLedger.points });
      const points = removed[0]?.points;
      if (points === undefined) return false;
      await db
        .update(users)
        .set({ points: sql`greatest(${users.points} - ${points}, 0)` })
        .where(eq(users.id, userId));
      return true;
    },

    /** How many awards of one kind the user holds (read through the unique key's prefix). */
    async countAwards(userId: number, action: PointAction) {
      const [row] = await db
        .select({ n: count() })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.action, action)));
      return row?.n ?? 0;
    },

    grantBadge(userId: number, badge: BadgeId) {
      return db.insert(userBadges).values({ userId, badge }).onConflictDoNothing();
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
