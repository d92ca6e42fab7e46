import { isCategoryId } from '../../shared/domain/categories.ts';
import { HERO_IMAGES } from '../../shared/domain/hero.ts';
import { HOME_BESTSELLERS } from '../../shared/domain/listing.ts';
import { listingQuery, readListing } from '../../shared/domain/listing-url.ts';
import {
  bestsellersPath,
  HOME_PROMOTIONS_QUERY,
  productsPath,
} from '../../shared/domain/product-listing.ts';
import { matchRoute, type RouteMatch } from '../../shared/route-table.ts';
import { START_CHUNKS_ATTRIBUTE, START_ENTRY_ATTRIBUTE } from '../../shared/start-script.ts';

/**
 * What the SPA will fetch as soon as it starts on a public page (the route table's `public` pages,
 * shared/routes.ts), told in the HTML so the browser fetches it alongside the entry script instead
 * of after it (decision 0013):
 * - the page's lazily loaded route chunk and the chunks it imports (`modulepreload`);
 * - on the home page, the hero's first picture (its largest element);
 * - the catalogue calls the page makes on its first render (`preload as=fetch`), built from the
 *   URL by the very functions the SPA uses (shared/domain/product-listing.ts), so the SPA's fetch
 *   finds the answer already under way.
 */

/** Vite's build manifest (dist/client/.vite/manifest.json): source key → chunk. */
export type BuildManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
>;

/** The layout's calls on every public page: the promotion bar, then the session. */
const LAYOUT_CALLS = ['/promotions/active', '/auth/session'];

/** The public page of the route table (shared/routes.ts) at `pathname`, matched as the SPA does. */
function publicPage(pathname: string): RouteMatch | null {
  const match = matchRoute(pathname);
  return match?.route.layout === 'shop' && match.route.public ? match : null;
}

/** The source module of the page at `pathname`, or null when it is not a public page. */
export function pageModule(pathname: string): string | null {
  return publicPage(pathname)?.route.module ?? null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The product list a listing page (`/products`, `/products/{category}`) asks for, under /api. */
export function listingCall(pathname: string, search: string): string | null {
  const listing = matchRoute(pathname);
  if (listing?.route.id !== 'products' && listing?.route.id !== 'category') return null;
  const raw = listing.params.category;
  const segment = raw === undefined ? null : decodeSegment(raw);
  if (raw !== undefined && (segment === null || !isCategoryId(segment))) return null;
  const category = segment !== null && isCategoryId(segment) ? segment : null;
  const state = readListing(new URLSearchParams(search));
  return productsPath(listingQuery(category, state));
}

/** What the page's own component asks for on its first render (under /api). */
function pageCalls(page: RouteMatch, pathname: string, search: string): string[] {
  if (page.route.id === 'home') {
    return [bestsellersPath(HOME_BESTSELLERS), productsPath(HOME_PROMOTIONS_QUERY)];
  }
  const listing = listingCall(pathname, search);
  return listing ? [listing] : [];
}

/**
 * The API URLs a public page requests on its first render: its own, then the layout's (the
 * promotion bar and the session, client/app/layouts/public-layout.tsx). None for other paths.
 */
export function pageDataUrls(pathname: string, search: string): string[] {
  const page = publicPage(pathname);
  if (!page) return [];
  return [...pageCalls(page, pathname, search), ...LAYOUT_CALLS].map((call) => `/api${call}`);
}

/** The files of `key` and of everything it imports, entry chunk first (keys, not files). */
function closure(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The SPA's entry in the manifest: index.html's script (the start module is an entry too). */
const ENTRY_KEY = 'index.html';
/** The start module a server-rendered page runs instead of the entry (client/start.ts). */
const START_KEY = 'src/client/start.ts';

/** The entry's script, the chunks it imports and its stylesheet(s): what index.html names. */
export function entryFiles(manifest: BuildManifest): { scripts: string[]; styles: string[] } {
  const entryKey = manifest[ENTRY_KEY]?.isEntry ? ENTRY_KEY : undefined;
  if (!entryKey) return { scripts: [], styles: [] };
  const keys = [...closure(manifest, entryKey)];
  return {
    scripts: keys.map((key) => `/${manifest[key]?.file}`),
    styles: (manifest[entryKey]?.css ?? []).map((file) => `/${file}`),
  };
}

/** The chunk files the module `key` loads besides the entry's own. */
export function routeChunks(manifest: BuildManifest, key: string): string[] {
  const loaded = manifest[ENTRY_KEY] ? closure(manifest, ENTRY_KEY) : new Set<string>();
  const wanted: string[] = [];
  const add = (name: string) => {
    if (loaded.has(name) || wanted.includes(name) || !manifest[name]) return;
    wanted.push(name);
    for (const imported of manifest[name].imports ?? []) add(imported);
  };
  add(key);
  return wanted.map((name) => `/${manifest[name]?.file}`);
}

/**
 * Only plain same-origin paths go into the header: what URLSearchParams writes (letters, digits,
 * %XX and a few marks) never holds '<', '>', ',', ';', quotes, spaces or line breaks, and this
 * check makes sure nothing else ever does.
 */
const SAFE_PATH = /^\/[A-Za-z0-9\-._~%/?=&+*]*$/;

/**
 * Builds the `Link` header of a page from the build manifest (null: no build, no hints). For the
 * empty shell: the entry script and its stylesheet, the page's route chunks, its first pictures
 * (the home hero's first slide; on a listing, the `pictures` of its first products, which the
 * caller read), then the page's first API calls. For a page rendered on the server, whose HTML
 * holds its data and pictures and whose start module fetches the scripts once the page is on the
 * screen (`startTag`): the stylesheet alone, or nothing when the page carries it inline
 * (`styleInline`, static.ts). Its layout's calls are the SPA's to make once it
 * starts, after the first paint: named here, they shared a slow line with the stylesheet and the
 * page's pictures and held back its largest element. Chunk lists are worked out once per page
 * module. Returns null for paths that are not public pages.
 */
export function createPageHints(manifest: BuildManifest | null) {
  const entry = manifest ? entryFiles(manifest) : { scripts: [], styles: [] };
  const chunksByModule = new Map<string, string[]>();
  const chunksOf = (module: string) => {
    let chunks = chunksByModule.get(module);
    if (!chunks) {
      chunks = manifest ? routeChunks(manifest, module) : [];
      chunksByModule.set(module, chunks);
    }
    return chunks;
  };
  const styles = entry.styles.map((href) => `<${href}>; rel=preload; as=style; crossorigin`);
  const calls = (urls: string[]) =>
    urls
      .filter((href) => SAFE_PATH.test(href))
      .map((href) => `<${href}>; rel=preload; as=fetch; crossorigin`);
  return (
    pathname: string,
    search: string,
    pictures: readonly string[] = [],
    { rendered = false, styleInline = false }: { rendered?: boolean; styleInline?: boolean } = {},
  ): string | null => {
    const page = publicPage(pathname);
    if (!page) return null;
    if (rendered) {
      return styles.length > 0 && !styleInline ? styles.join(', ') : null;
    }
    const links = [
      ...entry.scripts.map((href) => `<${href}>; rel=modulepreload; crossorigin`),
      ...styles,
      ...chunksOf(page.route.module).map((href) => `<${href}>; rel=modulepreload; crossorigin`),
      ...(page.route.id === 'home' ? [HERO_IMAGES[0]] : pictures)
        .filter((href) => SAFE_PATH.test(href))
        .map(
          (href, index) =>
            `<${href}>; rel=preload; as=image${index === 0 ? '; fetchpriority=high' : ''}`,
        ),
      ...calls(pageDataUrls(pathname, search)),
    ];
    return links.length > 0 ? links.join(', ') : null;
  };
}

/**
 * The script tag of a server-rendered page, from the build manifest: the start module
 * (client/start.ts), told the SPA's entry and the chunks of the page at `pathname` (the entry's
 * own and the page's), which it fetches once the page is on the screen. Null without a build
 * that has the start module, or for a path that is not a public page; the page then keeps
 * index.html's script.
 */
export function createStartTag(manifest: BuildManifest | null) {
  const start = manifest?.[START_KEY]?.file;
  const entry = manifest ? entryFiles(manifest) : { scripts: [], styles: [] };
  const [entryScript, ...entryChunks] = entry.scripts;
  const tags = new Map<string, string>();
  return (pathname: string): string | null => {
    const page = publicPage(pathname);
    if (!manifest || !start || !entryScript || !page) return null;
    const { module } = page.route;
    let tag = tags.get(module);
    if (!tag) {
      const chunks = [...entryChunks, ...routeChunks(manifest, module)].filter((href) =>
        SAFE_PATH.test(href),
      );
      tag =
        `<script type="module" crossorigin src="/${start}" ${START_ENTRY_ATTRIBUTE}="${entryScript}"` +
        ` ${START_CHUNKS_ATTRIBUTE}="${chunks.join(' ')}"></script>`;
      tags.set(module, tag);
    }
    return tag;
  };
}
