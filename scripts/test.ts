import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
/** Each step's wall time, for `npm run test:profile` (scripts/test-profile.ts). */
const phases: { label: string; ms: number }[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}) {
  process.stdout.write(`\n▶ ${label}\n`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  phases.push({ label, ms: Math.round(performance.now() - started) });
  writeFileSync(path.join(out, 'phases.json'), `${JSON.stringify(phases, null, 1)}\n`);
  return result.status === 0;
}

/**
 * A step run beside the next ones, its output kept until it ends (then printed whole, under its
 * label): for a step that mostly waits (an install), next to one that leaves a core idle.
 */
function runBeside(label: string, command: string, args: string[]): Promise<boolean> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env: process.env });
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

check('lint and format (biome)', run('lint and format', bin('biome'), ['check', '.']));
check(
  'import boundaries',
  run('import boundaries', process.execPath, [path.join(root, 'scripts/check-boundaries.ts')]),
);
check('types (tsc)', run('types', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']));

const vitestJson = path.join(out, 'vitest.json');
const vitestOk = run(
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
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  if (!vitestOk && (report.numFailedTests ?? 0) === 0) check('vitest (suite error)', false);
} else {
  check('vitest (no report)', false);
}

const buildOk = run('production build', process.execPath, [path.join(root, 'scripts/build.ts')]);
check('build (client and server)', buildOk);

// The production install mostly waits on npm; it runs while the browsers do.
const installed = buildOk
  ? runBeside('production install', process.execPath, [
      path.join(root, 'scripts/check-production-install.ts'),
    ])
  : null;

if (buildOk && !process.argv.includes('--no-e2e')) {
  const playwrightJson = path.join(out, 'playwright.json');
  const e2eOk = run('end-to-end (Chromium)', bin('playwright'), ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  if (existsSync(playwrightJson)) {
    const stats = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats ?? {};
    passed += stats.expected ?? 0;
    failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    if (!e2eOk && (stats.unexpected ?? 0) === 0) check('playwright (suite error)', false);
  } else {
    check('playwright (no report)', false);
  }
}

if (installed) {
  check(
    "production install (the Dockerfile's install and start, in a clean folder)",
    await installed,
  );
}

if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join(', ')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
