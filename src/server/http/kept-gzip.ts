/** What a cache keeps at most; past either bound the least recently used goes first. */
export interface KeptBounds {
  entries: number;
  /** Of gzipped bytes, what the cache holds in memory. */
  bytes: number;
}

/** A gzipped answer or page as kept: its bytes, and the catalogue version it was made under. */
export interface KeptItem {
  version: string;
  gzipped: Uint8Array;
}

/**
 * Gzipped answers or pages kept by key in this process, each under the catalogue version it was
 * made under (decision 0010): found only while that version is still the catalogue's, bounded by
 * how many and by their bytes, the least recently used going first. The catalogue's answer cache
 * (catalog/catalog-cache.ts) and the page cache (page-cache.ts) keep theirs here.
 */
export class KeptGzip<T extends KeptItem> {
  readonly #items = new Map<string, T>();
  readonly #bounds: KeptBounds;
  #bytes = 0;

  constructor(bounds: KeptBounds) {
    this.#bounds = bounds;
  }

  /** The item kept for `key` when it was made under `version`, now the most recently used. */
  get(key: string, version: string): T | null {
    const item = this.#items.get(key);
    if (item?.version !== version) return null;
    this.#items.delete(key);
    this.#items.set(key, item);
    return item;
  }

  /** Keeps `item` for `key`, in place of what was kept for it. */
  keep(key: string, item: T): void {
    this.#forget(key);
    this.#items.set(key, item);
    this.#bytes += item.gzipped.length;
    while (this.#items.size > this.#bounds.entries || this.#bytes > this.#bounds.bytes) {
      const oldest = this.#items.keys().next().value;
      if (oldest === undefined) break;
      this.#forget(oldest);
    }
  }

  /** Lets go of everything kept. */
  clear(): void {
    this.#items.clear();
    this.#bytes = 0;
  }

  /** How many items are kept (for tests). */
  get size(): number {
    return this.#items.size;
  }

  /** How many gzipped bytes are kept (for tests). */
  get bytes(): number {
    return this.#bytes;
  }

  #forget(key: string): void {
    const item = this.#items.get(key);
    if (!item) return;
    this.#items.delete(key);
    this.#bytes -= item.gzipped.length;
  }
}
