import { spawn } from 'node:child_process';
import { once } from 'node:events';
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
): Promise<boolean> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
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

check('lint and format (biome)', await run('lint and format', bin('biome'), ['check', '.']));
check(
  'import boundaries',
  await run('import boundaries', process.execPath, [
    path.join(root, 'scripts/check-boundaries.ts'),
  ]),
);
check('types (tsc)', await run('types', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']));

const withE2e = !process.argv.includes('--no-e2e');

// The build comes first: the end-to-end run needs it, and runs beside the Vitest projects.
const buildOk = await run('production build', process.execPath, [
  path.join(root, 'scripts/build.ts'),
]);
check('build (client and server)', buildOk);

/**
 * Neither Vitest nor the browsers keep two cores busy alone (the API files wait on the database
 * and on their timers, the browsers on the shop): the end-to-end run, and the production install
 * that mostly waits on npm, run beside the Vitest projects, their output printed whole when they
 * end (docs/testing.md, "Where the minutes go").
 */
const playwrightJson = path.join(out, 'playwright.json');
const e2e =
  buildOk && withE2e
    ? runBeside('end-to-end (Chromium)', bin('playwright'), ['test'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      })
    : null;
const installed = buildOk
  ? runBeside('production install', process.execPath, [
      path.join(root, 'scripts/check-production-install.ts'),
    ])
  : null;

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
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  if (!vitestOk && (report.numFailedTests ?? 0) === 0) check('vitest (suite error)', false);
} else {
  check('vitest (no report)', false);
}

if (e2e) {
  const e2eOk = await e2e;
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

writeFileSync(
  path.join(out, 'run.json'),
  `${JSON.stringify({ ms: Math.round(performance.now() - runStarted) })}\n`,
);
if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join(', ')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
