import { can, type Role } from './domain/roles.ts';
import { ROUTES, type RouteEntry, type RouteId } from './route-table.ts';
import type { PageRoute } from './routes.ts';

/**
 * Whether `role` may open a page: an admin page's permission in the table (a shop page is no
 * admin section: yes). The admin layout asks it once per section, for the page and the sidebar,
 * and a section's loader asks it before calling what the role may not call.
 */
export function mayOpen(role: Role | null | undefined, page: RouteId | RouteEntry): boolean {
  const route: PageRoute = typeof page === 'string' ? ROUTES[page] : page;
  return route.layout !== 'admin' || can(role, route.permission);
}
