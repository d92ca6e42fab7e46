import { ADMIN_ROUTE_LIST, ADMIN_ROUTES } from './admin-routes.ts';
import { SHOP_ROUTE_LIST, SHOP_ROUTES } from './routes.ts';

/**
 * The whole route table, both halves joined (shared/routes.ts, shared/admin-routes.ts): what the
 * server matches a request against, what the admin layout reads a page's permission from, and what
 * the tests hold the page modules to. Never imported by a public page's first load.
 */
export const ROUTES = { ...SHOP_ROUTES, ...ADMIN_ROUTES } as const;

export type RouteId = keyof typeof ROUTES;

/** The table's rows with their ids, in the table's order. */
export const ROUTE_LIST = [...SHOP_ROUTE_LIST, ...ADMIN_ROUTE_LIST];

export type RouteEntry = (typeof ROUTE_LIST)[number];

export function routeById(id: string): RouteEntry | undefined {
  return ROUTE_LIST.find((route) => route.id === id);
}

export interface RouteMatch {
  route: RouteEntry;
  /** The `:params` as they stand in the URL (not decoded). */
  params: Record<string, string>;
}

/** The table's patterns as regular expressions, made on the first match (the SPA never asks). */
let compiled: { route: RouteEntry; names: string[]; score: number; regex: RegExp }[] | null = null;

function compile() {
  return ROUTE_LIST.map((route) => {
    const segments = route.path.split('/').filter(Boolean);
    const names = segments
      .filter((segment) => segment.startsWith(':'))
      .map((name) => name.slice(1));
    // Static segments are plain words (routes.test.ts): nothing in them to escape.
    const pattern = segments
      .map((segment) => (segment.startsWith(':') ? '/([^/]+)' : `/${segment}`))
      .join('');
    // React Router's ranking: a static segment outweighs a param.
    const score = segments.reduce((sum, segment) => sum + (segment.startsWith(':') ? 3 : 10), 0);
    return { route, names, score, regex: new RegExp(`^${pattern || '/'}$`, 'i') };
  });
}

/**
 * The page React Router shows at `pathname`, matched as it matches (one trailing slash ignored,
 * letter case too, a static segment before a param), or null when no page of the table is there.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  let best: { match: RouteMatch; score: number } | null = null;
  compiled ??= compile();
  for (const { route, names, score, regex } of compiled) {
    const found = regex.exec(path);
    if (!found || (best && best.score >= score)) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? '']));
    best = { match: { route, params }, score };
  }
  return best?.match ?? null;
}
