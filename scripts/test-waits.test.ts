import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPONENT_FILES } from './component-test-files.ts';

// How tests wait (docs/testing.md, "Waiting, and the time each test has"): each wait is set for the
// slowest CI machine, not for the default of the tool that waits.
const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Each call of `expect.poll(`, from its name to the matcher after it. */
function polls(text: string): string[] {
  return [...text.matchAll(/expect\.poll\(/g)].map((match) => {
    const rest = text.slice(match.index);
    const end = rest.search(/\)\s*\.(not|to|resolves|rejects)\b/);
    return end === -1 ? rest : rest.slice(0, end);
  });
}

describe('how tests wait', () => {
  it('component tests wait with Testing Library (5 s); vi.waitFor (1 s) only on a fake clock', () => {
    const files = globSync(COMPONENT_FILES, { cwd: root });
    expect(files.length).toBeGreaterThan(50);
    const quick = files.filter((file) => {
      const text = read(file);
      return /\bvi\.waitFor\(/.test(text) && !/\bvi\.useFakeTimers\(/.test(text);
    });
    expect(quick).toEqual([]);
  });

  it('a server test that polls says for how long (expect.poll gives up after 1 s)', () => {
    const files = globSync('src/server/**/*.test.ts', { cwd: root });
    const calls = files.flatMap((file) => polls(read(file)).map((call) => ({ file, call })));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter(({ call }) => !/\btimeout\b/.test(call)).map(({ file }) => file)).toEqual(
      [],
    );
  });
});
