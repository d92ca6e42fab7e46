import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject, redirect } from 'react-router';
import { LAYOUT_ROOTS, paths, ROUTE_LIST, type RouteEntry } from '../../shared/routes.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { lazyPage } from './page-modules.ts';

/**
 * Shown while the first page's lazily loaded module arrives: nothing, as before. (The server's
 * Link header has the browser fetch that module alongside the entry, so the wait is short; a shell
 * here would be thrown away and mounted again with the real layout.) Giving it explicitly keeps
 * React Router from warning on every load.
 */
function FirstLoad() {
  return null;
}

// A visitor seldom sees it, so its code loads only when a page fails.
const LazyErrorPage = lazy(() =>
  import('./error-page.tsx').then((module) => ({ default: module.ErrorPage })),
);

function ErrorPage() {
  return (
    <Suspense fallback={null}>
      <LazyErrorPage />
    </Suspense>
  );
}

const notFound: RouteObject = {
  path: '*',
  loader: () => {
    throw new Response('Not Found', { status: 404 });
  },
};

/** What renders a page of the table: its module, loaded lazily (tests put a stand-in there). */
export type PageOf = (route: RouteEntry) => Pick<RouteObject, 'lazy' | 'element'>;

const lazyModule: PageOf = (route) => ({ lazy: lazyPage(route) });

/**
 * The pages of one layout, from the route table (shared/routes.ts), each under the table's id:
 * the admin layout reads the matched page's permission back by it.
 */
export function pagesOf(layout: RouteEntry['layout'], page: PageOf = lazyModule): RouteObject[] {
  const root = LAYOUT_ROOTS[layout];
  return ROUTE_LIST.filter((route) => route.layout === layout).map(
    (route): RouteObject =>
      route.path === root
        ? { id: route.id, index: true, ...page(route) }
        : { id: route.id, path: route.path.slice(root.length).replace(/^\//, ''), ...page(route) },
  );
}

/**
 * The shop's routes: the table's pages inside their layouts, and the routes that are no page.
 * Pages load lazily so a visitor downloads only what they open.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: LAYOUT_ROOTS.shop,
      Component: PublicLayout,
      HydrateFallback: FirstLoad,
      ErrorBoundary: ErrorPage,
      children: [
        ...pagesOf('shop'),
        // The hero banner's link says 'equipment'; the category key is 'equipments'.
        { path: 'products/equipment', loader: () => redirect(paths.category('equipments')) },
        notFound,
      ],
    },
    {
      path: LAYOUT_ROOTS.admin,
      lazy: () => import('./layouts/admin-layout.tsx'),
      HydrateFallback: FirstLoad,
      ErrorBoundary: ErrorPage,
      children: [
        { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
        ...pagesOf('admin'),
        notFound,
      ],
    },
  ];
}
