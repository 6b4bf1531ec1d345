import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, pgliteExtensions } from '../db/client';

/** A fresh, migrated database for one test file: PGlite in memory, or PostgreSQL when configured. */
export async function openTestDatabase(): Promise<Database> {
  const url = inject('testDatabaseUrl');
  if (url) return openPostgresTestDatabase(url);
  const snapshot = inject('pgliteSnapshot');
  const pglite = await PGlite.create({
    loadDataDir: new Blob([snapshot as BlobPart]),
    extensions: pgliteExtensions,
  });
  return openDatabase({ pglite });
}

async function openPostgresTestDatabase(url: string): Promise<Database> {
  const name = `sophia_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: testUrl.href });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
