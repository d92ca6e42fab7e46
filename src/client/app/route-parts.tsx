import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { LAYOUT_ROOTS, type PageRoute } from '../../shared/routes.ts';
import { lazyPage } from './page-modules.ts';

/**
 * What the storefront's routes (routes.tsx, in every first load) and the back office's
 * (admin-routes.tsx, loaded with the first admin page) both build with.
 */

/**
 * Shown while the first page's lazily loaded module arrives: nothing, as before. (The server's
 * Link header has the browser fetch that module alongside the entry, so the wait is short; a shell
 * here would be thrown away and mounted again with the real layout.) Giving it explicitly keeps
 * React Router from warning on every load.
 */
export function FirstLoad() {
  return null;
}

// A visitor seldom sees it, so its code loads only when a page fails.
const LazyErrorPage = lazy(() =>
  import('./error-page.tsx').then((module) => ({ default: module.ErrorPage })),
);

export function ErrorPage() {
  return (
    <Suspense fallback={null}>
      <LazyErrorPage />
    </Suspense>
  );
}

export const notFound: RouteObject = {
  path: '*',
  loader: () => {
    throw new Response('Not Found', { status: 404 });
  },
};

/** A page of the table with its id: a row of either half (shared/routes.ts, admin-routes.ts). */
export type RouteRow = PageRoute & { id: string };

/** What renders a page of the table: its module, loaded lazily (tests put a stand-in there). */
export type PageOf = (route: RouteRow) => Pick<RouteObject, 'lazy' | 'element'>;

const lazyModule: PageOf = (route) => ({ lazy: lazyPage(route) });

/**
 * The pages of one layout, from its half of the route table, each under the table's id: the admin
 * layout reads the matched page's permission back by it.
 */
export function pagesOf(rows: readonly RouteRow[], page: PageOf = lazyModule): RouteObject[] {
  return rows.map((route): RouteObject => {
    const root = LAYOUT_ROOTS[route.layout];
    return route.path === root
      ? { id: route.id, index: true, ...page(route) }
      : { id: route.id, path: route.path.slice(root.length).replace(/^\//, ''), ...page(route) };
  });
}
