import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../db/client';
import { runSeeds } from '../db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory, loaded by each test file (faster than migrating). */
    pgliteSnapshot: Uint8Array;
    testDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const pglite = new PGlite({ extensions: pgliteExtensions });
  const database = await openDatabase({ pglite });
  await database.migrate();
  // Seeded once here: each file's start then finds every seed already done (seed_log).
  await runSeeds(database.db);
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  project.provide('pgliteSnapshot', new Uint8Array(await dump.arrayBuffer()));
}
