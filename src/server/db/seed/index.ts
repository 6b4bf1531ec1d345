import type { Db } from '../client';
import { forumSeed } from './forum';
import { pointsBackfillSeed } from './points-backfill';
import { resourcesSeed } from './resources';
import { subscriptionSeed } from './subscription';

/**
 * Each feature adds one idempotent seed here: it inserts each item once (seed_log remembers it),
 * never duplicates, never overwrites nor restores what users changed. They run at every start.
 */
export type Seed = { name: string; run(db: Db): Promise<void> };

// The points backfill comes after the content whose points it counts.
export const seeds: Seed[] = [resourcesSeed, forumSeed, subscriptionSeed, pointsBackfillSeed];

export async function runSeeds(db: Db) {
  for (const seed of seeds) await seed.run(db);
}
