import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Whether libvips is in the memory of a process that imported the whole app, and then (when
 * `thenPicture`) asked for sharp as the first upload does. Read from the process's own memory
 * map, where a loaded native library shows by its path.
 */
function libvipsLoaded(thenPicture: boolean): boolean {
  const script = [
    "import { readFileSync } from 'node:fs';",
    "await import('./src/server/app.ts');",
    thenPicture ? "await (await import('./src/server/files/images.ts')).loadSharp();" : '',
    "process.stdout.write(String(readFileSync('/proc/self/maps', 'utf8').includes('libvips')));",
  ].join('\n');
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout === 'true';
}

describe('sharp', () => {
  it('is loaded with the first picture, not with the server', () => {
    expect(libvipsLoaded(false)).toBe(false);
    expect(libvipsLoaded(true)).toBe(true);
  });
});
