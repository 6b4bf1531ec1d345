import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import * as schema from './schema';

/** Both engines expose the same Drizzle query API; we type them as one. */
export type Db = PgliteDatabase<typeof schema>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** Extensions the migrations use (0001: unaccent for the French search). */
export const pgliteExtensions = { unaccent };

/** Any number held by this lock: instances sharing a PostgreSQL database migrate one at a time. */
const MIGRATION_LOCK = 7_241_001;

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create({
      dataDir: options.dataDir ? `${options.dataDir}/pglite` : undefined,
      extensions: pgliteExtensions,
    });
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema });
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    close: () => pglite.close(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A transaction: the same query API as `Db`, so repositories take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;
