import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ROOT_PASSWORD, E2E_ROOT_PHONE } from './e2e/support/constants.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './scripts/build.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Workers run spec files side by side, each against a shop of its own (port + its index,
 * e2e/support/fixtures.ts), so no two specs ever share a database or the shop's settings.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
/** The spec that runs the shop as two processes behind nginx: in its own project only. */
const TWO_PROCESSES = /two-processes\.spec\.ts$/;
/**
 * The specs whose screens or rules differ by device (the filters' sheet, the menu, the layout of
 * a card or a label, what a phone hides): run on the desktop too. Every other spec drives the same
 * markup and the same API on both, and runs once, on the phone.
 */
const BOTH_DEVICES = /(storefront|shell|customer-fixes|agronomy)\.spec\.ts$/;

/** End-to-end: real Chromium against the built shop, each worker's on a fresh in-memory database. */
export default defineConfig({
  testDir: 'e2e',
  // Emptied at each run; `npm test`'s own summary (test-results/summary) and the screenshots for a
  // person to look at (test-results/shots) live beside it, kept.
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  // A safety net, not a measure (benchmarks measure): a whole sale, several pages and axe scans
  // take up to four times as long on a starved two-core CI machine as here (a promotion's journey:
  // 15 s here, 57 s there). A stuck step still fails on its own in expect's 10 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: TWO_PROCESSES,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    {
      name: 'desktop',
      testMatch: BOTH_DEVICES,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Starts a shop of its own (two processes behind nginx on PostgreSQL), once.
      name: 'two-processes',
      testMatch: TWO_PROCESSES,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  // One shop per worker: the production build, as `npm start` runs it (built first when missing
  // or stale).
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.ts`,
    url: `http://localhost:${port + index}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...SERVER_ENV,
      PORT: String(port + index),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://e2e',
      DATABASE_URL: '',
      ROOT_PHONE: E2E_ROOT_PHONE,
      ROOT_PASSWORD: E2E_ROOT_PASSWORD,
      LOG_LEVEL: 'warn',
      // Every spec registers and logs in from 127.0.0.1: the per-address limits, a hundredfold.
      RATE_LIMIT_FACTOR: '100',
      // As behind one proxy: a spec that needs an address of its own sends X-Forwarded-For.
      TRUST_PROXY: '1',
      // The analytics spec ranks the events it makes itself: no demo week to outrank them on
      // some hours of the day.
      DEMO_EVENTS: 'false',
      // The payments spec tries a payment window of seconds: unpaid orders are swept each second.
      PAYMENT_SWEEP_SECONDS: '1',
      // Fixtures make and delete products in every test: no shop renders every product page
      // again after each (pages-as-documents.spec.ts still sees a page kept once asked for; the
      // two-process spec's shop prerenders).
      PRERENDER_PAGES: 'false',
    },
  })),
});
