import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The SPA's calls are typed from the server's routes (client/lib/api.ts, decision 0022): a field
 * the server renames in an answer must fail `tsc` where the client reads it, not at runtime.
 * A copy of `src` has the shop-details answer's `lineUrl` renamed in its contract, and `tsc` is
 * run over the LINE dialog, which reads it. (`npm test` runs `tsc` over the tree as it is.)
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const copy = mkdtempSync(path.join(tmpdir(), 'typed-client-'));
const reader = 'src/client/app/shell/line-contact.tsx';
const contract = 'src/shared/contracts/settings.ts';

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the typed client', () => {
  it('fails tsc where the client reads a field the server renamed in its answer', () => {
    cpSync(path.join(root, 'src'), path.join(copy, 'src'), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    const config = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
    writeFileSync(
      path.join(copy, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: config.compilerOptions, files: [reader] }),
    );
    const text = readFileSync(path.join(copy, contract), 'utf8');
    expect(text).toContain('  lineUrl: z');
    writeFileSync(path.join(copy, contract), text.replace('  lineUrl: z', '  lineLink: z'));

    const tsc = path.join(root, 'node_modules/.bin/tsc');
    const run = spawnSync(tsc, ['--noEmit', '-p', 'tsconfig.json'], {
      cwd: copy,
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    const inReader = run.stdout.split('\n').filter((line) => line.startsWith(reader));
    expect(inReader.join('\n')).toContain("Property 'lineUrl' does not exist");
  }, 120_000);
});
