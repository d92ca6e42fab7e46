import { createBrowserRouter, type HydrationState, matchRoutes } from 'react-router';
import { ROUTE_DATA_ID } from '../../shared/page-document.ts';
import { keyFreshHistoryEntry } from './history-entry.ts';
import { createRoutes, findBackOffice } from './routes.tsx';

/** The storefront's routes, built from the route table (shared/routes.ts); the back office's join later. */
export const routes = createRoutes();

/**
 * The route data a server-rendered page carries (server/http/static.ts writes it), or null when
 * the page came as the empty shell (account and back-office pages, or a render that failed).
 */
function serverRouteData(): HydrationState | null {
  const element = document.getElementById(ROUTE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as HydrationState;
  } catch {
    return null;
  }
}

/**
 * Loads the modules of the pages at the current URL before the router starts, so the first render
 * draws the server's HTML again instead of the lazy routes' empty fallback (a hydration mismatch
 * and a flash).
 */
async function loadFirstPage(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

/**
 * The browser's router. On a server-rendered page it starts from the server's route data, so the
 * page's loaders do not ask again for what the HTML already shows; `hydrated` tells the entry to
 * hydrate that HTML rather than draw from nothing.
 */
export async function startRouter() {
  keyFreshHistoryEntry();
  const hydrationData = serverRouteData();
  if (hydrationData) await loadFirstPage();
  const router = createBrowserRouter(routes, {
    ...(hydrationData ? { hydrationData } : {}),
    patchRoutesOnNavigation: findBackOffice,
  });
  return { router, hydrated: hydrationData !== null };
}
