import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sophia-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited: nothing alive answers to it. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

const lockedMessage = (dir: string, pid: number) =>
  `La base embarquée de ${dir} est déjà utilisée par le processus ${pid}. ` +
  'Arrêtez-le ou utilisez DATABASE_URL pour plusieurs instances.';

describe('one process per embedded database folder', () => {
  it('refuses a second open of the same DATA_DIR, and allows it once the first is closed', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(lockedMessage(dir, process.pid));
    await first.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    // Creating a PGlite folder runs initdb: seconds alone, far more on a busy machine.
  }, 120_000);

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), String(deadPid()));
    const release = await lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock holding its own pid that this process does not hold (a restarted container)', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), String(process.pid));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    release();
  });

  it('refuses a lock held by another live process', async () => {
    const dir = tempDir();
    // pid 1 (init) is always alive; as a non-root user the check answers EPERM, still alive.
    writeFileSync(join(dir, LOCK_FILE), '1');
    await expect(lockDataDir(dir)).rejects.toThrow(lockedMessage(dir, 1));
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('1');
  });

  it('makes `npm run db:migrate` exit 1 with the French message while the folder is in use', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    try {
      const result = spawnSync('node_modules/.bin/tsx', ['src/server/db/migrate-cli.ts'], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'test' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(lockedMessage(dir, process.pid));
    } finally {
      release();
    }
  }, 60_000);
});
