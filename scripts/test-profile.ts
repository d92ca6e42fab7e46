import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileTiming } from './test-timing-reporter.ts';

/**
 * `npm run test:profile`: where the last `npm test` run's minutes went — each step's wall time,
 * then per Vitest project and per file the set-up against the tests, then per Playwright project
 * and spec. It reads what `npm test` left in test-results/summary (scripts/test.ts).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = path.join(root, 'test-results', 'summary');
const read = <T>(name: string): T | null => {
  const file = path.join(dir, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const row = (cells: (string | number)[], widths: number[]) =>
  cells
    .map((cell, i) => {
      const text = String(cell);
      const width = widths[i] ?? 10;
      return i === 0 ? text.padEnd(width) : text.padStart(width);
    })
    .join('  ');
const top = Number(process.env.TOP ?? 12);

const phases = read<{ label: string; ms: number }[]>('phases.json');
if (!phases) {
  process.stdout.write(
    'No run to profile: run `npm test` first (it writes test-results/summary).\n',
  );
  process.exit(1);
}
// Steps run beside others overlap them: the run's own start-to-end time is its total.
const total =
  read<{ ms: number }>('run.json')?.ms ?? phases.reduce((sum, phase) => sum + phase.ms, 0);
process.stdout.write(`\n## Steps (wall time, ${seconds(total)} from start to end)\n`);
for (const phase of phases) {
  process.stdout.write(
    `${row([phase.label, seconds(phase.ms), `${Math.round((100 * phase.ms) / total)} %`], [44, 10, 6])}\n`,
  );
}

const files = read<FileTiming[]>('vitest-timing.json') ?? [];
if (files.length > 0) {
  const widths = [16, 6, 7, 10, 10, 10, 10, 10];
  process.stdout.write(
    '\n## Vitest projects (summed over files; the workers run files side by side)\n',
  );
  process.stdout.write(
    `${row(['project', 'files', 'tests', 'wall', 'prepare', 'import', 'hooks', 'tests'], widths)}\n`,
  );
  const projects = [...new Set(files.map((file) => file.project))];
  for (const project of projects) {
    const own = files.filter((file) => file.project === project);
    const sum = (key: keyof FileTiming) =>
      own.reduce((acc, file) => acc + (file[key] as number), 0);
    process.stdout.write(
      `${row(
        [
          project,
          own.length,
          sum('tests'),
          seconds(sum('wallMs')),
          seconds(sum('prepareMs')),
          seconds(sum('importMs')),
          seconds(sum('hooksMs')),
          seconds(sum('testsMs')),
        ],
        widths,
      )}\n`,
    );
  }
  process.stdout.write(`\n## The ${top} slowest Vitest files\n`);
  process.stdout.write(
    `${row(['file', 'project', 'tests', 'wall', 'import', 'hooks', 'tests'], [58, 14, 6, 9, 9, 9, 9])}\n`,
  );
  for (const file of [...files].sort((a, b) => b.wallMs - a.wallMs).slice(0, top)) {
    process.stdout.write(
      `${row(
        [
          file.file,
          file.project,
          file.tests,
          seconds(file.wallMs),
          seconds(file.importMs),
          seconds(file.hooksMs),
          seconds(file.testsMs),
        ],
        [58, 14, 6, 9, 9, 9, 9],
      )}\n`,
    );
  }
}

interface PlaywrightSuite {
  file: string;
  specs?: { title: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}
const playwright = read<{ suites: PlaywrightSuite[]; stats: { duration: number } }>(
  'playwright.json',
);
if (playwright) {
  const runs: { project: string; file: string; title: string; ms: number }[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        runs.push({ project: test.projectName, file: suite.file, title: spec.title, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwright.suites) walk(suite);
  process.stdout.write(
    `\n## Playwright projects (${seconds(playwright.stats.duration)} wall; tests summed)\n`,
  );
  for (const project of [...new Set(runs.map((run) => run.project))]) {
    const own = runs.filter((run) => run.project === project);
    const ms = own.reduce((sum, run) => sum + run.ms, 0);
    process.stdout.write(`${row([project, `${own.length} runs`, seconds(ms)], [16, 10, 10])}\n`);
  }
  const bySpec = new Map<string, number>();
  for (const run of runs) bySpec.set(run.file, (bySpec.get(run.file) ?? 0) + run.ms);
  process.stdout.write('\n## Playwright specs (all projects)\n');
  for (const [file, ms] of [...bySpec].sort((a, b) => b[1] - a[1])) {
    process.stdout.write(`${row([file, seconds(ms)], [40, 10])}\n`);
  }
  process.stdout.write(`\n## The ${top} slowest Playwright tests\n`);
  for (const run of [...runs].sort((a, b) => b.ms - a.ms).slice(0, top)) {
    process.stdout.write(
      `${row([`${run.file} › ${run.title}`.slice(0, 90), run.project, seconds(run.ms)], [90, 13, 9])}\n`,
    );
  }
}
