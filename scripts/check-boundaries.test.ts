import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOWANCES,
  type Allowance,
  BOUNDARIES,
  checkBoundaries,
  importsOf,
  serverDomainOf,
} from './check-boundaries.ts';

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
      "import { products } from '../db/schema/catalog.ts';\nimport { orders } from '../db/schema/orders.ts';\nexport const both = [products, orders];\n",
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
        /^src\/client\/lib\/planted\.ts:1 imports .*: breaks "the client takes only the server app's type": .* It may import src\/server\/app\.ts with `import type`\. \(docs\/decisions\/0020-client-layers\.md\)$/,
      ),
      expect.stringMatching(
        /^src\/server\/catalog\/planted\.ts:2 imports '\.\.\/db\/schema\/orders\.ts' \(src\/server\/db\/schema\/orders\.ts\): breaks "one owner per table": .* It may import src\/server\/db\/schema\/catalog\.ts, src\/server\/db\/schema\/stock-alerts\.ts\. \(docs\/decisions\/0018-one-owner-per-table\.md\)$/,
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
    expect(run.stdout).toContain('4 problem(s)');
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
});

describe("the client's layers", () => {
  const trees: string[] = [];
  afterAll(() => {
    for (const tree of trees) rmSync(tree, { recursive: true, force: true });
  });

  /** A fresh tree of the given files, checked with the shop's rules and no allowance. */
  function problemsOf(files: Record<string, string>, allowances: Allowance[] = []) {
    const tree = mkdtempSync(path.join(tmpdir(), 'shop-layers-'));
    trees.push(tree);
    for (const [file, text] of Object.entries(files)) plant(tree, file, text);
    return checkBoundaries(tree, { ...BOUNDARIES, allowances }).problems;
  }

  const LAYERS = '(docs/decisions/0020-client-layers.md)';

  it("a feature reaches another feature's files only through its public file", () => {
    expect(
      problemsOf({
        'src/client/features/cart/x.ts':
          "import { ProductCard } from '../catalog/product-card.tsx';\nimport { useCartStore } from './cart-store.ts';\nexport const both = [ProductCard, useCartStore];\n",
        'src/client/features/orders/admin/y.ts':
          "export const later = () => import('../../cart/cart-store.ts');\n",
      }),
    ).toEqual([
      `src/client/features/cart/x.ts:1 imports '../catalog/product-card.tsx' (src/client/features/catalog/product-card.tsx): breaks "a feature reaches another through that feature's public file": a feature imports its own folder freely, and of another feature only src/client/features/<feature>/public.ts, which names what others may use. It may import src/client/features/cart/**, src/client/features/*/public.ts. ${LAYERS}`,
      expect.stringMatching(
        /^src\/client\/features\/orders\/admin\/y\.ts:1 imports '\.\.\/\.\.\/cart\/cart-store\.ts' \(src\/client\/features\/cart\/cart-store\.ts\): breaks "a feature reaches another through that feature's public file"/,
      ),
    ]);
  });

  it('a public file passes, statically and lazily; a test may reach into any feature', () => {
    expect(
      problemsOf({
        'src/client/features/cart/public.ts':
          "/** What others use. */\nexport { useCartStore } from './cart-store.ts';\nexport type { CartItem } from './cart-store.ts';\n",
        'src/client/features/catalog/product-card.tsx':
          "import { useCartStore } from '../cart/public.ts';\nimport { Stars } from '../../components/ui/stars.tsx';\nimport { api } from '../../lib/api.ts';\nimport { formatBaht } from '../../../shared/domain/money.ts';\nexport const all = [useCartStore, Stars, api, formatBaht];\n",
        'src/client/features/catalog/home-page.tsx':
          "export const later = () => import('../content/public.ts');\n",
        'src/client/features/catalog/product-card.test.tsx':
          "import { useCartStore } from '../cart/cart-store.ts';\nimport { CartModal } from '../cart/cart-modal.tsx';\n",
      }),
    ).toEqual([]);
  });

  it('a public file holds named re-exports only', () => {
    expect(
      problemsOf({
        'src/client/features/cart/public.ts':
          "export { useCartStore } from './cart-store.ts';\nexport * from './cart-modal.tsx';\n",
        'src/client/features/accounts/public.ts':
          "import { useSessionStore } from './session-store.ts';\n\nexport const user = () => useSessionStore.getState().user;\n",
      }),
    ).toEqual([
      `src/client/features/accounts/public.ts:1 is more than named re-exports: a public file holds only \`export { a } from './a.ts'\` lines naming what other features use, no code and no \`export *\` ${LAYERS}`,
      expect.stringMatching(
        /^src\/client\/features\/cart\/public\.ts:2 is more than named re-exports/,
      ),
    ]);
  });

  it('components and lib import neither features (not even a public file) nor the app', () => {
    expect(
      problemsOf({
        'src/client/components/ui/x.tsx':
          "import { useCartStore } from '../../features/cart/public.ts';\nimport { paths } from '../../app/paths.ts';\nimport { Spinner } from './spinner.tsx';\nimport { api } from '../../lib/api.ts';\n",
        'src/client/lib/y.ts':
          "import { useSessionStore } from '../features/accounts/session-store.ts';\nimport { Spinner } from '../components/ui/spinner.tsx';\n",
      }),
    ).toEqual([
      expect.stringMatching(
        /^src\/client\/components\/ui\/x\.tsx:1 imports '\.\.\/\.\.\/features\/cart\/public\.ts' \(src\/client\/features\/cart\/public\.ts\): breaks "components and lib stay below the features"/,
      ),
      expect.stringMatching(
        /^src\/client\/components\/ui\/x\.tsx:2 imports '\.\.\/\.\.\/app\/paths\.ts' \(src\/client\/app\/paths\.ts\): breaks "components and lib stay below the features"/,
      ),
      expect.stringMatching(
        /^src\/client\/lib\/y\.ts:1 imports .*\(src\/client\/features\/accounts\/session-store\.ts\): breaks "components and lib stay below the features"/,
      ),
    ]);
  });

  it('features import nothing of the app; the app imports any feature', () => {
    expect(
      problemsOf({
        'src/client/features/orders/x.tsx': "import { router } from '../../app/router.tsx';\n",
        'src/client/app/shell/site-header.tsx':
          "import { useSessionStore } from '../../features/accounts/session-store.ts';\nexport const UserMenu = () => import('../../features/accounts/user-menu.tsx');\n",
      }),
    ).toEqual([
      expect.stringMatching(
        /^src\/client\/features\/orders\/x\.tsx:1 imports '\.\.\/\.\.\/app\/router\.tsx' \(src\/client\/app\/router\.tsx\): breaks "features do not import the app"/,
      ),
    ]);
  });

  it("features' imports of app/paths.ts pass while allowed, until the route table", () => {
    const allowance = {
      file: 'src/client/features/catalog/product-card.tsx',
      imports: 'src/client/app/paths.ts',
      until: 'the route table',
    };
    const card = {
      'src/client/features/catalog/product-card.tsx': "import '../../app/paths.ts';\n",
    };
    expect(problemsOf(card, [allowance])).toEqual([]);
    expect(problemsOf(card, [])).toEqual([
      expect.stringMatching(
        /^src\/client\/features\/catalog\/product-card\.tsx:1 .*breaks "features do not import the app"/,
      ),
    ]);
    expect(problemsOf({ 'src/client/features/catalog/product-card.tsx': '' }, [allowance])).toEqual(
      [
        expect.stringMatching(
          /^allowance no longer needed: src\/client\/features\/catalog\/product-card\.tsx → src\/client\/app\/paths\.ts/,
        ),
      ],
    );
    // Each of the shop's allowances waits for the route table, and only features have them.
    for (const entry of ALLOWANCES) {
      expect(entry).toEqual({
        file: expect.stringMatching(/^src\/client\/features\/[a-z-]+\/.+\.tsx?$/),
        imports: 'src/client/app/paths.ts',
        until: 'the route table',
      });
    }
  });

  it('shared imports nothing of the client or the server', () => {
    expect(
      problemsOf({
        'src/shared/domain/x.ts':
          "import { api } from '../../client/lib/api.ts';\nimport type { AppConfig } from '../../server/config.ts';\nimport { z } from 'zod';\nimport { money } from './money.ts';\n",
      }),
    ).toEqual([
      expect.stringMatching(
        /^src\/shared\/domain\/x\.ts:1 imports .*\(src\/client\/lib\/api\.ts\): breaks "shared stands alone"/,
      ),
      expect.stringMatching(
        /^src\/shared\/domain\/x\.ts:2 imports .*\(src\/server\/config\.ts\): breaks "shared stands alone"/,
      ),
    ]);
  });

  it('the client may import the type of src/server/app.ts, and nothing else of the server', () => {
    expect(
      problemsOf({
        'src/client/lib/api-client.ts':
          "import type { AppType } from '../../server/app.ts';\nexport type { AppType as ShopApp } from '../../server/app.ts';\n",
        'src/client/features/cart/cart-api.ts':
          "import type {\n  AppType,\n} from '../../../server/app.ts';\n",
        // A test may import the server's seed to compare what a page shows.
        'src/client/features/content/content-pages.test.tsx':
          "import { articles } from '../../../server/db/seed/content.ts';\n",
      }),
    ).toEqual([]);
    const rule = `breaks "the client takes only the server app's type"`;
    expect(
      problemsOf({
        'src/client/lib/x.ts': "import { createApp } from '../../server/app.ts';\n",
        // Kept as `import {} from` under verbatimModuleSyntax: the module would load.
        'src/client/lib/y.ts': "import { type AppType } from '../../server/app.ts';\n",
        'src/client/app/z.ts':
          "import type { AppConfig } from '../../server/config.ts';\nexport const later = () => import('../../server/app.ts');\n",
      }),
    ).toEqual([
      expect.stringContaining(
        `src/client/app/z.ts:1 imports '../../server/config.ts' (src/server/config.ts): ${rule}`,
      ),
      expect.stringContaining(
        `src/client/app/z.ts:2 imports '../../server/app.ts' (src/server/app.ts): ${rule}`,
      ),
      `src/client/lib/x.ts:1 imports '../../server/app.ts' (src/server/app.ts): ${rule}: server code never reaches the browser; the typed API client needs the type of src/server/app.ts, which \`import type\` erases from the build. It may import src/server/app.ts with \`import type\`. ${LAYERS}`,
      expect.stringContaining(
        `src/client/lib/y.ts:1 imports '../../server/app.ts' (src/server/app.ts): ${rule}`,
      ),
    ]);
  });
});

describe('server domains import one way', () => {
  const trees: string[] = [];
  afterAll(() => {
    for (const tree of trees) rmSync(tree, { recursive: true, force: true });
  });
  function treeOf(files: Record<string, string>) {
    const tree = mkdtempSync(path.join(tmpdir(), 'shop-domains-'));
    trees.push(tree);
    for (const [file, text] of Object.entries(files)) plant(tree, file, text);
    return tree;
  }
  const ONE_WAY = 'breaks "server domains import one way"';

  it('a domain importing one that imports it is a problem naming both files, and the command exits 1', () => {
    const tree = treeOf({
      'src/server/orders/order-moves.ts':
        "import { closeSlips } from '../payments/slip-closing.ts';\nexport const move = closeSlips;\n",
      'src/server/payments/slip-closing.ts': 'export const closeSlips = 1;\n',
      // Another file of payments reads orders back: the pair is two-way, named once.
      'src/server/payments/slips.service.ts':
        "export { ok } from './ok.ts';\nimport { move } from '../orders/order-moves.ts';\nexport const slip = move;\n",
      'src/server/payments/ok.ts': 'export const ok = 1;\n',
      // A type names the other domain as much as a call does.
      'src/server/analytics/events.ts':
        "import type { SessionUser } from '../accounts/session.ts';\nexport type Who = SessionUser;\n",
      'src/server/accounts/session.ts':
        "import { record } from '../analytics/record.ts';\nexport interface SessionUser { id: string }\nexport const login = record;\n",
      'src/server/analytics/record.ts': 'export const record = 1;\n',
    });
    expect(checkBoundaries(tree).problems).toEqual([
      `src/server/accounts/session.ts:1 imports src/server/analytics/record.ts, and src/server/analytics/events.ts:1 imports src/server/accounts/session.ts: accounts and analytics import each other: ${ONE_WAY}: a domain that another domain imports does not import it back, with runtime imports or \`import type\` alike (a type names the other domain's words as much as a call does); what one needs of the other it is handed by the app (src/server/app.ts, src/server/personal-data.ts), or it moves to the domain that owns it. (docs/decisions/0037-domains-import-one-way.md)`,
      expect.stringMatching(
        /^src\/server\/orders\/order-moves\.ts:1 imports src\/server\/payments\/slip-closing\.ts, and src\/server\/payments\/slips\.service\.ts:2 imports src\/server\/orders\/order-moves\.ts: orders and payments import each other: breaks "server domains import one way"/,
      ),
    ]);
    const run = spawnSync(process.execPath, [checker, tree], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('orders and payments import each other');
    expect(run.stdout).toContain('2 problem(s)');
  });

  it('one way passes; tests, the composition root, db and http are no domains', () => {
    const tree = treeOf({
      'src/server/payments/slips.service.ts':
        "import { move } from '../orders/order-moves.ts';\nexport const slip = move;\n",
      'src/server/orders/order-moves.ts': 'export const move = 1;\n',
      // A test verifies: it may reach the other way.
      'src/server/orders/order-moves.test.ts': "import '../payments/slips.service.ts';\n",
      // The app puts the domains together and imports any of them.
      'src/server/app.ts':
        "import './orders/order-moves.ts';\nimport './payments/slips.service.ts';\n",
      'src/server/orders/app-user.ts': "import '../app.ts';\n",
      // The database and HTTP serve every domain and are held by rules of their own.
      'src/server/http/session.ts': "import '../orders/order-moves.ts';\n",
      'src/server/orders/routes.ts': "import '../http/session.ts';\n",
    });
    expect(checkBoundaries(tree).problems).toEqual([]);
  });

  it('a domain is a folder directly under src/server, but db and http', () => {
    expect(serverDomainOf('src/server/orders/order-moves.ts')).toBe('orders');
    expect(serverDomainOf('src/server/orders/sql/place_order.sql')).toBe('orders');
    expect(serverDomainOf('src/server/audit/staff-audit.ts')).toBe('audit');
    expect(serverDomainOf('src/server/db/schema/orders.ts')).toBeNull();
    expect(serverDomainOf('src/server/http/session.ts')).toBeNull();
    expect(serverDomainOf('src/server/app.ts')).toBeNull();
    expect(serverDomainOf('src/client/features/orders/public.ts')).toBeNull();
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
      "import type I from './i.ts';",
      "import type * as J from './j.ts';",
      "export type { K } from './k.ts';",
      "import { type L } from './l.ts';",
      "import type, { m } from './m.ts';",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { specifier: './a.ts', line: 1, typeOnly: true },
      { specifier: '../b.ts', line: 5, typeOnly: false },
      { specifier: './styles.css', line: 6, typeOnly: false },
      { specifier: './c.ts', line: 7, typeOnly: false },
      { specifier: './d.ts', line: 8, typeOnly: false },
      { specifier: './g.ts', line: 13, typeOnly: false },
      { specifier: './i.ts', line: 15, typeOnly: true },
      { specifier: './j.ts', line: 16, typeOnly: true },
      { specifier: './k.ts', line: 17, typeOnly: true },
      // Kept by the build as `import {} from './l.ts'` (verbatimModuleSyntax): the module loads.
      { specifier: './l.ts', line: 18, typeOnly: false },
      // A default import named `type`.
      { specifier: './m.ts', line: 19, typeOnly: false },
    ]);
  });
});
