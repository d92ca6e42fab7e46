import { afterEach, beforeEach, vi } from 'vitest';
import { setLogLevel } from '../server/logger.ts';

/**
 * The log lines each test of the file writes, every level on: for tests that a secret, a phone or
 * a value sent never reaches the log. Call once at the top of a test file.
 */
export function captureLogLines(): { readonly lines: string[] } {
  const captured = { lines: [] as string[] };
  beforeEach(() => {
    captured.lines = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      captured.lines.push(String(chunk));
      return true;
    });
    setLogLevel('debug');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setLogLevel('silent');
  });
  return captured;
}
