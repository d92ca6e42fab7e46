import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { type BuildManifest, createPageHints, listingCall } from './page-hints.ts';

/** Pictures of a listing's first products named in its Link header: the first row on a phone. */
const LISTING_PICTURES = 2;

/**
 * The pictures of the first products a listing page will show, read through the shop's own
 * `GET /api/products` (validated and answered from the catalogue cache, which the SPA's own call
 * then finds warm): the page's largest element is one of them. None when the call fails.
 */
async function listingPictures(app: Hono<AppEnv>, pathname: string, search: string) {
  const call = listingCall(pathname, search);
  if (!call) return [];
  try {
    const res = await app.request(`/api${call}`, { headers: { 'Accept-Encoding': 'identity' } });
    if (!res.ok) return [];
    const page = (await res.json()) as { items?: { image?: unknown }[] };
    return (page.items ?? [])
      .slice(0, LISTING_PICTURES)
      .flatMap((item) => (typeof item.image === 'string' ? [item.image] : []));
  } catch {
    return [];
  }
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every
 * other non-API path answered with the SPA so the client router can take it, with the page's
 * scripts and first API calls named in a Link header (page-hints.ts).
 */
export function mountStaticSite(app: Hono<AppEnv>, root: string): void {
  const indexFile = path.join(root, 'index.html');
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  let indexHtml: string | null = null;
  let hintsFor: ReturnType<typeof createPageHints> | null = null;
  const readIndex = () => {
    indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
    hintsFor ??= createPageHints(
      existsSync(manifestFile)
        ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest)
        : null,
    );
    return indexHtml;
  };

  app.use('*', async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/') || !c.res.ok) return;
    const type = c.res.headers.get('content-type') ?? '';
    const cacheControl = c.req.path.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : type.startsWith('text/html')
        ? 'no-cache'
        : 'public, max-age=86400';
    c.res.headers.set('Cache-Control', cacheControl);
  });
  // '/' is a page, not the folder's index.html; the build manifest stays private.
  // Scripts and stylesheets come gzipped from the build (scripts/build.ts) when the client takes gzip.
  const files = serveStatic({ root, precompressed: true });
  app.use('*', (c, next) =>
    c.req.path === '/' || c.req.path.startsWith('/.vite/') ? next() : files(c, next),
  );
  app.get('*', async (c) => {
    const html = readIndex();
    if (html === null) return c.text('The shop has not been built yet: run npm run build.', 503);
    const search = new URL(c.req.url).search;
    const pictures = await listingPictures(app, c.req.path, search);
    const hints = hintsFor?.(c.req.path, search, pictures);
    if (hints) c.header('Link', hints);
    return c.html(html);
  });
}
