import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const COMPONENT_FILES = 'src/client/**/*.test.tsx';

/**
 * The component files that replace a module with `vi.mock`: a mock applies to the modules a file
 * imports after it, so these run with a module graph of their own (vite.config.ts); the others
 * share their worker's.
 */
export function mockingComponentFiles(): string[] {
  return globSync(COMPONENT_FILES, { cwd: root })
    .sort()
    .filter((file) => /\bvi\.mock\(/.test(readFileSync(path.join(root, file), 'utf8')));
}
