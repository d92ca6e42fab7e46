import { promisify } from 'node:util';
import { gunzipSync, gzip as gzipCallback } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

const gzip = promisify(gzipCallback);

/** Pages kept at most (some 7 KB gzipped each); the least recently used goes first. */
const MAX_PAGES = 1000;

/** A rendered page as sent: the whole document, gzipped, and its Link header. */
export interface CachedPage {
  version: string;
  gzipped: Buffer;
  link: string | null;
}

/**
 * Server-rendered catalogue pages (home, listings, product pages, best sellers, promotions) kept
 * gzipped by URL under the catalogue's version, the very rule of the catalogue's answer cache
 * (decision 0010): a page is sent again only while nothing in the catalogue changed, so a price
 * edited in any process shows on the next request. A page is the same for every visitor: it holds
 * no session (the layout asks for that in the browser).
 */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();

  /** The page kept for `url` when it was made under `version`. */
  get(url: string, version: string): CachedPage | null {
    const page = this.#pages.get(url);
    if (page?.version !== version) return null;
    this.#pages.delete(url);
    this.#pages.set(url, page);
    return page;
  }

  /**
   * Keeps `html` for `url` under `version`, and answers it as kept. It is gzipped off the main
   * thread (libuv's pool), which meanwhile answers other requests.
   */
  async keep(url: string, version: string, html: string, link: string | null): Promise<CachedPage> {
    const page = { version, gzipped: await gzip(html), link };
    this.#pages.delete(url);
    this.#pages.set(url, page);
    if (this.#pages.size > MAX_PAGES) {
      const oldest = this.#pages.keys().next().value;
      if (oldest !== undefined) this.#pages.delete(oldest);
    }
    return page;
  }

  /** How many pages are kept (for tests). */
  get size(): number {
    return this.#pages.size;
  }
}

/**
 * Sends a kept page: its gzip bytes to a client that takes gzip (the listener's compression leaves
 * an encoded body alone), the HTML to any other.
 */
export function sendPage(c: Context, page: CachedPage): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    Vary: 'Accept-Encoding',
  };
  if (page.link) headers.Link = page.link;
  if (
    accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: 'identity' }) === 'gzip'
  ) {
    headers['Content-Encoding'] = 'gzip';
    return c.body(new Uint8Array(page.gzipped), 200, headers);
  }
  return c.body(gunzipSync(page.gzipped).toString('utf8'), 200, headers);
}
