import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';

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

export function createLoginThrottle(db: Db, policy: ThrottlePolicy = defaultThrottlePolicy) {
  const keysFor = (username: string, ip: string) => ({
    account: `account:${username.trim().toLowerCase()}`,
    address: `address:${ip}`,
  });

  async function failuresIn(keys: string[]) {
    const since = new Date(Date.now() - policy.windowMs);
    const rows = await db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys));
    return new Map(rows.filter((r) => r.firstFailureAt > since).map((r) => [r.key, r.failures]));
  }

  /** Before checking the password: whether to refuse, and how long to wait before answering. */
  async function check(username: string, ip: string) {
    const keys = keysFor(username, ip);
    const counts = await failuresIn([keys.account, keys.address]);
    const account = counts.get(keys.account) ?? 0;
    const address = counts.get(keys.address) ?? 0;
    const refused = account >= policy.maxAccountFailures || address >= policy.maxAddressFailures;
    const excess = Math.max(account, address) - policy.freeFailures;
    const delayMs = excess > 0 ? Math.min(policy.baseDelayMs * 2 ** (excess - 1), policy.maxDelayMs) : 0;
    return { refused, delayMs };
  }

  async function recordFailure(username: string, ip: string) {
    const keys = keysFor(username, ip);
    const windowStart = new Date(Date.now() - policy.windowMs);
    for (const key of [keys.account, keys.address]) {
      // A failure after the window has passed starts a new window.
      await db
        .insert(loginAttempts)
        .values({ key, failures: 1 })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`CASE WHEN ${loginAttempts.firstFailureAt} > ${windowStart} THEN ${loginAttempts.failures} + 1 ELSE 1 END`,
            firstFailureAt: sql`CASE WHEN ${loginAttempts.firstFailureAt} > ${windowStart} THEN ${loginAttempts.firstFailureAt} ELSE now() END`,
            lastFailureAt: sql`now()`,
          },
        });
    }
  }

  async function recordSuccess(username: string) {
    await db.delete(loginAttempts).where(eq(loginAttempts.key, keysFor(username, '').account));
  }

  return { check, recordFailure, recordSuccess };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
