import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { logger } from '../logger.ts';
import { applyOwnedFunctions } from './functions.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database handle the services use; they never know which driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema>;
/** Either the database or an open transaction: what a service step runs its queries on. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

/** Extensions the migrations create; PGlite must load them when it starts (migration 0001). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite's shared buffers. Its pages live in the process's WASM memory, which never shrinks:
 * PostgreSQL's default of 128 MB held the shop's process at 349 MB before its first request, against
 * 238 MB with 32 MB (decision 0048), and 16 MB took another 16 MB off the catalogue bench's peak
 * (decision 0064). A page not in them is read from the folder's file, which the operating system's
 * cache keeps, not the process: the cached answers and pages spare most reads.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/** How the shop starts PGlite: its own defaults, with the memory settings above. */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (by any process on the same database), on a
   * connection of its own; answers how to stop. A lost connection is opened again.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other process on the same database runs its own (a session advisory
   * lock on PostgreSQL; one at a time in this process on PGlite, whose folder one process holds).
   * Two app processes starting together migrate and seed one after the other, not at once.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
}

/** The advisory lock key of a start's migrations and seed ("SHOP" in ASCII). */
const START_LOCK_KEY = 0x53_48_4f_50;

/** `work` under a session advisory lock taken on a connection of its own. */
async function aloneOnPostgres<T>(config: pg.ClientConfig, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client(config);
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock even when the unlock cannot be sent.
    await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}

/** One `work` at a time in this process. */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => {});
    return next;
  };
}

/** How long a lost LISTEN connection waits before it is opened again. */
const RELISTEN_MS = 5_000;

/** LISTEN on a client of its own (a pooled one would be handed to queries), kept open. */
async function listenOnPostgres(
  config: pg.ClientConfig,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const open = async () => {
    const next = new pg.Client(config);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => {
      // The server went away: listen again soon, and meanwhile tell the listener nothing.
      next.end().catch(() => {});
      if (!stopped && client === next) retry = setTimeout(reopen, RELISTEN_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reopen = () => {
    open().catch(() => {
      if (!stopped) retry = setTimeout(reopen, RELISTEN_MS);
    });
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'postgres'; pool: pg.Pool }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite };

/**
 * Connections to a PostgreSQL server. An order is one round trip of about a millisecond of the
 * database's time, so ten carry thousands of orders a second; with 20, more server processes
 * competed for the same cores and checkout was slower (decision 0014).
 */
const DEFAULT_POOL_SIZE = 10;

/** How long a request waits for a new connection to PostgreSQL before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A connection's error (the server restarted, or ended every session for maintenance) must never
 * end the process, whether the connection is idle in the pool or checked out by a query or a
 * transaction: node-postgres emits it on the client, and an 'error' nobody listens to kills Node.
 * The query under way fails (503, http/errors.ts), the broken connection leaves the pool when it
 * is given back, and the next request opens a new one.
 */
export function watchConnections(pool: pg.Pool): void {
  const lost = (error: Error) => logger.warn('database connection lost', { error });
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  giveBackOnFailedBegin(pool);
}

/**
 * Drizzle 0.45's node-postgres `transaction()` sends BEGIN before the `try/finally` that gives its
 * connection back to the pool: a BEGIN on a connection the server has just ended never gives it
 * back, and a few such failures leave the pool empty for the life of the process. Here a
 * connection checked out of the pool (drizzle checks one out only for a transaction) whose first
 * statement fails is given back at once, with the error, so that the pool drops it; a later
 * release of the same checkout does nothing.
 */
function giveBackOnFailedBegin(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
  pool.connect = (async (...args: unknown[]) => {
    // The pool's own `query` checks out with a callback and gives back itself.
    if (args.length > 0) return connect(...args);
    const client = await connect();
    const { query, release } = client;
    let givenBack = false;
    client.release = (error?: Error | boolean) => {
      if (givenBack) return;
      givenBack = true;
      client.query = query;
      client.release = release;
      release.call(client, error);
    };
    client.query = ((...args: Parameters<typeof query>) => {
      client.query = query;
      const pending = (query as (...a: unknown[]) => unknown).apply(client, args);
      if (pending instanceof Promise) {
        pending.catch((error: unknown) =>
          client.release(error instanceof Error ? error : new Error(String(error))),
        );
      }
      return pending;
    }) as typeof query;
    return client;
  }) as typeof pool.connect;
}

/** Opens PGlite (a folder, `memory://`, or a ready client) or PostgreSQL (a URL or a ready pool). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    let pool: pg.Pool;
    if ('pool' in target) {
      pool = target.pool;
    } else {
      pool = new pg.Pool({
        connectionString: target.url,
        max: target.poolSize ?? DEFAULT_POOL_SIZE,
        // A server that cannot be reached fails a request in seconds (503), never holds it.
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      watchConnections(pool);
    }
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
      listen: (channel, onNotify) => listenOnPostgres(pool.options, channel, onNotify),
      alone: (work) => aloneOnPostgres(pool.options, work),
    };
  }
  let client: PGlite;
  if ('client' in target) {
    client = target.client;
  } else {
    if (!target.dataDir.startsWith('memory://')) {
      // PGlite creates only the last folder of its path.
      mkdirSync(path.dirname(path.resolve(target.dataDir)), { recursive: true });
    }
    client = await PGlite.create(target.dataDir, {
      extensions: PGLITE_EXTENSIONS,
      startParams: PGLITE_START_PARAMS,
    });
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return () => stop();
    },
    alone: oneAtATime(),
  };
}

/** How many migrations the database has run (Drizzle's journal; 0 before the first). */
async function migrationsRun(handle: DatabaseHandle): Promise<number> {
  const rows = async (query: SQL) =>
    ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [journal] = await rows(sql`SELECT to_regclass('drizzle.__drizzle_migrations') AS name`);
  if (!journal?.name) return 0;
  const [counted] = await rows(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return Number(counted?.n ?? 0);
}

/**
 * Applies the committed SQL migrations, then each domain's database functions (db/functions.ts,
 * decision 0017); running it again changes nothing. Answers how many migrations it applied.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<number> {
  const before = await migrationsRun(handle);
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as never, config);
  } else {
    await migratePglite(handle.db as never, config);
    // PGlite learns the database's array types when it opens: those of the types the migrations
    // just made (an array of an enum) are learnt now, or a parameter of one is sent as plain text.
    await (handle.db as unknown as { $client: PGlite }).$client.refreshArrayTypes();
  }
  await applyOwnedFunctions(handle);
  return (await migrationsRun(handle)) - before;
}
