import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { prepareDatabase } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from './client';

// PostgreSQL only (TEST_DATABASE_URL): what a database restart and concurrent first starts do.
const url = inject('testDatabaseUrl');
const silent = { info() {}, warn() {} };

const admin = async <T>(fn: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};
const created: string[] = [];
const freshDatabaseUrl = async () => {
  const name = `sophia_faults_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  created.push(name);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { name, url: u.href };
};
const terminateBackends = (name: string) =>
  admin((c) => c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]));
afterAll(async () => {
  if (!url) return;
  for (const name of created) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

describe.skipIf(!url)('a lost PostgreSQL connection', () => {
  it('is reported, not fatal, whether the client was idle or checked out, and the pool recovers', async () => {
    const { name, url: databaseUrl } = await freshDatabaseUrl();
    const lost: Error[] = [];
    const database = await openDatabase({ databaseUrl, onConnectionError: (e) => lost.push(e) });
    try {
      // An idle client in the pool, killed as by `pg_ctlcluster stop -m fast` (57P01).
      await database.ping();
      await terminateBackends(name);
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      await database.ping();
      // A checked-out client with no query running, killed the same way.
      lost.length = 0;
      await database.withStartupLock(async () => {
        await terminateBackends(name);
        await expect.poll(() => lost.length).toBeGreaterThan(0);
      });
      expect(lost.some((e) => (e as { code?: string }).code === '57P01')).toBe(true);
      // Nothing keeps the dead clients: every query works again.
      for (let i = 0; i < 12; i++) await database.ping();
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!url)('instances starting together on one PostgreSQL database', () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent',
    ADMIN_USERNAME: 'premiere_admin',
    ADMIN_PASSWORD: 'Motdepasse1',
  });
  const countRows = async (databaseUrl: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows: tables } = await client.query<{ name: string }>(
        "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
      );
      const counts: Record<string, number> = {};
      for (const { name } of tables) {
        const { rows } = await client.query(`SELECT count(*)::int AS n FROM "${name}"`);
        counts[name] = rows[0].n;
      }
      return counts;
    } finally {
      await client.end();
    }
  };

  it('migrate, seed and create the first admin once', async () => {
    const referenceUrl = (await freshDatabaseUrl()).url;
    const reference = await openDatabase({ databaseUrl: referenceUrl });
    const targetUrl = (await freshDatabaseUrl()).url;
    const a = await openDatabase({ databaseUrl: targetUrl });
    const b = await openDatabase({ databaseUrl: targetUrl });
    try {
      await prepareDatabase(reference, config, silent);
      await Promise.all([prepareDatabase(a, config, silent), prepareDatabase(b, config, silent)]);
      const expected = await countRows(referenceUrl);
      expect(expected.resources).toBeGreaterThan(0);
      expect(expected.users).toBeGreaterThan(0);
      expect(await countRows(targetUrl)).toEqual(expected);
    } finally {
      await Promise.all([reference.close(), a.close(), b.close()]);
    }
  });
});
