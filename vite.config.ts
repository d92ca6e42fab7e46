import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import {
  API_FILES,
  databaseApiFiles,
  MOCKING_API_FILES,
  POSTGRES_ONLY_API_FILES,
} from './scripts/api-test-files.ts';
import { COMPONENT_FILES, mockingComponentFiles } from './scripts/component-test-files.ts';
import { honoClientWithoutCookies } from './scripts/hono-client-cookies.ts';
import { pureRouter } from './scripts/pure-router.ts';
import { WEB_FONT_MARKER, WEB_FONT_SCRIPT } from './src/shared/web-font.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const mockingComponents = mockingComponentFiles();

const componentTest = (name: string) => ({
  name,
  environment: 'jsdom' as const,
  setupFiles: ['src/testing/component-setup.ts'],
  testTimeout: 20_000,
});

/**
 * Every page's head declares the web font kept by an earlier visit before its first paint, with
 * the one inline script the Content-Security-Policy allows by its hash (src/shared/web-font.ts).
 */
const webFontScript = (): Plugin => ({
  name: 'web-font-script',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => {
      if (!html.includes(WEB_FONT_MARKER))
        throw new Error('index.html has no place for the web font');
      return html.replace(WEB_FONT_MARKER, () => `<script>${WEB_FONT_SCRIPT}</script>`);
    },
  },
});

/** The start module of a server-rendered page and the one file it imports. */
const START_MODULE = /src[\\/](client[\\/]start|shared[\\/]start-script)\.ts$/;

const apiTest = (name: string, database: 'pglite' | 'postgres') => ({
  name,
  environment: 'node' as const,
  globalSetup: ['src/testing/global-setup.ts'],
  provide: { testDatabase: database },
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A deprecated use of a library fails the run: node-postgres deprecates a query sent to a
  // client still busy with another (two reads at once inside a transaction, which pg 9 refuses;
  // server/db/read-together.ts).
  execArgv: ['--throw-deprecation'],
});

/**
 * The API files on one database: the files of a worker share one module graph (the app is
 * imported once, not once per file) and, on PGlite, one database put back to the golden state
 * for each file (testing/db.ts); the files that mock a module run apart. On PostgreSQL only the
 * files that open a database run again (scripts/api-test-files.ts): the others test a server
 * part with no database at all, the same code on both; `*.postgres.test.ts` run there only.
 */
const apiProjects = (name: string, database: 'pglite' | 'postgres') => {
  const files = database === 'postgres' ? databaseApiFiles() : [API_FILES];
  const notHere = database === 'postgres' ? [] : [POSTGRES_ONLY_API_FILES];
  return [
    {
      extends: true as const,
      test: {
        ...apiTest(name, database),
        include: files,
        exclude: [...configDefaults.exclude, ...MOCKING_API_FILES, ...notHere],
        isolate: false,
      },
    },
    {
      extends: true as const,
      test: { ...apiTest(`${name}-mocking`, database), include: MOCKING_API_FILES },
    },
  ];
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [webFontScript(), react(), tailwindcss(), pureRouter(), honoClientWithoutCookies()],
  build: {
    outDir: 'dist/client',
    // The server renderer's build (scripts/build.ts) needs no copy of the pictures and icons.
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload the chunks of the page it is answering (http/page-hints.ts).
    manifest: true,
    // Every browser the shop supports preloads modules natively; the polyfill only cost bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The SPA's entry (index.html) and the start module a server-rendered page runs instead,
      // which loads the entry once the page is on the screen (client/start.ts).
      input: { index: 'index.html', start: 'src/client/start.ts' },
      // A feature's public file only re-exports (scripts/check-boundaries.ts holds it to that), so
      // it has no side effects: without saying so, Rolldown gave each one an empty chunk of its
      // own that the pages then fetched.
      treeshake: {
        moduleSideEffects: (id) => (/\/features\/[^/]+\/public\.ts$/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the entry imports stays one chunk with it. Without this group, a third
              // back-office page drawing <Loaded> (the payments queue) had Rolldown move
              // react-router, zustand, the API client and the route table out of the entry into
              // seven small chunks: 3.5 KB more gzip on every public page (decision 0022).
              name: 'initial',
              tags: ['$initial'],
              // The start module (client/start.ts) is an entry too; it stays a few hundred bytes.
              test: (id) => !START_MODULE.test(id),
            },
            // What several product pages share travels as a few chunks instead of many small
            // ones: fewer requests and less per-chunk overhead on a phone's first load. Each
            // group holds only the modules named (React and the rest stay where they were), and
            // none of them is imported by the entry, so no page loads another's code.
            {
              // The product lists: cards, grid or list, pages.
              name: 'storefront',
              includeDependenciesRecursively: false,
              test: /src\/client\/(features\/catalog\/(product-card|product-grid|view-toggle)|components\/ui\/(link-pagination|loaded-list))\./,
            },
            {
              // Every catalogue page, the product page too: its calls, texts, prices and list bars.
              name: 'catalog',
              includeDependenciesRecursively: false,
              test: /src\/(client\/(features\/catalog\/(catalog-api|price-line|list-page-parts)|lib\/money)|shared\/(catalog-messages|domain\/(money|product-listing)))\./,
            },
            {
              // The public pages' small shared parts (the articles and news pages too): states, stars,
              // buttons, search and sort boxes, and their texts.
              name: 'shop-ui',
              includeDependenciesRecursively: false,
              test: /src\/(client\/components\/ui\/(stars|page-heading|loading-state|spinner|section-error|loaded|link-button|labelled-select|search-form)|shared\/(domain\/listing|ui-messages))\./,
            },
          ],
        },
      },
    },
  },
  test: {
    // Both cores: a worker per core (Vitest's default leaves one to the main process).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          ...componentTest('component'),
          include: [COMPONENT_FILES],
          exclude: [...configDefaults.exclude, ...mockingComponents],
          // The files of a worker share one module graph and one document, each file a new
          // visit all the same (testing/component-setup.ts); the files that mock a module run
          // apart.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...componentTest('component-mocking'), include: mockingComponents },
      },
      ...apiProjects('api', 'pglite'),
      ...(postgresUrl ? apiProjects('api-postgres', 'postgres') : []),
    ],
  },
}));
