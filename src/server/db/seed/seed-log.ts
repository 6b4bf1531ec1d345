import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { seedLog } from '../schema';

/** The keys a seed already inserted once (whether or not the item still exists). */
export async function seededKeys(db: Db, seed: string) {
  const rows = await db.select({ key: seedLog.key }).from(seedLog).where(eq(seedLog.seed, seed));
  return new Set(rows.map((r) => r.key));
}

export async function recordSeeded(db: Db, seed: string, key: string) {
  await db.insert(seedLog).values({ seed, key }).onConflictDoNothing();
}
