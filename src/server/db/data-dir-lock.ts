import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * PGlite is one process's database: a second process opening the same folder (a second start,
 * `npm run db:migrate`, `npm run db:seed`) corrupts it. A lock file in DATA_DIR, holding the
 * owner's process id, keeps each folder to one process (docs/decisions/011).
 */
export const LOCK_FILE = 'sophia.lock';

/** Lock files this process holds: our own pid in a file we do not hold is a previous life's. */
const heldHere = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `La base embarquée de ${dataDir} est déjà utilisée par le processus ${pid}. ` +
        'Arrêtez-le ou utilisez DATABASE_URL pour plusieurs instances.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function removeIfOurs(path: string) {
  try {
    if (readPid(path) === process.pid) unlinkSync(path);
  } catch {
    // Already gone: nothing to release.
  }
}

/** Takes DATA_DIR for this process, or throws DataDirLockedError; returns the release. */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const path = resolve(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // 'wx' creates the file only if it does not exist: two starts cannot both succeed.
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, String(process.pid));
      } finally {
        closeSync(fd);
      }
      heldHere.add(path);
      const onExit = () => removeIfOurs(path);
      process.once('exit', onExit);
      return () => {
        process.removeListener('exit', onExit);
        heldHere.delete(path);
        removeIfOurs(path);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = readPid(path);
    if (holder === undefined) {
      // Its creator may be between creating the file and writing its pid: look again.
      await sleep(100);
      holder = readPid(path);
    }
    if (holder !== undefined && isAlive(holder) && (holder !== process.pid || heldHere.has(path))) {
      throw new DataDirLockedError(dataDir, holder);
    }
    // The holder died without releasing (a crash, a kill -9): take the lock over. Reading the
    // pid again just before removing narrows the window where two starts both take it over.
    if (readPid(path) === holder) {
      try {
        unlinkSync(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  throw new Error(`Impossible de verrouiller ${path}`);
}

/** For the entry points: a refusal is one French line and exit code 1, not a stack trace. */
export async function exitIfLocked<T>(opening: Promise<T>): Promise<T> {
  try {
    return await opening;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
