import { Navigate, type RouteObject } from 'react-router';
import { ADMIN_ROUTE_LIST, adminPaths } from '../../shared/admin-routes.ts';
import { LAYOUT_ROOTS } from '../../shared/routes.ts';
import { ErrorPage, FirstLoad, notFound, pagesOf } from './route-parts.tsx';

/** The back office's layout route, by which the router knows it has been added. */
export const BACK_OFFICE_ROUTE_ID = 'admin';

/**
 * The back office's routes: its layout and its pages from the table's admin half. Loaded with the
 * first admin page (routes.tsx, `findBackOffice`), not in the storefront's first load.
 */
export function backOfficeRoutes(): RouteObject {
  return {
    id: BACK_OFFICE_ROUTE_ID,
    path: LAYOUT_ROOTS.admin,
    lazy: () => import('./layouts/admin-layout.tsx'),
    HydrateFallback: FirstLoad,
    ErrorBoundary: ErrorPage,
    children: [
      { index: true, element: <Navigate to={adminPaths.dashboard} replace /> },
      ...pagesOf(ADMIN_ROUTE_LIST),
      notFound,
    ],
  };
}
