import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How vite.config.ts sorts the API test files into its projects. */
const root = fileURLToPath(new URL('..', import.meta.url));

/** Every API test file (a real database under the Hono app, or a server part on its own). */
export const API_FILES = 'src/server/**/*.test.ts';

/**
 * API files that replace a module with a mock (`vi.mock`): each runs in a module graph of its
 * own, since the other API files share their worker's graph (api-test-files.test.ts fails when a
 * file that mocks is missing here).
 */
export const MOCKING_API_FILES = ['src/server/accounts/auth-timing.test.ts'];

/**
 * API files that test what only PostgreSQL has (its connections, ended by the server): in the
 * PostgreSQL projects only.
 */
export const POSTGRES_ONLY_API_FILES = 'src/server/**/*.postgres.test.ts';

/**
 * What a test file that opens a test database says (testing/db.ts, testing/api-client.ts, and a
 * domain's own set-up built on them, such as testing/admin-orders-api.ts's setupOrdersTestApp).
 */
export const opensDatabase = (source: string) =>
  /\b(setup\w*TestApp|openTestDatabase|scratchPostgresDatabase|openDatabase|TEST_DATABASE_URL)\b|\binject\(/.test(
    source,
  );

/** Every API test file, relative to the project's folder. */
export const apiTestFiles = () => globSync(API_FILES, { cwd: root }).sort();

/**
 * The API test files that open a database: the ones whose behaviour can differ between PGlite and
 * PostgreSQL. The rest test a server part with no database (a cache, a file store, the
 * configuration): the same code on both.
 */
export const databaseApiFiles = () =>
  apiTestFiles().filter((file) => opensDatabase(readFileSync(path.join(root, file), 'utf8')));
