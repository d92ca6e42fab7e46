import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './lock.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

// Each check starts Node on the TypeScript sources and imports the whole app: on a busy machine
// that took over 20 s (and 49 s beside a full test run), so a process has 80 s and a check 2 min.
describe('a second shop on the same PGlite folder', { timeout: 120_000 }, () => {
  it('stops with one clear line, not a stack trace, however it is started', () => {
    const dataDir = path.join(root, 'db');
    // This test's process is the first shop: it holds the folder.
    const release = lockDataDir(dataDir);
    try {
      // The second starts the way `npm start` does (scripts/start.ts): startServer() awaited
      // without a catch of its own.
      const second = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "const { startServer } = await import('./src/server/index.ts'); await startServer({ staticRoot: null });",
        ],
        {
          cwd: PROJECT_ROOT,
          env: { ...withoutDatabaseUrl(process.env), PGLITE_DIR: dataDir, PORT: '4299' },
          encoding: 'utf8',
          timeout: 80_000,
        },
      );
      expect(second.status).toBe(1);
      expect(second.stderr.trim().split('\n')).toEqual([
        `The database folder ${dataDir} is in use by process ${process.pid}; stop it first.`,
      ]);
    } finally {
      release();
    }
  });
});

describe('a shop that cannot open its database', { timeout: 120_000 }, () => {
  it("stops with one log line of the logger, not the driver's message with its query and params", () => {
    // The database's name stands for any value a failing query carries (a phone, here).
    const phone = '0812345678';
    const started = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { startServerOrExit } = await import('./src/server/index.ts'); await startServerOrExit({ staticRoot: null });",
      ],
      {
        cwd: PROJECT_ROOT,
        env: {
          ...process.env,
          DATABASE_URL: `postgres://postgres@127.0.0.1:5432/shop_${phone}`,
          PORT: '4298',
          LOG_LEVEL: 'info',
        },
        encoding: 'utf8',
        timeout: 80_000,
      },
    );
    expect(started.status).toBe(1);
    const output = `${started.stdout}${started.stderr}`;
    expect(output).not.toContain(phone);
    expect(output).not.toContain('params:');
    // The start's progress line (which names the kind of database, never its URL), then the one
    // line of the logger.
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('Opening the database: PostgreSQL…');
    expect(JSON.parse(lines[1] as string)).toMatchObject({
      level: 'error',
      msg: 'the shop could not start',
    });
  });
});
