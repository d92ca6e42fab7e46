import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ROOT_PASSWORD, E2E_ROOT_PHONE } from './e2e/support/constants.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The spec that runs the shop as two processes behind nginx: in its own project only. */
const TWO_PROCESSES = /two-processes\.spec\.ts$/;

/** End-to-end: real Chromium against the built shop on a fresh in-memory database. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
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
      testIgnore: TWO_PROCESSES,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Starts a shop of its own (two processes behind nginx on PostgreSQL), once.
      name: 'two-processes',
      testMatch: TWO_PROCESSES,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // The production build, as `npm start` runs it (built first when missing or stale).
    command: 'node --max-semi-space-size=16 --heap-growing-percent=50 scripts/start.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
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
    },
  },
});
