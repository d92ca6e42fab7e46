import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { LAYOUT_ROOTS, paths, SHOP_ROUTE_LIST } from '../../shared/routes.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { ErrorPage, FirstLoad, notFound, pagesOf } from './route-parts.tsx';

/**
 * The storefront's routes: the table's shop pages inside their layout, and the routes that are no
 * page. Pages load lazily so a visitor downloads only what they open. The back office's routes
 * are not here: the router adds them when it is first asked for an admin address
 * (`findBackOffice`), so a shopper's first load carries none of them.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: LAYOUT_ROOTS.shop,
      Component: PublicLayout,
      HydrateFallback: FirstLoad,
      ErrorBoundary: ErrorPage,
      children: [
        ...pagesOf(SHOP_ROUTE_LIST),
        // The hero banner's link says 'equipment'; the category key is 'equipments'.
        { path: 'products/equipment', loader: () => redirect(paths.category('equipments')) },
        notFound,
      ],
    },
  ];
}

/** Whether a path is the back office's: `/admin` or under it, in any letter case as matched. */
export function isBackOfficePath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === LAYOUT_ROOTS.admin || lower.startsWith(`${LAYOUT_ROOTS.admin}/`);
}

/**
 * React Router asks this before it settles on a match it is not sure of (none, or one with params,
 * such as the storefront's not-found page under `/admin/…`): at a back-office address, the back
 * office's routes are loaded and added once; anywhere else nothing is done.
 */
export const findBackOffice: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isBackOfficePath(path)) return;
  const { backOfficeRoutes } = await import('./admin-routes.tsx');
  patch(null, [backOfficeRoutes()]);
};
