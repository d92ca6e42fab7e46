import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogLevel } from '../logger.ts';
import type { AppEnv } from './env.ts';
import { requestLogOver } from './request-log.ts';

/** What the logger writes (one JSON line a call); a server part with no database, so no helper. */
const written: string[] = [];
beforeEach(() => {
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    written.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel('silent');
});

/** A request log that calls an answer slow from 50 ms, and routes answering fast, slow or 5xx. */
function app() {
  return new Hono<AppEnv>()
    .use('*', requestLogOver(50))
    .get('/fast', (c) => c.json({ ok: true }))
    .get('/missing', (c) => c.json({ error: 'x' }, 404))
    .get('/broken', (c) => c.json({ error: 'x' }, 503))
    .get('/slow', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 80));
      return c.json({ ok: true });
    });
}

const requestLines = () =>
  written
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'request');

async function visit(level: 'debug' | 'info' | 'warn' | 'silent', ...paths: string[]) {
  written.length = 0;
  setLogLevel(level);
  const shop = app();
  for (const path of paths) await shop.request(path);
  return requestLines();
}

describe('the request log (LOG_LEVEL)', () => {
  it('says nothing at info of answers that are fast and not a server error', async () => {
    expect(await visit('info', '/fast', '/missing', '/fast')).toEqual([]);
  });

  it('names a server error and a slow answer at info, as warnings', async () => {
    const lines = await visit('info', '/fast', '/broken', '/slow');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', method: 'GET', path: '/broken', status: 503 }),
      expect.objectContaining({ level: 'warn', path: '/slow', status: 200, slow: true }),
    ]);
    expect(lines[0]).not.toHaveProperty('slow');
    expect(lines[1]?.ms).toBeGreaterThanOrEqual(50);
  });

  it('keeps those lines at warn and drops them when silent', async () => {
    expect((await visit('warn', '/fast', '/broken')).map((line) => line.path)).toEqual(['/broken']);
    expect(await visit('silent', '/broken', '/slow')).toEqual([]);
  });

  it('writes one line for every request at debug', async () => {
    const lines = await visit('debug', '/fast', '/missing');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'debug', path: '/fast', status: 200 }),
      expect.objectContaining({ level: 'debug', path: '/missing', status: 404 }),
    ]);
  });
});
