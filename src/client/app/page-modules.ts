import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageRoute } from '../../shared/routes.ts';

/** What a page module gives React Router's `lazy`: `Component`, and `loader` where it has one. */
export type PageLoad = LazyRouteFunction<RouteObject>;
export type PageModule = Awaited<ReturnType<PageLoad>>;
export type PageModules = Record<string, () => Promise<PageModule>>;

/**
 * The storefront's page modules of the route table (shared/routes.ts), each loaded on demand and
 * so built as a chunk of its own, keyed `/` + the table's `module`. The back office's are in
 * admin-page-modules.ts, which loads with the first admin page, so a shopper's first load does
 * not carry their imports. A `*-page.tsx` file that is a part of pages rather than a page
 * (content/info-page.tsx) is left out, or it would be loadable on its own; page-modules.test.ts
 * holds these files and the table together.
 */
export const SHOP_PAGE_MODULES: PageModules = import.meta.glob<PageModule>([
  '/src/client/features/**/*-page.tsx',
  '!/src/client/features/content/info-page.tsx',
  '!/src/client/features/*/admin/*-page.tsx',
  '!/src/client/features/analytics/dashboard-page.tsx',
]);

/** A module of `modules` by the table's name for it; one that is not there stops the app. */
export function pageIn(modules: PageModules, module: string): PageLoad {
  const load = modules[`/${module}`];
  if (!load) throw new Error(`The route table names ${module}, which is not a page module.`);
  return load;
}

/** The `lazy` of a page the table names. */
export function lazyPage({ layout, module }: Pick<PageRoute, 'layout' | 'module'>): PageLoad {
  if (layout === 'shop') return pageIn(SHOP_PAGE_MODULES, module);
  return async () => {
    const { ADMIN_PAGE_MODULES } = await import('./admin-page-modules.ts');
    return pageIn(ADMIN_PAGE_MODULES, module)();
  };
}
