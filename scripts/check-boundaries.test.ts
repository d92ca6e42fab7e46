import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUNDARIES, checkBoundaries, importsOf } from './check-boundaries.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const checker = path.join(root, 'scripts/check-boundaries.ts');

function plant(at: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(at, file)), { recursive: true });
  writeFileSync(path.join(at, file), text);
}

describe('the repository as it is', () => {
  it('crosses no boundary, and `node scripts/check-boundaries.ts` exits 0', () => {
    expect(checkBoundaries(root).problems).toEqual([]);
    const run = spawnSync(process.execPath, [checker], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('a copy of the repository with planted imports', () => {
  let copy: string;
  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'shop-boundaries-'));
    for (const entry of ['src', 'scripts', 'bench', 'e2e', 'drizzle.config.ts', 'vite.config.ts']) {
      cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
    }
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('names the file, the line, the import and the rule of each, and the command exits 1', () => {
    plant(
      copy,
      'src/server/catalog/planted.ts',
      "import { products } from '../db/schema/catalog.ts';\nimport { transactions } from '../db/schema/orders.ts';\nexport const both = [products, transactions];\n",
    );
    plant(
      copy,
      'src/server/settings/planted.ts',
      "export { demoProducts } from '../db/seed/catalog.ts';\nexport const later = () => import('../../testing/db.ts');\n",
    );
    plant(copy, 'src/client/lib/planted.ts', "export * from '../../server/db/schema/index.ts';\n");
    // Tests verify: they may import anything.
    plant(copy, 'src/server/catalog/planted.test.ts', "import '../db/schema/index.ts';\n");

    const { problems } = checkBoundaries(copy);
    expect(problems).toEqual([
      expect.stringMatching(
        /^src\/client\/lib\/planted\.ts:1 imports '\.\.\/\.\.\/server\/db\/schema\/index\.ts' \(src\/server\/db\/schema\/index\.ts\): breaks "tables stay in the server"/,
      ),
      expect.stringMatching(
        /^src\/server\/catalog\/planted\.ts:2 imports '\.\.\/db\/schema\/orders\.ts' \(src\/server\/db\/schema\/orders\.ts\): breaks "one owner per table": .* It may import src\/server\/db\/schema\/catalog\.ts\. \(docs\/decisions\/0018-one-owner-per-table\.md\)$/,
      ),
      expect.stringMatching(
        /^src\/server\/settings\/planted\.ts:2 imports '\.\.\/\.\.\/testing\/db\.ts' \(src\/testing\/db\.ts\): breaks "the shop does not run test code"/,
      ),
    ]);

    const run = spawnSync(process.execPath, [checker, copy], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      '✖ src/server/catalog/planted.ts:2 imports \'../db/schema/orders.ts\' (src/server/db/schema/orders.ts): breaks "one owner per table"',
    );
    expect(run.stdout).toContain('3 problem(s)');
  });
});

describe('the tables of the checker', () => {
  let tree: string;
  beforeAll(() => {
    tree = mkdtempSync(path.join(tmpdir(), 'shop-boundaries-'));
    for (const name of ['index', 'enums', 'columns', 'catalog', 'orders']) {
      plant(tree, `src/server/db/schema/${name}.ts`, 'export {};\n');
    }
    plant(tree, 'src/server/orders/old.service.ts', "import '../db/schema/index.ts';\n");
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('a schema file without an owner, an owned file that is gone and a stale allowance are problems', () => {
    plant(tree, 'src/server/db/schema/reviews.ts', 'export {};\n');
    // Owned by orders in the table given here, so its import is fine.
    plant(tree, 'src/server/orders/history.service.ts', "import '../db/schema/history.ts';\n");
    const { problems } = checkBoundaries(tree, {
      ...BOUNDARIES,
      tableOwners: { catalog: ['catalog.ts'], orders: ['orders.ts', 'history.ts'] },
      allowances: [
        {
          file: 'src/server/orders/old.service.ts',
          imports: 'src/server/db/schema/index.ts',
          until: 'x',
        },
        { file: 'src/server/orders/gone.ts', imports: 'src/server/db/schema/index.ts', until: 'x' },
      ],
    });
    expect(problems).toEqual([
      expect.stringMatching(/^src\/server\/db\/schema\/reviews\.ts has no owner/),
      'TABLE_OWNERS gives orders src/server/db/schema/history.ts, which does not exist',
      expect.stringMatching(
        /^allowance no longer needed: src\/server\/orders\/gone\.ts → src\/server\/db\/schema\/index\.ts/,
      ),
    ]);
    rmSync(path.join(tree, 'src/server/db/schema/reviews.ts'));
  });

  it('captures a folder name for the client zones to come: a feature may import only itself', () => {
    plant(
      tree,
      'src/client/features/cart/cart-line.tsx',
      "import '../catalog/card.tsx';\nimport './cart-store.ts';\nimport '../../lib/format.ts';\n",
    );
    const { problems } = checkBoundaries(tree, {
      tableOwners: { catalog: ['catalog.ts'], orders: ['orders.ts'] },
      allowances: [],
      rules: [
        {
          name: 'features stand alone',
          why: 'a feature imports only its own folder',
          files: ['src/client/features/{feature}/**'],
          forbid: ['src/client/features/**'],
          allow: ({ feature }) => [`src/client/features/${feature}/**`],
        },
      ],
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^src\/client\/features\/cart\/cart-line\.tsx:1 imports '\.\.\/catalog\/card\.tsx' \(src\/client\/features\/catalog\/card\.tsx\): breaks "features stand alone"/,
      ),
    ]);
  });
});

describe('importsOf', () => {
  it('reads every form of import and export, across lines, and skips comments', () => {
    const source = [
      "import type { A } from './a.ts';",
      'import {',
      '  b,',
      '  type C,',
      "} from '../b.ts';",
      "import './styles.css';",
      "export * from './c.ts';",
      "export { d } from './d.ts';",
      "// import { e } from './e.ts';",
      '/**',
      " * import('./f.ts') in a comment",
      ' */',
      "const g = await import('./g.ts');",
      "export const from = 'h';",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { specifier: './a.ts', line: 1 },
      { specifier: '../b.ts', line: 5 },
      { specifier: './styles.css', line: 6 },
      { specifier: './c.ts', line: 7 },
      { specifier: './d.ts', line: 8 },
      { specifier: './g.ts', line: 13 },
    ]);
  });
});
