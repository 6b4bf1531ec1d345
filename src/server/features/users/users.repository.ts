import { ASSISTANT_LIMITS } from '@shared/features/assistant';
import type { PublicUser } from '@shared/features/auth';

const TRIAL_MESSAGES = ASSISTANT_LIMITS.trialMessages;

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, type UserRow, users } from '../../db/schema';

/** The user as the API shows it: never the password hash, the Google subject or the customer id. */
export function toPublicUser(user: UserRow, trialConversationId: number | null = null): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    profilePicture: user.profilePicture,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionExpiresAt: user.subscriptionExpiresAt?.toISOString() ?? null,
    stripeSubscriptionId: user.stripeSubscriptionId,
    freeTrialsUsed: user.freeTrialsUsed,
    trialMessagesLeft:
      user.freeTrialsUsed === 0 ? TRIAL_MESSAGES : Math.max(0, TRIAL_MESSAGES - user.trialMessagesUsed),
    trialConversationId,
    showUsernameInForum: user.showUsernameInForum,
    showInLeaderboard: user.showInLeaderboard,
    googleLinked: user.googleSubject !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function createUsersRepository(db: Db) {
  return {
    async findByUsername(username: string) {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return user;
    },
    async findByEmail(email: string) {
      const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return user;
    },
    async findByGoogleSubject(subject: string) {
      const [user] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
      return user;
    },
    /** The user's free-trial conversation while it still takes messages, else null. */
    async openTrialConversationId(user: UserRow) {
      if (user.freeTrialsUsed === 0 || user.trialMessagesUsed >= TRIAL_MESSAGES) return null;
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.userId, user.id), eq(conversations.isTrial, 1)))
        .limit(1);
      return row?.id ?? null;
    },
    async findById(id: number) {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },
    async insert(values: typeof users.$inferInsert) {
      const [user] = await db.insert(users).values(values).returning();
      return user!;
    },
    /** Sets the Google subject of an account that has none; undefined when it already has one. */
    async linkGoogleSubject(id: number, subject: string) {
      const [user] = await db
        .update(users)
        .set({ googleSubject: subject, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNull(users.googleSubject)))
        .returning();
      return user;
    },
    async update(id: number, values: Partial<typeof users.$inferInsert>) {
      const [user] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return user;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** Postgres unique violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505') return constraint ? e.constraint === constraint : true;
  return e.cause ? isUniqueViolation(e.cause, constraint) : false;
}
