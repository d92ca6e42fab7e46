import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

function run(label: string, command: string, args: string[], env: Record<string, string> = {}) {
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
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
const vitestOk = run('unit, component and API tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
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

if (buildOk) {
  check(
    "production install (the Dockerfile's install and start, in a clean folder)",
    run('production install', process.execPath, [
      path.join(root, 'scripts/check-production-install.ts'),
    ]),
  );
}

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

if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join(', ')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
