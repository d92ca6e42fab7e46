import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { buildTestApp, refusal, TestClient } from '../../testing/api-client.ts';
import { openTestDatabase } from '../../testing/db.ts';
import { nextPhone } from '../../testing/factories/accounts.ts';
import type { App } from '../app.ts';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/client.ts';

/**
 * The database cannot be reached (PostgreSQL: nothing listens where the URL points; PGlite: the
 * database was closed): every answer that needs it is 503 UNAVAILABLE with a Thai message, and
 * the process goes on answering what needs no database.
 */
let gone: App;
let reachable: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  reachable = await openTestDatabase();
  const handle =
    reachable.kind === 'postgres'
      ? // Port 9 (discard): nothing listens there on a test machine.
        await openDatabase({ kind: 'postgres', url: 'postgres://shop@127.0.0.1:9/shop' })
      : await openDatabase({
          kind: 'pglite',
          client: await PGlite.create({ extensions: PGLITE_EXTENSIONS }),
        });
  if (handle.kind === 'pglite') await handle.close();
  gone = buildTestApp(handle);
});

afterAll(async () => {
  await reachable?.close();
});

describe('while the database cannot be reached', () => {
  it('answers 503 UNAVAILABLE in Thai, for a read and for a write', async () => {
    const client = new TestClient(gone);
    for (const pending of [
      client.api.health.database.$get(),
      client.api.products.$get({ query: {} }),
      client.api.auth.login.$post({ json: { phone: nextPhone(), password: 'green-rice-77' } }),
    ]) {
      const error = await refusal(pending, 503, 'UNAVAILABLE');
      expect(error.message).toBe(messages.databaseUnavailable);
    }
  });

  it('still answers what needs no database, and the database check of a reachable one is 200', async () => {
    const client = new TestClient(gone);
    expect((await client.request('GET', '/api/health')).status).toBe(200);
    const ok = await new TestClient(buildTestApp(reachable)).request('GET', '/api/health/database');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'ok', database: reachable.kind });
  });
});
