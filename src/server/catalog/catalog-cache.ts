import { count, lt, max } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { catalogChanges } from '../db/schema/catalog.ts';
import { shareReads } from '../db/shared-read.ts';
import type { AppEnv } from '../http/env.ts';
import { type KeptBounds, KeptGzip } from '../http/kept-gzip.ts';
import { gzipToKeep, type PackedAnswer, type PackedJson, sendPacked } from '../http/packed-json.ts';
import { logger } from '../logger.ts';

/** Listings, categories, best sellers, recommendations: a few hundred questions, asked again. */
const ANSWERS: KeptBounds = { entries: 500, bytes: 16 * 1024 * 1024 };

/**
 * One product's answer each (some 1.3 KB gzipped): kept apart, so that farmers looking through
 * thousands of products do not push out the listings, and bounded by bytes: ten thousand
 * products' answers fit.
 */
export const PRODUCT_ANSWERS: KeptBounds = { entries: 20_000, bytes: 16 * 1024 * 1024 };
/** Past this many change rows the cache deletes all but the newest (one cheap statement). */
const PRUNE_FROM_ROWS = 100;

interface Entry {
  version: string;
  gzipped: Buffer;
}

/** Read once per turn of the event loop that serves the catalogue; prepared (db/prepared.ts). */
const versionQuery = preparedQuery((db) =>
  db
    .select({ rows: count(), newest: max(catalogChanges.id) })
    .from(catalogChanges)
    .prepare('read_catalog_version'),
);

/**
 * The catalogue's version: how many change rows there are and the newest one. Rows appear as
 * statements commit, in any order of their ids, so the count changes with every commit even
 * when an older id commits after a newer one.
 */
async function readVersion(
  db: Executor,
): Promise<{ version: string; rows: number; newest: number }> {
  const [row] = await versionQuery(db).execute();
  const rows = row?.rows ?? 0;
  const newest = Number(row?.newest ?? 0);
  return { version: `${rows}:${newest}`, rows, newest };
}

/**
 * Per database handle (built once, db/prepared.ts), the version read that the requests arriving
 * together share (db/shared-read.ts): each still sees every change committed before it arrived.
 */
const versionReads = preparedQuery((db) => shareReads(() => readVersion(db)));

const sharedVersion = (db: Executor) => versionReads(db)();

/** The catalogue's version now (see readVersion): what the server-rendered pages are kept by. */
export async function catalogVersion(db: Executor): Promise<string> {
  return (await sharedVersion(db)).version;
}

/**
 * Storefront catalogue answers (listing, product, bestsellers, categories) kept gzipped, keyed by
 * the validated query. Each request first reads the catalogue's version from the database (one
 * index-sized query, shared by the requests arriving together) and is answered from the cache
 * only when nothing changed since: a price, stock or product edited anywhere shows at once.
 * Concurrent misses for one key share one query. A miss is computed knowing the version it will
 * be kept under, so that what it keeps of its own (the crop × pest listing's orders,
 * crop-listing.ts) is kept under the same one.
 */
export class CatalogCache {
  readonly #entries: KeptGzip<Entry>;
  readonly #pending = new Map<string, Promise<Entry>>();
  /** The catalogue's version last read: the only one whose answers are kept. */
  #version = '';
  #pruning = false;

  constructor(bounds: KeptBounds = ANSWERS) {
    this.#entries = new KeptGzip(bounds);
  }

  async answer<T>(
    c: Context<AppEnv>,
    key: string,
    compute: (version: string) => Promise<T>,
  ): Promise<PackedAnswer<T>> {
    const db = c.var.db;
    const { version, rows, newest } = await sharedVersion(db);
    if (rows > PRUNE_FROM_ROWS) this.#prune(db, newest);
    // Every answer kept is of an older catalogue now, never to be sent again: its memory goes.
    if (version !== this.#version) {
      this.#version = version;
      this.#entries.clear();
    }

    // A page prerendered in the background reads through the cache without filling it: ten
    // thousand product answers would push out the listings farmers are asking for.
    const entry =
      c.env?.background === true
        ? (this.#entries.get(key, version) ?? (await this.#make(version, compute)))
        : await this.#entry(key, version, compute);
    return sendPacked(c, entry as PackedJson<T>);
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.#entries.size;
  }

  /** The gzipped bytes kept (for tests). */
  get bytes(): number {
    return this.#entries.bytes;
  }

  /**
   * Gzipped here, on the event loop: an answer of a few kilobytes takes tens of microseconds,
   * where zlib's thread pool costs several hundred of CPU per answer in handing over alone (and
   * near a millisecond with many at once, measured with `process.cpuUsage`).
   */
  async #make(version: string, compute: (version: string) => Promise<unknown>): Promise<Entry> {
    return { version, gzipped: gzipToKeep(JSON.stringify(await compute(version))) };
  }

  async #entry(
    key: string,
    version: string,
    compute: (version: string) => Promise<unknown>,
  ): Promise<Entry> {
    const cached = this.#entries.get(key, version);
    if (cached) return cached;
    const pendingKey = `${version}\n${key}`;
    let pending = this.#pending.get(pendingKey);
    if (!pending) {
      pending = this.#make(version, compute);
      this.#pending.set(pendingKey, pending);
      pending
        .then((made) => this.#store(key, made))
        .catch(() => {})
        .finally(() => this.#pending.delete(pendingKey));
    }
    return pending;
  }

  #store(key: string, made: Entry): void {
    // An answer made for an older version would never be served: every read checks the version.
    if (made.version === this.#version) this.#entries.keep(key, made);
  }

  #prune(db: Executor, newest: number): void {
    if (this.#pruning) return;
    this.#pruning = true;
    db.delete(catalogChanges)
      .where(lt(catalogChanges.id, newest))
      .catch((error: unknown) => logger.warn('catalog change rows not pruned', { error }))
      .finally(() => {
        this.#pruning = false;
      });
  }
}
