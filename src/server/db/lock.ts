import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another live process holds the data folder: the start stops with this one line. */
export class DataDirInUseError extends Error {}

/**
 * PGlite has no lock of its own: two processes on one data folder corrupt it.
 * The shop takes a lock file beside the folder and refuses to start when a live process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataDirInUseError(
          `The database folder ${dataDir} is in use by process ${holder}; stop it first.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `lockDataDir`, or one line on stderr and exit 1 when another process holds the folder. */
export function lockDataDirOrExit(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
