import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  apiTestFiles,
  databaseApiFiles,
  MOCKING_API_FILES,
  opensDatabase,
} from './api-test-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('how the API test files are sorted into projects (vite.config.ts)', () => {
  it('runs every file that mocks a module in a module graph of its own', () => {
    const mocking = apiTestFiles().filter((file) => /\bvi\.(do)?mock\(/.test(source(file)));
    expect(mocking.length).toBeGreaterThan(0);
    expect([...MOCKING_API_FILES].sort()).toEqual(mocking);
  });

  it('runs on PostgreSQL too every file that opens a database, by any of the ways there are', () => {
    expect(opensDatabase('const ctx = setupTestApp();')).toBe(true);
    expect(opensDatabase('const { ctx, staff } = setupOrdersTestApp();')).toBe(true);
    expect(opensDatabase('handle = await openTestDatabase();')).toBe(true);
    expect(opensDatabase("const db = await scratchPostgresDatabase('empty');")).toBe(true);
    expect(opensDatabase("await openDatabase({ kind: 'pglite', dataDir })")).toBe(true);
    expect(opensDatabase("if (inject('testDatabase') === 'postgres')")).toBe(true);
    expect(opensDatabase('const url = process.env.TEST_DATABASE_URL;')).toBe(true);
    expect(opensDatabase("import { PageCache } from './page-cache.ts';")).toBe(false);

    const onPostgres = new Set(databaseApiFiles());
    const left = apiTestFiles().filter((file) => !onPostgres.has(file));
    // Whatever a file left out imports, none of it is a database: no test helper but the local
    // bucket, no database client or driver (a type is no database).
    for (const file of left) {
      const text = source(file);
      expect(text, file).not.toMatch(/from '[^']*\/testing\/(?!s3-server\.ts')/);
      expect(text, file).not.toMatch(/^import \{[^}]*\} from '[^']*\/db\/client\.ts'/m);
      expect(text, file).not.toMatch(
        /from '(pg|@electric-sql\/pglite|drizzle-orm\/(pglite|node-postgres))'/,
      );
    }
    expect(onPostgres.size).toBeGreaterThan(left.length);
  });
});
