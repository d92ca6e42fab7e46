import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { logger } from '../logger.ts';
import type { CachedPage } from './page-cache.ts';
import type { PageStore } from './page-store.ts';

/** Pages are made in bursts of this long, each after a quiet look at the server. */
const BURST_MS = 50;
/** How long the filling stands back to see how busy the server is without it. */
const LOOK_MS = 10;
/** Busier than this (the event loop's share of time at work), the server is left to its visitors. */
const BUSY = 0.3;

/**
 * Resolves once the server has spent a look's time mostly waiting: what the filling sees while it
 * stands back is the visitors' work alone. A busy server is looked at again until it is quiet.
 */
async function quietMoment(): Promise<void> {
  for (;;) {
    const before = performance.eventLoopUtilization();
    await sleep(LOOK_MS);
    if (performance.eventLoopUtilization(before).utilization < BUSY) return;
  }
}

export interface PrerenderSource {
  /** The catalogue's version now. */
  version(): Promise<string>;
  /** The addresses of every product page the storefront lists. */
  urls(): Promise<string[]>;
  /** The page for `url` as sent, made under `version`; null when it is better not kept. */
  make(url: string, version: string): Promise<CachedPage | null>;
}

/** Pages claimed at once: another process filling beside this one takes the next ones. */
const CLAIM_BATCH = 25;

/**
 * Every product page, rendered ahead of its first visitor and kept in the database under the
 * catalogue's version (the rule of decision 0010; where, decision 0048): a farmer opening any of
 * ten thousand products gets a page already made, from whichever app process answers. When the
 * catalogue changes, the pages of the new version are made in the background, in short bursts
 * while the server is quiet, one page per turn of the event loop: visitors go first, and a server
 * under load makes no page (decision 0032). Each process fills, claiming pages a batch at a time
 * (`PageStore.claim`): a page is rendered by one process, and two processes share the work.
 * Until a page is made it is rendered on request and kept. A change seen during the filling
 * starts it again. Nothing is kept per page in the process's memory.
 */
export class PrerenderedPages {
  readonly #source: PrerenderSource;
  readonly #store: PageStore;
  #filled: string | null = null;
  #filling: Promise<void> | null = null;
  #stopped = false;
  /** Pages this process has rendered ahead of their visitors (for tests). */
  made = 0;

  constructor(source: PrerenderSource, store: PageStore) {
    this.#source = source;
    this.#store = store;
  }

  /** The page kept for `url` under `version`, or null. */
  async get(url: string, version: string): Promise<CachedPage | null> {
    if (this.#stopped) return null;
    try {
      return await this.#store.read(url, version);
    } catch (error) {
      logger.warn('prerendered page not read', { error });
      return null;
    }
  }

  /** Keeps a page rendered on request, for every process (unless one was made meanwhile). */
  keep(url: string, page: CachedPage): void {
    if (this.#stopped) return;
    this.#store.keep(url, page).catch((error: unknown) => {
      logger.warn('prerendered page not kept', { error });
    });
  }

  /**
   * Told the catalogue's version by each catalogue page's request: a version whose pages are not
   * all made starts the filling (which itself notices a change made while it runs).
   */
  notice(version: string): void {
    if (this.#stopped || this.#filling || this.#filled === version) return;
    this.#filling = this.#fill()
      .catch((error: unknown) => {
        if (!this.#stopped) logger.warn('product pages not prerendered', { error });
      })
      .finally(() => {
        this.#filling = null;
      });
  }

  /** Resolves when the filling under way (if any) has ended (for tests). */
  async settled(): Promise<void> {
    await this.#filling;
  }

  /** Ends the filling. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#filling;
  }

  async #fill(): Promise<void> {
    for (;;) {
      const version = await this.#source.version();
      await this.#store.forgetBefore(version);
      const changed = await this.#fillVersion(version);
      if (this.#stopped) return;
      if (!changed) {
        this.#filled = version;
        return;
      }
    }
  }

  /** Makes the pages of `version` no process has claimed; true when the catalogue changed. */
  async #fillVersion(version: string): Promise<boolean> {
    const urls = await this.#source.urls();
    let burst = Number.NEGATIVE_INFINITY;
    for (let from = 0; from < urls.length; from += CLAIM_BATCH) {
      if (this.#stopped) return false;
      const claimed = await this.#store.claim(urls.slice(from, from + CLAIM_BATCH), version);
      for (const [index, url] of claimed.entries()) {
        if (performance.now() - burst > BURST_MS) {
          await quietMoment();
          burst = performance.now();
        }
        // The version is read before the page, so a page is never kept under a newer version
        // than its data (db/shared-read.ts shares this read with the requests of the moment).
        if (this.#stopped || (await this.#source.version()) !== version) {
          await this.#store.release(claimed.slice(index), version);
          return !this.#stopped;
        }
        const page = await this.#source.make(url, version);
        if (page) {
          await this.#store.keep(url, page);
          this.made += 1;
        } else {
          await this.#store.release([url], version);
        }
        await nextTurn();
      }
    }
    return false;
  }
}
