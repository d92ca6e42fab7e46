import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * No source file over MAX_LINES lines, checked by `npm run lint` beside the import boundaries
 * (`scripts/check-boundaries.ts` runs it; docs/testing.md). A file that long holds more than one
 * concern: split it along its seams, one concern per file. Tests count as well: a test file that
 * long covers several behaviours and splits by them.
 */
export const MAX_LINES = 450;

const LENGTH_FOLDERS = ['src', 'scripts', 'bench', 'e2e'];
const LENGTH_FILE = /\.(ts|tsx|mts|js|mjs|css|sql)$/;
/**
 * Not counted: a migration is made by `drizzle-kit generate` and never changed once a database has
 * run it (its hash is in the journal), so it cannot be split after the fact.
 */
const NOT_COUNTED = ['src/server/db/migrations/'];

/** A file over the limit kept for now: reported as stale once it is back under the limit. */
export interface LongFile {
  file: string;
  until: string;
}

/**
 * Files over the limit kept for now, each with what it waits for: empty since the last of them
 * were split. An entry is reported as stale once its file is back under the limit.
 */
export const LONG_FILES: LongFile[] = [];

/** Lines as `wc -l` counts them, and a last line without its newline as one more. */
export function linesOf(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function countedFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(relative);
      } else if (
        LENGTH_FILE.test(entry.name) &&
        !NOT_COUNTED.some((prefix) => relative.startsWith(prefix))
      ) {
        files.push(relative);
      }
    }
  };
  for (const folder of LENGTH_FOLDERS) if (existsSync(path.join(root, folder))) walk(folder);
  return files.sort();
}

export interface LengthReport {
  files: number;
  problems: string[];
}

/** Every source file under `root` over MAX_LINES lines, and every entry of `longFiles` not over. */
export function checkFileLengths(root: string, longFiles: LongFile[] = LONG_FILES): LengthReport {
  const problems: string[] = [];
  const files = countedFiles(root);
  const long = new Map<string, number>();
  for (const file of files) {
    const lines = linesOf(readFileSync(path.join(root, file), 'utf8'));
    if (lines > MAX_LINES) long.set(file, lines);
  }
  for (const [file, lines] of long) {
    if (longFiles.some((entry) => entry.file === file)) continue;
    problems.push(
      `${file} has ${lines} lines, more than ${MAX_LINES}: split it along its seams, one concern per file (docs/testing.md)`,
    );
  }
  for (const entry of longFiles) {
    if (!long.has(entry.file)) {
      problems.push(
        `long file no longer over ${MAX_LINES} lines: ${entry.file}; remove it from LONG_FILES in scripts/file-length.ts`,
      );
    }
  }
  return { files: files.length, problems };
}
