import type { Db } from '../client';

/**
 * Each feature adds one idempotent seed here (insert what is missing, never duplicate, never
 * overwrite what users changed). They run at every start, in this order.
 */
export type Seed = { name: string; run(db: Db): Promise<void> };

export const seeds: Seed[] = [];

export async function runSeeds(db: Db) {
  for (const seed of seeds) await seed.run(db);
}
