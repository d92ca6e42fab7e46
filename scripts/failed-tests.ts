import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type {
  JSONReportSpec,
  JSONReportTest,
  JSONReportTestResult,
} from '@playwright/test/reporter';
import type { JsonAssertionResult, JsonTestResult } from 'vitest/node';

/** What `npm test` reads of Vitest's JSON report (`--reporter=json`): its own types, cut to that. */
export interface VitestReport {
  testResults?: (Pick<JsonTestResult, 'name' | 'status' | 'message'> & {
    assertionResults?: Pick<JsonAssertionResult, 'fullName' | 'status' | 'failureMessages'>[];
  })[];
}

/** What `npm test` reads of Playwright's JSON report (`PLAYWRIGHT_JSON_OUTPUT_NAME`), likewise. */
export interface PlaywrightSuite {
  specs?: (Pick<JSONReportSpec, 'title' | 'file' | 'line'> & {
    tests: (Pick<JSONReportTest, 'projectName' | 'status'> & {
      results?: Partial<Pick<JSONReportTestResult, 'error'>>[];
    })[];
  })[];
  suites?: PlaywrightSuite[];
}

/** The first line of a failure's message, without colour codes, cut to fit a line. */
function firstLine(message: string | null | undefined): string | null {
  const line = stripVTControlCharacters(message ?? '')
    .split('\n')
    .find((each) => each.trim() !== '')
    ?.trim();
  if (!line) return null;
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

/**
 * The failed Vitest tests (`file › full name`, then the first line of why), and a file that failed
 * as a whole (it did not load, or a hook failed) with the first line of its message: the end of a
 * long run's output names what failed, where a reader of its last lines finds it.
 */
export function vitestFailures(report: VitestReport, root: string): string[] {
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      const why = firstLine(test.failureMessages?.[0]);
      lines.push(`${name} › ${test.fullName}${why ? `\n      ${why}` : ''}`);
    }
    if (failed.length === 0 && file.status === 'failed') {
      lines.push(`${name} › ${firstLine(file.message) ?? 'failed'}`);
    }
  }
  return lines;
}

/**
 * The end-to-end tests that failed or passed only on a retry, with their project, then the first
 * line of the first error.
 */
export function playwrightFailures(report: { suites?: PlaywrightSuite[] }): string[] {
  const lines: string[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const why = firstLine(test.results?.find((result) => result.error)?.error?.message);
          lines.push(
            `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title} (${test.status})` +
              (why ? `\n      ${why}` : ''),
          );
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return lines;
}
