import type { AdminUser } from '@shared/features/users';
import { and, asc, eq, gt, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { sessions, type UserRow, users } from '../../db/schema';

/** The columns the admin list shows; never the password hash, the Google subject or the customer id. */
const adminColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  profilePicture: users.profilePicture,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionPlan: users.subscriptionPlan,
  subscriptionExpiresAt: users.subscriptionExpiresAt,
  stripeSubscriptionId: users.stripeSubscriptionId,
  createdAt: users.createdAt,
};

type AdminRow = Pick<UserRow, keyof typeof adminColumns>;

export function toAdminUser(row: AdminRow): AdminUser {
  return {
    ...row,
    subscriptionExpiresAt: row.subscriptionExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `q` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

export function createAdminUsersRepository(db: Db) {
  return {
    /** One page in id order, `limit + 1` rows so the caller knows whether another page follows. */
    async list({ q, limit, cursor }: { q?: string | undefined; limit: number; cursor?: number | undefined }) {
      const conditions: SQL[] = [];
      if (cursor) conditions.push(gt(users.id, cursor));
      if (q) conditions.push(or(ilike(users.username, containing(q)), ilike(users.email, containing(q)))!);
      const rows = await db
        .select(adminColumns)
        .from(users)
        .where(and(...conditions))
        .orderBy(asc(users.id))
        .limit(limit + 1);
      return rows.map(toAdminUser);
    },

    async findById(tx: Queryable, id: number) {
      const [row] = await tx.select(adminColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Which of the username (case-insensitive) and e-mail another account already holds. */
    async takenBy(
      tx: Queryable,
      { username, email }: { username: string; email?: string | undefined },
      exceptId?: number,
    ) {
      const rows = await tx
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          and(
            or(
              sql`lower(${users.username}) = ${username.toLowerCase()}`,
              email ? eq(users.email, email) : undefined,
            ),
            exceptId === undefined ? undefined : ne(users.id, exceptId),
          ),
        )
        .limit(2);
      return {
        username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
        email: email !== undefined && rows.some((r) => r.email === email),
      };
    },

    /**
     * The admins' ids, their rows locked until the transaction ends: two admins demoting each
     * other at once are serialised, so one admin always remains. Locked in id order, as the
     * account deletion does, so the two never wait on each other in a cycle.
     */
    async lockAdmins(tx: Queryable) {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    async insert(tx: Queryable, values: typeof users.$inferInsert) {
      const [row] = await tx.insert(users).values(values).returning(adminColumns);
      return toAdminUser(row!);
    },

    async update(tx: Queryable, id: number, values: Partial<typeof users.$inferInsert>) {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning(adminColumns);
      return row ? toAdminUser(row) : undefined;
    },

    /** Ends every session of the user, but the one given (an admin changing their own password). */
    async endSessions(tx: Queryable, userId: number, keepSessionId?: string | null) {
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
