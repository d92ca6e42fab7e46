import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import {
  type DatabaseHandle,
  MIGRATIONS_FOLDER,
  openDatabase,
  PGLITE_EXTENSIONS,
} from '../server/db/client.ts';
import { databaseUrl } from './global-setup.ts';

/**
 * A database of the test project's kind (`inject('testDatabase')`) with no migration run, to test
 * a migration on data as it stood before it: PGlite in memory, or a new database on the
 * PostgreSQL server of `TEST_DATABASE_URL`, dropped by `drop`.
 */
export async function emptyDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `migration_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name) });
    return {
      handle,
      drop: async () => {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase({ kind: 'pglite', client });
  return { handle, drop: () => handle.close() };
}

/** A copy of the migrations folder whose journal ends before `tag`: the shop as it was then. */
export function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Runs the migrations of a folder (one from `migrationsBefore`) and nothing else. */
export async function migrateFrom(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.kind === 'postgres') await migratePg(handle.db as never, { migrationsFolder: folder });
  else await migratePglite(handle.db as never, { migrationsFolder: folder });
}

/** The rows a query answers. */
export async function rowsOf<T>(handle: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}
