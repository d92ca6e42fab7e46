import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's run, as `npm run test:profile` reads it (scripts/test-profile.ts). */
export interface FileTiming {
  project: string;
  file: string;
  /** The worker that ran it (1 … maxWorkers). */
  worker: number;
  tests: number;
  /** From the file's start to its end, as the main process saw it. */
  wallMs: number;
  /** The worker's harness and the test environment, before the file is imported. */
  prepareMs: number;
  /** Importing the file and everything it imports. */
  importMs: number;
  /** The tests themselves. */
  testsMs: number;
  /** `beforeAll`/`afterAll`/`beforeEach` hooks: a fresh database and app, for an API file. */
  hooksMs: number;
}

/**
 * Vitest's reporter for `npm test`: writes each file's timing, split into set-up and tests, to
 * the file named by `TEST_TIMING_FILE` (test-results/summary/vitest-timing.json).
 */
export default class TestTimingReporter implements Reporter {
  readonly #started = new Map<string, number>();
  readonly #ended = new Map<string, number>();

  onTestModuleStart(module: TestModule) {
    this.#started.set(module.id, performance.now());
  }

  onTestModuleEnd(module: TestModule) {
    this.#ended.set(module.id, performance.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const out = process.env.TEST_TIMING_FILE;
    if (!out) return;
    const files: FileTiming[] = modules.map((module) => {
      const diagnostic = module.diagnostic();
      const tests = [...module.children.allTests()];
      const testsMs = tests.reduce((sum, test) => sum + (test.diagnostic()?.duration ?? 0), 0);
      const started = this.#started.get(module.id) ?? 0;
      const ended = this.#ended.get(module.id) ?? started;
      return {
        project: module.project.name,
        file: path.relative(process.cwd(), module.moduleId),
        worker: diagnostic.concurrencyId,
        tests: tests.length,
        wallMs: Math.round(ended - started),
        prepareMs: Math.round(diagnostic.prepareDuration + diagnostic.environmentSetupDuration),
        importMs: Math.round(diagnostic.setupDuration + diagnostic.collectDuration),
        testsMs: Math.round(testsMs),
        hooksMs: Math.round(Math.max(0, diagnostic.duration - testsMs)),
      };
    });
    writeFileSync(out, `${JSON.stringify(files, null, 1)}\n`);
  }
}
