import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightFailures, vitestFailures } from './failed-tests.ts';

/**
 * `npm test`: lint (biome and the import boundaries), types, unit, component, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set), the production build, its production install as the Dockerfile makes it, and end-to-end in Chromium against the build. Ends with one line "N passed, N failed".
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'test-results', 'summary');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

let passed = 0;
let failed = 0;
const failures: string[] = [];
/** The tests that failed, by name, printed again at the end (the last lines are what CI shows). */
const failedTests: string[] = [];
/** Each step's wall time, for `npm run test:profile` (scripts/test-profile.ts). */
const phases: { label: string; ms: number }[] = [];
const runStarted = performance.now();

async function run(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<boolean> {
  process.stdout.write(`\n▶ ${label}\n`);
  const started = performance.now();
  // Spawned, never spawnSync: the steps running beside keep reading their children's output.
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const [status] = (await once(child, 'close')) as [number | null];
  phases.push({ label, ms: Math.round(performance.now() - started) });
  writeFileSync(path.join(out, 'phases.json'), `${JSON.stringify(phases, null, 1)}\n`);
  return status === 0;
}

/**
 * A step run beside the next ones, its output kept until it ends (then printed whole, under its
 * label): for a step that mostly waits, next to one that leaves a core idle.
 */
function runBeside(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
  niceness = 0,
): Promise<boolean> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
  // Its children (the browsers, the shops) are started later and inherit it.
  if (niceness !== 0 && child.pid !== undefined) setPriority(child.pid, niceness);
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      process.stdout.write(`\n▶ ${label} (ran beside the steps above)\n`);
      process.stdout.write(Buffer.concat(output));
      phases.push({ label: `${label} (beside)`, ms: Math.round(performance.now() - started) });
      writeFileSync(path.join(out, 'phases.json'), `${JSON.stringify(phases, null, 1)}\n`);
      resolve(status === 0);
    });
  });
}

function check(label: string, ok: boolean) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

const withE2e = !process.argv.includes('--no-e2e');
const playwrightJson = path.join(out, 'playwright.json');
const E2E_NICENESS = 5;

/**
 * Neither Vitest nor the browsers keep two cores busy alone (the API files wait on the database
 * and on their timers, the browsers on the shop): the Vitest projects start at once, and beside
 * them, one after the other, the lint, the types, the build and then the end-to-end run, with the
 * production install (which mostly waits on npm) beside that; their output is printed whole as
 * each ends (docs/testing.md).
 */
async function besideVitest(): Promise<void> {
  check(
    'lint and format (biome)',
    await runBeside('lint and format', bin('biome'), ['check', '.']),
  );
  check(
    'import boundaries',
    await runBeside('import boundaries', process.execPath, [
      path.join(root, 'scripts/check-boundaries.ts'),
    ]),
  );
  check('types (tsc)', await runBeside('types', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']));
  const buildOk = await runBeside('production build', process.execPath, [
    path.join(root, 'scripts/build.ts'),
  ]);
  check('build (client and server)', buildOk);
  if (!buildOk) return;
  const installed = runBeside('production install', process.execPath, [
    path.join(root, 'scripts/check-production-install.ts'),
  ]);
  if (withE2e) {
    // A little behind the Vitest workers on the cores (niceness 5): a browser has more threads
    // than Vitest's two workers and, as equals, left the API files a quarter of the machine.
    const e2eOk = await runBeside(
      'end-to-end (Chromium)',
      bin('playwright'),
      ['test'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
      E2E_NICENESS,
    );
    if (existsSync(playwrightJson)) {
      const report = JSON.parse(readFileSync(playwrightJson, 'utf8'));
      const stats = report.stats ?? {};
      failedTests.push(...playwrightFailures(report));
      passed += stats.expected ?? 0;
      failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
      if (!e2eOk && (stats.unexpected ?? 0) === 0) check('playwright (suite error)', false);
    } else {
      check('playwright (no report)', false);
    }
  }
  check(
    "production install (the Dockerfile's install and start, in a clean folder)",
    await installed,
  );
}
const beside = besideVitest();

const vitestJson = path.join(out, 'vitest.json');
const vitestOk = await run(
  'unit, component and API tests',
  bin('vitest'),
  [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
    '--reporter=./scripts/test-timing-reporter.ts',
  ],
  { TEST_TIMING_FILE: path.join(out, 'vitest-timing.json') },
);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  failedTests.unshift(...vitestFailures(report, root));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  if (!vitestOk && (report.numFailedTests ?? 0) === 0) check('vitest (suite error)', false);
} else {
  check('vitest (no report)', false);
}
await beside;

writeFileSync(
  path.join(out, 'run.json'),
  `${JSON.stringify({ ms: Math.round(performance.now() - runStarted) })}\n`,
);
if (failedTests.length > 0) {
  process.stdout.write(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}\n`);
}
if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join(', ')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
