import { gunzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { KeptGzip } from './kept-gzip.ts';
import { gzipToKeep } from './packed-json.ts';

/** Pages kept at most (some 7 KB gzipped each); the least recently used goes first. */
const MAX_PAGES = 1000;
/** Bytes kept at most, however large the pages: what a process holds for pages is bounded. */
const MAX_BYTES = 16 * 1024 * 1024;

/** A rendered page as sent: the whole document, gzipped, and its Link header. */
export interface CachedPage {
  version: string;
  gzipped: Buffer;
  link: string | null;
}

/**
 * A page as it is kept and sent, gzipped at once. On the main thread (some 0.3 ms for a product
 * page), because gzipping in libuv's pool keeps the page's HTML alive across the wait: under load
 * those strings outlive the young generation and the old one grows with them (ten thousand pages
 * prerendered took the server from 173 to 320 MB, against 226 MB this way; decision 0032).
 */
export function packPage(version: string, html: string, link: string | null): CachedPage {
  return { version, gzipped: gzipToKeep(html), link };
}

/**
 * Server-rendered catalogue pages (home, listings, product pages, best sellers, promotions) kept
 * gzipped by URL under the catalogue's version, the very rule of the catalogue's answer cache
 * (decision 0010): a page is sent again only while nothing in the catalogue changed, so a price
 * edited in any process shows on the next request. A page is the same for every visitor: it holds
 * no session (the layout asks for that in the browser).
 */
export class PageCache extends KeptGzip<CachedPage> {
  constructor() {
    super({ entries: MAX_PAGES, bytes: MAX_BYTES });
  }
}

/**
 * Sends a kept page: its gzip bytes to a client that takes gzip (the listener's compression leaves
 * an encoded body alone), the HTML to any other. A page sent as it was kept (not rendered for this
 * request) says so in its `Server-Timing` header, for whoever reads the shop's timings (the
 * catalogue bench waits by it for the product pages to be prerendered).
 */
export function sendPage(c: Context, page: CachedPage, kept = false): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    Vary: 'Accept-Encoding',
  };
  if (page.link) headers.Link = page.link;
  if (kept) headers['Server-Timing'] = 'page;desc="kept"';
  if (
    accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: 'identity' }) === 'gzip'
  ) {
    headers['Content-Encoding'] = 'gzip';
    return c.body(new Uint8Array(page.gzipped), 200, headers);
  }
  return c.body(gunzipSync(page.gzipped).toString('utf8'), 200, headers);
}
