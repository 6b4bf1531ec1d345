import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { networkOf } from '../../lib/network';

/**
 * Repeated failed logins are first slowed, then refused (429), per account name and per client
 * address. Counts live in the database, so every instance behind a proxy shares them.
 */
export type ThrottlePolicy = {
  windowMs: number;
  /** Failures allowed before answers are slowed. */
  freeFailures: number;
  /** Failures on one account name before it is refused for the rest of the window. */
  maxAccountFailures: number;
  /** Failures from one address before it is refused (many accounts tried from one place). */
  maxAddressFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
};

export const defaultThrottlePolicy: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  freeFailures: 3,
  maxAccountFailures: 10,
  maxAddressFailures: 50,
  baseDelayMs: 250,
  maxDelayMs: 4000,
};

/**
 * A row's key: a digest, so no name or address can outgrow the primary key's index (a 5 KB name
 * was a 500) and the table holds neither in clear. An IPv6 client counts by its /64
 * (docs/decisions/015).
 */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

export function createLoginThrottle(db: Db, policy: ThrottlePolicy = defaultThrottlePolicy) {
  const keysFor = (username: string, ip: string) => [
    `account:${digest(username.trim().toLowerCase())}`,
    `address:${digest(networkOf(ip))}`,
  ];

  /**
   * Takes back an attempt that turned out not to be a failure (refused unchecked, or a success).
   * One statement per row, in the upsert's order: one `WHERE key IN (…)` locks the rows in
   * whatever order its scan meets them, and simultaneous attempts deadlocked on PostgreSQL.
   */
  async function release(keys: string[]) {
    for (const key of keys) {
      await db
        .update(loginAttempts)
        .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
        .where(eq(loginAttempts.key, key));
    }
  }

  /**
   * Before checking the password: counts this attempt as a failure first, in one statement that
   * returns the counts including it, then decides. Checking first and recording after would let
   * simultaneous attempts all read the same old count and all get through (docs/decisions/015).
   * A refused attempt is taken back at once: only checked passwords count as failures.
   */
  async function begin(username: string, ip: string) {
    const keys = keysFor(username, ip);
    const windowStart = new Date(Date.now() - policy.windowMs);
    // A failure after the window has passed starts a new window. Rows are written account first,
    // then address, in every statement: two attempts never lock them in opposite orders.
    const rows = await db
      .insert(loginAttempts)
      .values(keys.map((key) => ({ key, failures: 1 })))
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`CASE WHEN ${loginAttempts.firstFailureAt} > ${windowStart} THEN ${loginAttempts.failures} + 1 ELSE 1 END`,
          firstFailureAt: sql`CASE WHEN ${loginAttempts.firstFailureAt} > ${windowStart} THEN ${loginAttempts.firstFailureAt} ELSE now() END`,
          lastFailureAt: sql`now()`,
        },
      })
      .returning({ key: loginAttempts.key, failures: loginAttempts.failures });
    const count = (key: string) => rows.find((r) => r.key === key)?.failures ?? 1;
    const [account, address] = [count(keys[0]!), count(keys[1]!)];
    const refused = account > policy.maxAccountFailures || address > policy.maxAddressFailures;
    if (refused) await release(keys);
    // The delay grows with the failures before this one.
    const excess = Math.max(account, address) - 1 - policy.freeFailures;
    const delayMs = excess > 0 ? Math.min(policy.baseDelayMs * 2 ** (excess - 1), policy.maxDelayMs) : 0;
    return { refused, delayMs };
  }

  /** The password was right: the account's count is cleared, the address's attempt taken back. */
  async function succeeded(username: string, ip: string) {
    const [account, address] = keysFor(username, ip);
    await db.delete(loginAttempts).where(eq(loginAttempts.key, account!));
    await release([address!]);
  }

  /** Rows whose window has passed count for nothing (a new failure restarts them): the hourly purge. */
  async function purgeExpired() {
    await db
      .delete(loginAttempts)
      .where(lt(loginAttempts.firstFailureAt, new Date(Date.now() - policy.windowMs)));
  }

  return { begin, succeeded, purgeExpired };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
