import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { prerenderedPages } from '../db/schema/pages.ts';
import type { CachedPage } from './page-cache.ts';

/**
 * A claim older than this whose page never came (its process stopped or failed) may be taken by
 * another process: a page takes milliseconds to render.
 */
const CLAIM_EXPIRES_S = 60;

/** Read on every product page's request; prepared (db/prepared.ts). */
const readQuery = preparedQuery((db) =>
  db
    .select({ gzipped: prerenderedPages.gzipped, link: prerenderedPages.link })
    .from(prerenderedPages)
    .where(
      and(
        eq(prerenderedPages.path, sql.placeholder('path')),
        eq(prerenderedPages.version, sql.placeholder('version')),
        isNotNull(prerenderedPages.gzipped),
      ),
    )
    .prepare('read_prerendered_page'),
);

/**
 * Product pages kept in the database for every app process on it (decision 0048), gzipped, by
 * address and catalogue version: a page is read only under the version asked for, so one made
 * for an older catalogue is never served. Which process renders a page is decided by a claim:
 * a row without a page, inserted so that a conflict takes over only an expired claim, so one
 * process alone gets it.
 */
export class PageStore {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** The page made for `path` under `version`, or null (not made, or only claimed). */
  async read(path: string, version: string): Promise<CachedPage | null> {
    const [row] = await readQuery(this.#db).execute({ path, version });
    return row?.gzipped ? { version, gzipped: row.gzipped, link: row.link } : null;
  }

  /**
   * Claims the pages of `paths` that no process has made or is making under `version` (or whose
   * claim has expired); answers those this process is to render.
   */
  async claim(paths: string[], version: string): Promise<string[]> {
    if (paths.length === 0) return [];
    const rows = await this.#db
      .insert(prerenderedPages)
      .values(paths.map((path) => ({ path, version })))
      .onConflictDoUpdate({
        target: [prerenderedPages.path, prerenderedPages.version],
        set: { claimedAt: sql`now()` },
        setWhere: and(
          isNull(prerenderedPages.gzipped),
          lt(prerenderedPages.claimedAt, sql`now() - make_interval(secs => ${CLAIM_EXPIRES_S})`),
        ),
      })
      .returning({ path: prerenderedPages.path });
    return rows.map((row) => row.path);
  }

  /** Keeps a page made under its version, unless another process's page is there already. */
  async keep(path: string, page: CachedPage): Promise<void> {
    await this.#db
      .insert(prerenderedPages)
      .values({ path, version: page.version, gzipped: page.gzipped, link: page.link })
      .onConflictDoUpdate({
        target: [prerenderedPages.path, prerenderedPages.version],
        set: { gzipped: page.gzipped, link: page.link },
        setWhere: isNull(prerenderedPages.gzipped),
      });
  }

  /** Gives back claims of `paths` whose pages were not made, for another process to try. */
  async release(paths: string[], version: string): Promise<void> {
    if (paths.length === 0) return;
    await this.#db
      .delete(prerenderedPages)
      .where(
        and(
          inArray(prerenderedPages.path, paths),
          eq(prerenderedPages.version, version),
          isNull(prerenderedPages.gzipped),
        ),
      );
  }

  /**
   * Deletes the pages and claims of the versions before `version`. A version is `rows:newest`
   * (catalog/catalog-cache.ts) and the newest change's id only grows, so a process that read an
   * older version a moment ago never deletes the pages of a newer one another process is making.
   */
  async forgetBefore(version: string): Promise<void> {
    const newest = Number(version.split(':')[1]);
    if (!Number.isSafeInteger(newest)) return;
    await this.#db
      .delete(prerenderedPages)
      .where(sql`split_part(${prerenderedPages.version}, ':', 2)::bigint < ${newest}`);
  }

  /** How many pages are made under `version` (for tests and the bench). */
  async count(version: string): Promise<number> {
    const [row] = await this.#db
      .select({ n: sql<number>`count(*)::int` })
      .from(prerenderedPages)
      .where(and(eq(prerenderedPages.version, version), isNotNull(prerenderedPages.gzipped)));
    return Number(row?.n ?? 0);
  }
}
