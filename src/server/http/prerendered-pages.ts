import { mkdtempSync, rmSync } from 'node:fs';
import { type FileHandle, open, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { logger } from '../logger.ts';
import type { CachedPage } from './page-cache.ts';

interface Place {
  offset: number;
  length: number;
  link: string | null;
}

/** The folders of this process's packs, removed when it exits. */
const folders = new Set<string>();
let removingOnExit = false;

function packFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-pages-'));
  folders.add(folder);
  if (!removingOnExit) {
    removingOnExit = true;
    process.once('exit', () => {
      for (const each of folders) rmSync(each, { recursive: true, force: true });
    });
  }
  return folder;
}

/**
 * One catalogue version's pages, gzipped, one after another in a file on disk, and where each
 * lies in memory: ten thousand product pages are some 60 MB, which the operating system's file
 * cache holds rather than the server's heap. Pages are written at places handed out in turn, so
 * writes need no queue; a page is readable once its write has ended.
 */
export class PagePack {
  readonly version: string;
  readonly #file: string;
  readonly #handle: Promise<FileHandle>;
  readonly #places = new Map<string, Place>();
  readonly #busy = new Set<Promise<unknown>>();
  #end = 0;
  #closed = false;

  constructor(folder: string, name: string, version: string) {
    this.version = version;
    this.#file = path.join(folder, name);
    this.#handle = open(this.#file, 'w+');
    // A pack whose file could not be made holds nothing: every page is then rendered on request.
    this.#handle.catch((error: unknown) => {
      this.#closed = true;
      logger.warn('page pack not opened', { error });
    });
  }

  has(url: string): boolean {
    return this.#places.has(url);
  }

  get size(): number {
    return this.#places.size;
  }

  /** Whether pages are still written to it (its file made, and not closed). */
  get open(): boolean {
    return !this.#closed;
  }

  /** The page kept for `url`, or null (not kept, or the pack was closed meanwhile). */
  read(url: string): Promise<CachedPage | null> | null {
    const place = this.#places.get(url);
    if (!place || this.#closed) return null;
    return this.#track(async () => {
      const handle = await this.#handle;
      const gzipped = Buffer.allocUnsafe(place.length);
      const { bytesRead } = await handle.read(gzipped, 0, place.length, place.offset);
      if (bytesRead !== place.length) return null;
      return { version: this.version, gzipped, link: place.link };
    });
  }

  /** Writes the page for `url`; it is read from the pack once written. */
  add(url: string, page: CachedPage): Promise<void> {
    if (this.#closed || page.version !== this.version || this.#places.has(url)) {
      return Promise.resolve();
    }
    const offset = this.#end;
    const length = page.gzipped.length;
    this.#end += length;
    const writing = this.#track(async () => {
      const handle = await this.#handle;
      await handle.write(page.gzipped, 0, length, offset);
      if (!this.#closed) this.#places.set(url, { offset, length, link: page.link });
    });
    return writing.then(() => undefined);
  }

  /** Forgets every page and removes the file, once the reads and writes under way have ended. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#places.clear();
    await Promise.allSettled([...this.#busy]);
    try {
      await (await this.#handle).close();
      await unlink(this.#file);
    } catch {
      // never opened, or already gone: nothing is left to remove
    }
  }

  #track<T>(work: () => Promise<T>): Promise<T | null> {
    const running = work().catch((error: unknown) => {
      if (!this.#closed) logger.warn('page pack read or write failed', { error });
      return null;
    });
    this.#busy.add(running);
    void running.finally(() => this.#busy.delete(running));
    return running;
  }
}

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

/**
 * Every product page, rendered ahead of its first visitor and kept under the catalogue's version
 * (the rule of decision 0010): a farmer opening any of ten thousand products gets a page already
 * made. When the catalogue changes, a new pack is begun and filled in the background, in short
 * bursts while the server is quiet, one page per turn of the event loop: visitors go first, and a
 * server under load makes no page (made under load, the pages' data outlived the young generation
 * and the heap grew by a tenth; decision 0032). Until a page is in the pack it is rendered on
 * request, as before, and kept there. A change seen during the filling starts it again.
 */
export class PrerenderedPages {
  readonly #source: PrerenderSource;
  #folder: string | null = null;
  #packs = 0;
  #pack: PagePack | null = null;
  #filled: string | null = null;
  #filling: Promise<void> | null = null;
  #stopped = false;

  constructor(source: PrerenderSource) {
    this.#source = source;
  }

  /** The page kept for `url` under `version`, or null. */
  async get(url: string, version: string): Promise<CachedPage | null> {
    if (this.#pack?.version !== version) return null;
    return (await this.#pack.read(url)) ?? null;
  }

  /**
   * Keeps a page rendered on request in the pack of its version; false when there is none (the
   * new pack is not begun yet, or its file could not be made), for the caller to keep it elsewhere.
   */
  keep(url: string, page: CachedPage): boolean {
    if (this.#pack?.version !== page.version || !this.#pack.open) return false;
    void this.#pack.add(url, page);
    return true;
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

  /** How many pages the current pack holds (for tests). */
  get size(): number {
    return this.#pack?.size ?? 0;
  }

  /** Ends the filling and removes the pack's file and folder. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#filling;
    await this.#pack?.close();
    this.#pack = null;
    if (this.#folder) {
      folders.delete(this.#folder);
      await rm(this.#folder, { recursive: true, force: true });
    }
  }

  async #fill(): Promise<void> {
    for (;;) {
      const version = await this.#source.version();
      const pack = this.#pack?.version === version ? this.#pack : await this.#begin(version);
      let changed = false;
      let burst = Number.NEGATIVE_INFINITY;
      for (const url of await this.#source.urls()) {
        if (this.#stopped) return;
        if (pack.has(url)) continue;
        if (performance.now() - burst > BURST_MS) {
          await quietMoment();
          burst = performance.now();
        }
        // The version is read before the page, so a page is never kept under a newer version
        // than its data (db/shared-read.ts shares this read with the requests of the moment).
        if ((await this.#source.version()) !== version) {
          changed = true;
          break;
        }
        const page = await this.#source.make(url, version);
        if (page) await pack.add(url, page);
        await nextTurn();
      }
      if (!changed) {
        this.#filled = version;
        return;
      }
    }
  }

  /** A new, empty pack for `version` in place of the one before, which is closed. */
  async #begin(version: string): Promise<PagePack> {
    const old = this.#pack;
    this.#folder ??= packFolder();
    this.#packs += 1;
    const pack = new PagePack(this.#folder, `pages-${this.#packs}`, version);
    this.#pack = pack;
    this.#filled = null;
    await old?.close();
    return pack;
  }
}
