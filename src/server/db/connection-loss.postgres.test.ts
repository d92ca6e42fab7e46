import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, TestClient } from '../../testing/api-client.ts';
import { scratchPostgresDatabase } from '../../testing/db.ts';
import { nextPhone } from '../../testing/factories/accounts.ts';
import type { App } from '../app.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

/**
 * PostgreSQL ends every connection of the shop's database while requests are under way, as a
 * managed database does at each maintenance (`pg_terminate_backend`): the process must not exit
 * (an 'error' on a checked-out connection with no listener would end this test worker), requests
 * caught in flight are answered 503, and the same process answers the requests after it.
 * PostgreSQL only: PGlite has no connections to end.
 */
const ROUNDS = 3;
const CLIENTS = 8;

let scratch: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
let handle: DatabaseHandle;
let app: App;
let admin: pg.Client;
let database: string;

beforeAll(async () => {
  scratch = await scratchPostgresDatabase();
  // A small pool: a connection lost for good in a round (never given back) would leave the next
  // rounds none to serve with.
  handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 3 });
  app = buildTestApp(handle);
  database = new URL(scratch.url).pathname.slice(1);
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  // Closed by the test once it has seen every connection given back.
  await handle?.close().catch(() => {});
  await scratch?.drop();
});

interface Answer {
  startedAt: number;
  status: number;
  code?: string;
}

/** One request of the mix: a registration (a transaction), a search (a read), the database check. */
async function oneRequest(turn: number): Promise<Answer> {
  const client = new TestClient(app);
  const startedAt = performance.now();
  let response: Response;
  if (turn % 3 === 0) {
    response = await client.fetch(`${TEST_ORIGIN}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'สมหญิง',
        lastName: 'รักนา',
        phone: nextPhone(),
        password: 'green-rice-77',
        confirmPassword: 'green-rice-77',
        acceptPrivacyNotice: true,
        address: '45 หมู่ 2 ต.หันตรา อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000',
      }),
    });
  } else if (turn % 3 === 1) {
    response = await client.fetch(`${TEST_ORIGIN}/api/products?q=ปุ๋ย${turn}`);
  } else {
    response = await client.fetch(`${TEST_ORIGIN}/api/health/database`);
  }
  const body = response.headers.get('content-type')?.includes('json')
    ? ((await response.json()) as { error?: { code?: string } })
    : {};
  return { startedAt, status: response.status, code: body.error?.code };
}

/** `CLIENTS` browsers sending requests one after another until `until`. */
async function load(until: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  let turn = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) answers.push(await oneRequest(turn++));
    }),
  );
  return answers;
}

describe('PostgreSQL ends every connection under load', () => {
  it(`keeps serving: in-flight requests 503, the ones after answered (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const running = load(started + 1_500);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const ended = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
      const terminatedAt = performance.now();
      expect(ended.rowCount, 'connections ended').toBeGreaterThan(0);
      const answers = await running;

      // Nothing but an answer or a 503 in the contract's shape; never a 500.
      const other = answers.filter(
        (answer) => ![200, 201].includes(answer.status) && answer.code !== 'UNAVAILABLE',
      );
      expect(other).toEqual([]);
      // Requests begun a moment after the connections ended find new ones: those of the load
      // (how many depends on the machine's speed) and a round from every client after it.
      const after = answers.filter((answer) => answer.startedAt > terminatedAt + 200);
      const next = await Promise.all(
        Array.from({ length: CLIENTS }, (_, turn) => oneRequest(turn)),
      );
      expect([...after, ...next].filter((answer) => answer.status >= 300)).toEqual([]);
    }
    const check = await new TestClient(app).fetch(`${TEST_ORIGIN}/api/health/database`);
    expect(check.status).toBe(200);
    // Every connection was given back: closing the pool waits for the ones still out.
    const closed = await Promise.race([
      handle.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('a connection is still out'), 5_000)),
    ]);
    expect(closed).toBe('closed');
  });
});
