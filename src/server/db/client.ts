import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** Both engines expose the same Drizzle query API; we type them as one. */
export type Db = PgliteDatabase<typeof schema>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs `select 1`: rejects when the database cannot be reached (GET /readyz). */
  ping(): Promise<void>;
  /**
   * Runs `fn` while no other instance starting on the same database runs its own: migrations,
   * seeds and the first admin happen once even when several instances start together.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** Extensions the migrations use (0001: unaccent for the French search). */
export const pgliteExtensions = { unaccent };

/** Any number held by this lock: instances sharing a PostgreSQL database migrate one at a time. */
const MIGRATION_LOCK = 7_241_001;
/** Held around migrations, seeds and the admin bootstrap (a different key: migrate() nests in it). */
const STARTUP_LOCK = 7_241_002;

export type ConnectionErrorListener = (error: Error) => void;

const warnConnectionError: ConnectionErrorListener = (error) =>
  console.warn(`Connexion à PostgreSQL perdue : ${error.message}`);

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  /** Told of each lost PostgreSQL connection; the pool replaces it on the next query. */
  onConnectionError?: ConnectionErrorListener;
}): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.onConnectionError ?? warnConnectionError);
  }
  let client = options.pglite;
  let release: (() => void) | undefined;
  if (!client) {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      release = await lockDataDir(options.dataDir);
    }
    try {
      client = await PGlite.create({
        dataDir: options.dataDir ? `${options.dataDir}/pglite` : undefined,
        extensions: pgliteExtensions,
      });
    } catch (error) {
      release?.();
      throw error;
    }
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema });
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await pglite.query('select 1');
    },
    // One process owns the folder (data-dir-lock.ts): nobody else can be starting on it.
    withStartupLock: (fn) => fn(),
    async close() {
      try {
        await pglite.close();
      } finally {
        release?.();
      }
    },
  };
}

function openPostgres(url: string, onConnectionError: ConnectionErrorListener): Database {
  // Without a connect timeout a request waits forever on a database that drops packets.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  // An idle client whose server goes away makes the pool emit 'error'; a checked-out one emits it
  // on the client itself (the pool only listens while it is idle). Unhandled, either ends the
  // process; handled, the dead client is dropped and the next query connects anew.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    async withStartupLock(fn) {
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await fn();
      } catch (error) {
        failure = error as Error;
        throw error;
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        // Released with the error, a broken client is destroyed instead of going back to the pool.
        client.release(failure);
      }
    },
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
