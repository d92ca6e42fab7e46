import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from '../server/db/client.ts';
import { databaseUrl } from './global-setup.ts';

/**
 * A fresh copy of the golden database (migrated and seeded) for one test file: on PostgreSQL a
 * database made from the golden template; on PGlite the worker's own database put back to the
 * golden state (a second copy while a file holds two at once).
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
  if (workerDatabase && !workerDatabase.held) {
    const kept = workerDatabase;
    kept.held = true;
    try {
      await kept.client.exec(kept.reset);
      return heldHandle(kept);
    } catch {
      // A file left it unusable (closed it, say): this file starts a new one.
      workerDatabase = undefined;
      await kept.client.close().catch(() => {});
    }
  }
  const client = await PGlite.create({ loadDataDir: goldenImage(), extensions: PGLITE_EXTENSIONS });
  if (workerDatabase) return openDatabase({ kind: 'pglite', client });
  // The worker's first database: kept for the files after this one (the API projects share a
  // worker's modules between files, vite.config.ts), with what puts it back as it was.
  const kept: KeptDatabase = { client, held: true, reset: await resetStatement(client) };
  workerDatabase = kept;
  return heldHandle(kept);
}

interface KeptDatabase {
  client: PGlite;
  /** A file is using it. */
  held: boolean;
  /** SQL that puts every table and sequence back as the golden database had them. */
  reset: string;
}

/** The PGlite database this worker keeps between test files. */
let workerDatabase: KeptDatabase | undefined;
let golden: Blob | undefined;

function goldenImage(): Blob {
  golden ??= new Blob([readFileSync(inject('goldenImage'))]);
  return golden;
}

/**
 * A handle on the kept database whose close gives it back instead of ending it, and ends the
 * LISTENs made through it (so that no callback of this file hears the next one's notifications).
 */
async function heldHandle(kept: KeptDatabase): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'pglite', client: kept.client });
  const listening = new Set<() => Promise<void>>();
  return {
    ...handle,
    listen: async (channel, onNotify) => {
      const stop = await handle.listen(channel, onNotify);
      listening.add(stop);
      return async () => {
        listening.delete(stop);
        await stop();
      };
    },
    close: async () => {
      for (const stop of listening) await stop().catch(() => {});
      listening.clear();
      kept.held = false;
    },
  };
}

/** Where the golden rows wait, in the kept database itself. */
const GOLDEN_SCHEMA = 'test_golden';

/**
 * Copies every table of the fresh database into a schema of its own and answers the SQL that
 * puts them back: each table emptied and refilled (triggers off, so nothing is computed or
 * queued again), each sequence where it stood, and the session as a new one (settings,
 * prepared statements, LISTENs, advisory locks).
 */
async function resetStatement(client: PGlite): Promise<string> {
  const tables = await client.query<{ name: string; columns: string }>(`
    SELECT c.relname AS name,
           string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                         AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
     GROUP BY c.relname
     ORDER BY c.relname`);
  const sequences = await client.query<{ name: string; value: string | null; called: boolean }>(`
    SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name,
           last_value::text AS value, last_value IS NOT NULL AS called
      FROM pg_sequences WHERE schemaname = 'public'`);
  const copy = tables.rows
    .map(
      ({ name }) =>
        `CREATE TABLE ${GOLDEN_SCHEMA}.${quote(name)} AS SELECT * FROM public.${quote(name)};`,
    )
    .join('\n');
  await client.exec(`CREATE SCHEMA ${GOLDEN_SCHEMA};\n${copy}`);

  const all = tables.rows.map(({ name }) => `public.${quote(name)}`).join(', ');
  const refill = tables.rows
    .map(
      ({ name, columns }) =>
        `INSERT INTO public.${quote(name)} (${columns}) OVERRIDING SYSTEM VALUE ` +
        `SELECT ${columns} FROM ${GOLDEN_SCHEMA}.${quote(name)};`,
    )
    .join('\n');
  const rewind = sequences.rows
    .map(({ name, value, called }) =>
      called ? `SELECT setval('${name}', ${value}, true);` : `ALTER SEQUENCE ${name} RESTART;`,
    )
    .join('\n');
  return `RESET ALL;
DEALLOCATE ALL;
UNLISTEN *;
SELECT pg_advisory_unlock_all();
SET session_replication_role = replica;
TRUNCATE ${all};
${refill}
${rewind}
RESET session_replication_role;`;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

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
