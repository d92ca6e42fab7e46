import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './client.ts';
import { lockDataDir } from './lock.ts';

/**
 * Backups of the shop's database (README, "Backups"): `pg_dump`'s custom format for PostgreSQL,
 * PGlite's own dump of its data folder for a trial shop. A restore goes into a new, empty
 * database or folder, never over a live one.
 */

export class BackupError extends Error {}

/** The moment in a file name: 2026-11-26T13-05-09Z. */
export function backupStamp(at: Date = new Date()): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}

/** Runs a PostgreSQL client program; its own message on failure, never the URL's password. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${program} was not found: install the PostgreSQL client of the server's version.`
            : error.message,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${program} failed: ${stderr.trim().split('\n').at(-1) ?? code}`)),
    );
  });
}

/** `pg_dump --format=custom` of the database at `url` into `file`. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, url]);
}

/** Restores a `pg_dump` file into the database at `url`, which must have no tables yet. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'`,
    );
    if ((rows[0]?.count ?? 0) > 0) {
      throw new BackupError(
        'The database to restore into already has tables: create a new, empty database for it.',
      );
    }
  } finally {
    await client.end();
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
}

/**
 * PGlite's dump of a data folder (a gzipped tar) into `file`. The folder is locked as the shop
 * locks it, so a backup is never taken under a running shop: stop it first.
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(dataDir)) throw new BackupError(`No database folder at ${dataDir}.`);
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
    try {
      const dump = await client.dumpDataDir('gzip');
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/** Restores a PGlite dump into `dataDir`, which must not exist yet or be empty. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(`${dataDir} is not empty: restore into a new folder.`);
  }
  mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir, {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([readFileSync(file)]),
    });
    await client.close();
  } finally {
    unlock();
  }
}
