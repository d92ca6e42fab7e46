import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFileLengths, LONG_FILES, linesOf, MAX_LINES } from './file-length.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const checker = path.join(root, 'scripts/check-boundaries.ts');

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** A fresh tree holding `files`, each given as its number of lines. */
function treeOf(files: Record<string, number>): string {
  const tree = mkdtempSync(path.join(tmpdir(), 'shop-file-length-'));
  trees.push(tree);
  for (const [file, lines] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    const text = Array.from({ length: lines }, (_, i) => `export const line${i} = ${i};\n`);
    writeFileSync(path.join(tree, file), text.join(''));
  }
  return tree;
}

describe('the length of source files', () => {
  it('counts lines as wc -l does, and a last line without its newline', () => {
    expect(linesOf('')).toBe(0);
    expect(linesOf('a\n')).toBe(1);
    expect(linesOf('a\nb')).toBe(2);
    expect(linesOf('a\nb\n')).toBe(2);
  });

  it(`a file of ${MAX_LINES + 1} lines fails, named with its count; one of ${MAX_LINES} passes`, () => {
    const tree = treeOf({
      'src/server/catalog/long.service.ts': MAX_LINES + 1,
      'src/server/catalog/short.service.ts': MAX_LINES,
    });
    expect(checkFileLengths(tree, []).problems).toEqual([
      `src/server/catalog/long.service.ts has 451 lines, more than ${MAX_LINES}: split it along its seams, one concern per file (docs/testing.md)`,
    ]);
  });

  it('counts tests, styles, SQL and scripts in src, scripts, bench and e2e, and leaves migrations alone', () => {
    const long = MAX_LINES + 1;
    const tree = treeOf({
      'src/server/orders/orders.test.ts': long,
      'src/client/features/cart/cart-modal.test.tsx': long,
      'src/client/styles/index.css': long,
      'src/server/catalog/sql/stock.sql': long,
      'scripts/build.ts': long,
      'bench/checkout-load.bench.ts': long,
      'e2e/checkout.spec.ts': long,
      'e2e/support/server.mjs': long,
      'src/server/db/migrations/0000_initial_schema.sql': long,
      'src/server/db/migrations/meta/0000_snapshot.json': long,
      'docs/testing.md': long,
      'vite.config.ts': long,
    });
    const report = checkFileLengths(tree, []);
    expect(report.files).toBe(8);
    expect(report.problems.map((problem) => problem.split(' has ')[0]).sort()).toEqual([
      'bench/checkout-load.bench.ts',
      'e2e/checkout.spec.ts',
      'e2e/support/server.mjs',
      'scripts/build.ts',
      'src/client/features/cart/cart-modal.test.tsx',
      'src/client/styles/index.css',
      'src/server/catalog/sql/stock.sql',
      'src/server/orders/orders.test.ts',
    ]);
  });

  it('a long file on the list passes while it is over the limit; an entry that is not is stale', () => {
    const tree = treeOf({
      'src/server/orders/orders.service.ts': MAX_LINES + 30,
      'src/shared/domain/order-lifecycle.ts': MAX_LINES,
    });
    const longFiles = [
      { file: 'src/server/orders/orders.service.ts', until: 'x' },
      { file: 'src/shared/domain/order-lifecycle.ts', until: 'x' },
      { file: 'src/server/orders/gone.ts', until: 'x' },
    ];
    expect(checkFileLengths(tree, longFiles).problems).toEqual([
      `long file no longer over ${MAX_LINES} lines: src/shared/domain/order-lifecycle.ts; remove it from LONG_FILES in scripts/file-length.ts`,
      `long file no longer over ${MAX_LINES} lines: src/server/orders/gone.ts; remove it from LONG_FILES in scripts/file-length.ts`,
    ]);
  });

  it("each of the shop's long files is really over the limit", () => {
    for (const { file } of LONG_FILES) {
      expect(linesOf(readFileSync(path.join(root, file), 'utf8')), file).toBeGreaterThan(MAX_LINES);
    }
  });

  it('`node scripts/check-boundaries.ts` names the long file and exits 1', () => {
    // The shop's long files are there too, so that the list has no stale entry.
    const listed = Object.fromEntries(LONG_FILES.map(({ file }) => [file, MAX_LINES + 1]));
    const tree = treeOf({ ...listed, 'src/shared/long.ts': 500, 'src/shared/short.ts': 10 });
    const run = spawnSync(process.execPath, [checker, tree], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`✖ src/shared/long.ts has 500 lines, more than ${MAX_LINES}`);
    expect(run.stdout).toContain(`File length: 1 problem(s) in ${LONG_FILES.length + 2} files.`);
  });
});
