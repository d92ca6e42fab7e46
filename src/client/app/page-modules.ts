import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageRoute } from '../../shared/routes.ts';

/** What a page module gives React Router's `lazy`: `Component`, and `loader` where it has one. */
export type PageLoad = LazyRouteFunction<RouteObject>;
export type PageModule = Awaited<ReturnType<PageLoad>>;
export type PageModules = Record<string, () => Promise<PageModule>>;

/**
 * The public pages' modules of the route table (shared/routes.ts, the rows marked `public`), each
 * loaded on demand and so built as a chunk of its own, keyed `/` + the table's `module`. Every
 * first load carries this list and the chunks each module needs (Vite's preload lists), so it
 * names only the pages anyone may open: the customer's own pages are in
 * account-page-modules.ts and the back office's in admin-page-modules.ts, each loaded with the
 * first such page. page-modules.test.ts holds these files and the table together.
 */
export const PUBLIC_PAGE_MODULES: PageModules = import.meta.glob<PageModule>([
  '/src/client/features/catalog/{home,products,product,bestsellers,promotions}-page.tsx',
  '/src/client/features/content/{articles,article,news,news-item,how-to-order}-page.tsx',
  '/src/client/features/farm/problems-page.tsx',
  '/src/client/features/privacy/privacy-notice-page.tsx',
]);

/** A module of `modules` by the table's name for it; one that is not there stops the app. */
export function pageIn(modules: PageModules, module: string): PageLoad {
  const load = modules[`/${module}`];
  if (!load) throw new Error(`The route table names ${module}, which is not a page module.`);
  return load;
}

/** The `lazy` of a page the table names. */
export function lazyPage(
  route: Pick<PageRoute, 'layout' | 'module'> & { public?: boolean },
): PageLoad {
  const { layout, module } = route;
  if (layout === 'shop' && route.public) return pageIn(PUBLIC_PAGE_MODULES, module);
  if (layout === 'shop') {
    return async () => {
      const { ACCOUNT_PAGE_MODULES } = await import('./account-page-modules.ts');
      return pageIn(ACCOUNT_PAGE_MODULES, module)();
    };
  }
  return async () => {
    const { ADMIN_PAGE_MODULES } = await import('./admin-page-modules.ts');
    return pageIn(ADMIN_PAGE_MODULES, module)();
  };
}
