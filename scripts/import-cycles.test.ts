import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Biome's `noImportCycles` (biome.json, decision 0037) as `npm run lint` runs it: the repository's
// own Biome and configuration, on files planted in a folder of their own. Without the rule in
// biome.json the planted cycle passes and the first test fails.

const root = fileURLToPath(new URL('..', import.meta.url));
const biome = path.join(root, 'node_modules/.bin/biome');
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** `biome lint` of the planted files with the repository's biome.json (outside git, so no VCS). */
function lint(files: Record<string, string>) {
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-cycles-'));
  folders.push(folder);
  copyFileSync(path.join(root, 'biome.json'), path.join(folder, 'biome.json'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  const run = spawnSync(biome, ['lint', '--vcs-enabled=false', ...Object.keys(files)], {
    cwd: folder,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const CYCLE_RULE = 'lint/suspicious/noImportCycles';

describe("the lint's import cycles", () => {
  it('refuses two files that import each other, naming both', () => {
    const { status, output } = lint({
      'order.ts': "import { slipOf } from './slip.ts';\nexport const orderOf = () => slipOf;\n",
      'slip.ts': "import { orderOf } from './order.ts';\nexport const slipOf = () => orderOf;\n",
    });
    expect(status).toBe(1);
    expect(output).toMatch(new RegExp(`order\\.ts:1:\\d+ ${CYCLE_RULE}`));
    expect(output).toMatch(new RegExp(`slip\\.ts:1:\\d+ ${CYCLE_RULE}`));
  });

  it('refuses a cycle through a third file and through a lazy import()', () => {
    const { status, output } = lint({
      'a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'b.ts': "import { c } from './c.ts';\nexport const b = () => c;\n",
      'c.ts': "export const c = () => import('./a.ts');\n",
    });
    expect(status).toBe(1);
    expect(output).toMatch(new RegExp(`c\\.ts:1:\\d+ ${CYCLE_RULE}`));
  });

  it('passes the same files once the loop is cut', () => {
    const { status, output } = lint({
      'order.ts': "import { slipOf } from './slip.ts';\nexport const orderOf = () => slipOf;\n",
      'slip.ts': 'export const slipOf = () => 1;\n',
    });
    expect(output).not.toContain(CYCLE_RULE);
    expect(status).toBe(0);
  });

  it('leaves a loop closed only by `import type` alone: the build erases it (ignoreTypes)', () => {
    const { status, output } = lint({
      'contract.ts':
        "import type { Answer } from './answers.ts';\nexport const KINDS = ['a'] as const;\nexport type Reply = Answer;\n",
      'answers.ts':
        "import { KINDS } from './contract.ts';\nexport type Answer = (typeof KINDS)[number];\nexport const first = KINDS[0];\n",
    });
    expect(output).not.toContain(CYCLE_RULE);
    expect(status).toBe(0);
  });
});
