import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { type RenderedPage, type RenderPage, ROUTE_DATA_ID } from '../../shared/page-document.ts';
import { matchRoute } from '../../shared/route-table.ts';
import { logger } from '../logger.ts';
import type { AppEnv } from './env.ts';
import { type CachedPage, PageCache, packPage, sendPage } from './page-cache.ts';
import {
  type BuildManifest,
  createPageHints,
  createStartTag,
  listingCall,
  pageModule,
} from './page-hints.ts';
import type { PageStore } from './page-store.ts';
import { PrerenderedPages } from './prerendered-pages.ts';

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

/** The server half of the SPA (client/entry-server.tsx), built beside it; null before a build. */
async function loadRenderer(root: string): Promise<RenderPage | null> {
  const file = path.join(root, '..', 'render', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * What the first round trip of a new connection carries (TCP's first window: ten segments of
 * 1,460 bytes), less the answer's headers. A page past it takes a second round trip anyway.
 */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/** index.html's one stylesheet, the SPA's entry's: `href` and the file's text. */
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The SPA's index.html, cut where a page's own head and content go: its title and description
 * are the shop's, for the shell; a rendered page brings its own. `readAsset` reads a built file
 * (null when it is missing): the stylesheet's text, for a page that carries it inline.
 */
function pageDocument(html: string, readAsset: (href: string) => string | null) {
  const generic = /<title>[^<]*<\/title>\s*|<meta name="description"[^>]*>\s*/g;
  const [head = '', rest = ''] = html.replace(generic, '').split('</head>');
  const entryScript = /<script type="module"[^>]*><\/script>/;
  const [middle = '', end = ''] = rest.split(ROOT_ELEMENT);
  const noindex = html.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');
  const href = STYLESHEET.exec(head)?.[1];
  const css = href ? readAsset(href) : null;
  const style = css !== null && !css.includes('</') ? `<style>${css}</style>` : null;
  const write = (rendered: RenderedPage, startTag: string | null, inline: boolean) => {
    const scripted = startTag ? head.replace(entryScript, startTag) : head;
    const styled = inline && style ? scripted.replace(STYLESHEET, () => style) : scripted;
    return (
      `${styled}  ${rendered.head}\n  </head>${middle}<div id="root">${rendered.body}</div>` +
      `<script type="application/json" id="${ROUTE_DATA_ID}">${rendered.routeData}</script>${end}`
    );
  };
  return {
    /** The empty shell for a public page the server did not render. */
    shell: html,
    /** The empty shell for account and back-office pages, which search engines leave out. */
    privateShell: noindex,
    /**
     * A rendered page, gzipped as it is sent and kept (its Link header is the caller's); its script
     * is the start module (`startTag`) when the build has one. A page past the first round trip
     * carries its stylesheet inline (`inline: true`): the second trip it takes anyway brings the
     * stylesheet with it, where a phone on a slow line would otherwise ask for it once the page is
     * in, and share the line with the page's pictures meanwhile. A smaller page links it, and stays
     * within one trip; its gzip is the one that measured it.
     */
    page: (rendered: RenderedPage, startTag: string | null, version: string) => {
      const linked = packPage(version, write(rendered, startTag, false), null);
      if (!style || linked.gzipped.length <= FIRST_ROUND_TRIP_BYTES) {
        return { page: linked, inline: false };
      }
      return { page: packPage(version, write(rendered, startTag, true), null), inline: true };
    },
  };
}

/** The public pages drawn from the catalogue alone, kept while the catalogue does not change. */
const CATALOGUE_PAGES = new Set([
  'home',
  'products',
  'category',
  'product',
  'bestsellers',
  'promotions',
]);

export interface StaticSiteOptions {
  /** The catalogue's version now (catalog/catalog-cache.ts); without it no page is kept. */
  catalogVersion?: () => Promise<string>;
  /**
   * Every product page's address (the sitemap's list), the shop's public address and where pages
   * are kept for every process (the database, http/page-store.ts): with them and the catalogue's
   * version, product pages are prerendered (http/prerendered-pages.ts).
   */
  prerender?: { productPages: () => Promise<string[]>; origin: string; store: PageStore };
}

/** A product page's address as the storefront links it, with no query. */
const isPlainProductPage = (routeId: string | undefined, search: string) =>
  routeId === 'product' && search === '';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every
 * other non-API path answered with the SPA so the client router can take it. A public page
 * comes rendered (its content, head tags and route data in the HTML, from the SPA's own routes);
 * the others, and a public page whose data could not be read, come as the empty shell, which the
 * SPA draws in the browser. The shell's scripts and first API calls are named in a Link header
 * (page-hints.ts); a rendered page's script is the start module, which fetches the SPA once the
 * page is on the screen (client/start.ts).
 */
export function mountStaticSite(
  app: Hono<AppEnv>,
  root: string,
  { catalogVersion, prerender }: StaticSiteOptions = {},
): PrerenderedPages | null {
  const indexFile = path.join(root, 'index.html');
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  let document: ReturnType<typeof pageDocument> | null = null;
  let hintsFor: ReturnType<typeof createPageHints> | null = null;
  let startTagFor: ReturnType<typeof createStartTag> | null = null;
  const renderer = loadRenderer(root);
  const readIndex = () => {
    document ??= existsSync(indexFile)
      ? pageDocument(readFileSync(indexFile, 'utf8'), (href) => {
          const file = path.join(root, href);
          return existsSync(file) ? readFileSync(file, 'utf8') : null;
        })
      : null;
    if (!hintsFor || !startTagFor) {
      const manifest = existsSync(manifestFile)
        ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest)
        : null;
      hintsFor = createPageHints(manifest);
      startTagFor = createStartTag(manifest);
    }
    return document;
  };
  const api: typeof fetch = async (input, init) => app.request(input, init);
  const backgroundApi: typeof fetch = async (input, init) =>
    app.request(input, init, { background: true });
  const pages = new PageCache();

  /** The public page rendered, or null for the shell (no renderer, a failed loader, an error). */
  const rendered = async (
    request: Request,
    origin: string,
    through = api,
  ): Promise<RenderedPage | Response | null> => {
    const render = await renderer;
    const { pathname } = new URL(request.url);
    if (!render || pageModule(pathname) === null) return null;
    try {
      return await render(request, { origin, api: through });
    } catch (error) {
      logger.error('page render failed', { error, path: pathname });
      return null;
    }
  };

  /** A product page made ahead of its visitors, as a request for it would have kept it. */
  const prerendered =
    catalogVersion && prerender
      ? new PrerenderedPages(
          {
            version: catalogVersion,
            urls: prerender.productPages,
            make: async (url: string, version: string): Promise<CachedPage | null> => {
              const html = readIndex();
              if (!html) return null;
              const request = new Request(new URL(url, prerender.origin));
              const page = await rendered(request, prerender.origin, backgroundApi);
              if (!page || page instanceof Response) return null;
              const made = html.page(page, startTagFor?.(url) ?? null, version);
              const hints = hintsFor?.(url, '', [], { rendered: true, styleInline: made.inline });
              return { ...made.page, link: hints ?? null };
            },
          },
          prerender.store,
        )
      : null;

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
  // '/' is a page, not the folder's index.html; the build manifest and the shell stay private.
  // A public page's address is never a file, so it is not looked for on disk (a stat per request).
  // Scripts and stylesheets come gzipped from the build (scripts/build.ts) when the client takes gzip.
  const files = serveStatic({ root, precompressed: true });
  app.use('*', (c, next) =>
    c.req.path === '/index.html' ||
    c.req.path.startsWith('/.vite/') ||
    pageModule(c.req.path) !== null
      ? next()
      : files(c, next),
  );
  app.get('*', async (c) => {
    const html = readIndex();
    if (html === null) return c.text('The shop has not been built yet: run npm run build.', 503);
    const search = new URL(c.req.url).search;
    // The header of the pages that are not public is set in server/seo/seo.routes.ts.
    if (pageModule(c.req.path) === null) return c.html(html.privateShell);
    const routeId = matchRoute(c.req.path)?.route.id;
    const version =
      catalogVersion && routeId && CATALOGUE_PAGES.has(routeId) ? await catalogVersion() : null;
    const url = `${c.req.path}${search}`;
    // A plain product page is kept in the database for every process; other pages in this one's.
    const shared = prerendered !== null && isPlainProductPage(routeId, search);
    if (version !== null) prerendered?.notice(version);
    const kept =
      version === null
        ? null
        : shared
          ? await prerendered.get(url, version)
          : pages.get(url, version);
    if (kept) return sendPage(c, kept, true);

    const page = await rendered(c.req.raw, c.var.config.PUBLIC_ORIGIN);
    if (page instanceof Response) return page;
    if (!page) {
      const pictures = await listingPictures(app, c.req.path, search);
      const hints = hintsFor?.(c.req.path, search, pictures) ?? null;
      if (hints) c.header('Link', hints);
      return c.html(html.shell);
    }
    // Kept under the catalogue's version it was made under; a page outside the catalogue (an
    // article, say) has none, and is sent as made.
    const made = html.page(page, startTagFor?.(c.req.path) ?? null, version ?? '');
    const link = hintsFor?.(c.req.path, search, [], { rendered: true, styleInline: made.inline });
    const answer = { ...made.page, link: link ?? null };
    if (version !== null) {
      if (shared) prerendered.keep(url, answer);
      else pages.keep(url, answer);
    }
    return sendPage(c, answer);
  });
  return prerendered;
}
