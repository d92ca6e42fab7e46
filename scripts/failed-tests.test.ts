import type { JSONReportTest } from '@playwright/test/reporter';
import { describe, expect, it } from 'vitest';
import {
  type PlaywrightSuite,
  playwrightFailures,
  type VitestReport,
  vitestFailures,
} from './failed-tests.ts';

// Shaped as the reports `npm test` writes (test-results/summary/vitest.json and playwright.json),
// cut to the fields read.

describe('the failed tests named at the end of npm test', () => {
  it('names each failed Vitest test by file and full name with the first line of why, and a file that failed as a whole', () => {
    const passing: NonNullable<VitestReport['testResults']>[number] = {
      name: '/repo/src/server/b.test.ts',
      status: 'passed',
      message: '',
      assertionResults: [{ fullName: 'lists products', status: 'passed', failureMessages: [] }],
    };
    const report: VitestReport = {
      testResults: [
        {
          name: '/repo/src/server/a.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            { fullName: 'orders are placed once', status: 'passed', failureMessages: [] },
            {
              fullName: 'orders are refused when sold out',
              status: 'failed',
              failureMessages: [
                'AssertionError: expected [ 200, 401 ] to deeply equal [ 200, 403 ]\n    at a.test.ts:255:55',
              ],
            },
          ],
        },
        passing,
        {
          name: '/repo/src/client/c.test.tsx',
          status: 'failed',
          message: '\nError: Failed to load url ./missing.ts\n    at somewhere',
          assertionResults: [],
        },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'src/server/a.test.ts › orders are refused when sold out\n      AssertionError: expected [ 200, 401 ] to deeply equal [ 200, 403 ]',
      'src/client/c.test.tsx › Error: Failed to load url ./missing.ts',
    ]);
    expect(vitestFailures({ testResults: [passing] }, '/repo')).toEqual([]);
  });

  it('names each end-to-end test that failed or passed only on a retry, in nested suites too', () => {
    const spec = (
      title: string,
      line: number,
      status: JSONReportTest['status'],
      projectName = 'phone',
      results: { error?: { message?: string } }[] = [],
    ) => ({ title, file: 'checkout.spec.ts', line, tests: [{ projectName, status, results }] });
    // As Playwright writes it: in colour, and the locator's whole call on one line (cut at 160).
    const call = `TimeoutError: locator.click: Timeout 10000ms exceeded.${' waiting'.repeat(40)}`;
    const timedOut = `\u001b[31m${call}\u001b[39m\nCall log:`;
    const report: { suites: PlaywrightSuite[] } = {
      suites: [
        {
          specs: [spec('pays by PromptPay', 10, 'expected')],
          suites: [
            {
              specs: [
                spec('pays on delivery', 20, 'unexpected', 'desktop', [
                  { error: { message: timedOut } },
                ]),
                spec('keeps the cart', 30, 'flaky', 'phone', [
                  {},
                  { error: { message: 'Error: boom' } },
                  {},
                ]),
                spec('is skipped here', 40, 'skipped'),
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      `[desktop] checkout.spec.ts:20 › pays on delivery (unexpected)\n      ${call.slice(0, 159)}…`,
      '[phone] checkout.spec.ts:30 › keeps the cart (flaky)\n      Error: boom',
    ]);
  });
});
