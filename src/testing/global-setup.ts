import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase, PGLITE_EXTENSIONS } from '../server/db/client.ts';
import { seedDatabase } from '../server/db/seed/index.ts';
import { TEST_ROOT_PASSWORD, TEST_ROOT_PHONE } from './constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: 'pglite' | 'postgres';
    goldenImage: string;
    goldenDatabase: string;
  }
}

/**
 * Builds the golden test database once per run: migrated and seeded. PGlite test files start
 * from a dump of it; PostgreSQL test files from a copy made with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const seed = { rootPhone: TEST_ROOT_PHONE, rootPassword: TEST_ROOT_PASSWORD, demoEvents: false };

  if (project.config.provide?.testDatabase === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
    const golden = `${new URL(url).pathname.slice(1)}_golden_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${golden}"`);
    const handle = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(url, golden),
      poolSize: 1,
    });
    await migrateDatabase(handle);
    await seedDatabase(handle.db, seed);
    await handle.close();
    project.provide('goldenDatabase', golden);
    project.provide('goldenImage', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${golden}" WITH (FORCE)`);
      await admin.end();
    };
  }

  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase({ kind: 'pglite', client });
  await migrateDatabase(handle);
  await seedDatabase(handle.db, seed);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-golden-'));
  const file = path.join(dir, 'golden.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('goldenImage', file);
  project.provide('goldenDatabase', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}
