import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from '../server/db/client.ts';
import { databaseUrl } from './global-setup.ts';

/**
 * A fresh copy of the golden database (migrated and seeded) for one test file:
 * PGlite in memory, or a PostgreSQL database made from the golden template.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (inject('testDatabase') === 'postgres') {
    const scratch = await scratchPostgresDatabase();
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await scratch.drop();
      },
    };
  }
  const image = new Blob([readFileSync(inject('goldenImage'))]);
  const client = await PGlite.create({ loadDataDir: image, extensions: PGLITE_EXTENSIONS });
  return openDatabase({ kind: 'pglite', client });
}

/**
 * A PostgreSQL database of its own on the test server: a copy of the golden one, or empty; its
 * URL, and how to drop it.
 */
export async function scratchPostgresDatabase(
  from: 'golden' | 'empty' = 'golden',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL as string;
  const golden = inject('goldenDatabase');
  const name = `${golden}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    from === 'golden'
      ? `CREATE DATABASE "${name}" TEMPLATE "${golden}"`
      : `CREATE DATABASE "${name}"`,
  );
  return {
    url: databaseUrl(url, name),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
