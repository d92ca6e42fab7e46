import path from 'node:path';

/** What `npm test` reads of Vitest's JSON report (`--reporter=json`). */
export interface VitestReport {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string }[];
  }[];
}

/** What `npm test` reads of Playwright's JSON report (`PLAYWRIGHT_JSON_OUTPUT_NAME`). */
export interface PlaywrightSuite {
  file?: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string }[];
  }[];
  suites?: PlaywrightSuite[];
}

/**
 * The failed Vitest tests, one line each (`file › full name`), and a file that failed as a whole
 * (it did not load, or a hook failed) with the first line of its message: the end of a long run's
 * output names what failed, where a reader of its last lines finds it.
 */
export function vitestFailures(report: VitestReport, root: string): string[] {
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`${name} › ${test.fullName}`);
    if (failed.length === 0 && file.status === 'failed') {
      const reason = file.message?.split('\n').find((line) => line.trim() !== '') ?? 'failed';
      lines.push(`${name} › ${reason.trim()}`);
    }
  }
  return lines;
}

/** The end-to-end tests that failed or passed only on a retry, one line each, with their project. */
export function playwrightFailures(report: { suites?: PlaywrightSuite[] }): string[] {
  const lines: string[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          lines.push(
            `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title} (${test.status})`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return lines;
}
