import type { LazyRouteFunction, RouteObject } from 'react-router';

/** What a page module gives React Router's `lazy`: `Component`, and `loader` where it has one. */
export type PageLoad = LazyRouteFunction<RouteObject>;

/**
 * Every page module of the route table (shared/routes.ts), each loaded on demand and so built as
 * a chunk of its own, keyed `/` + the table's `module`. A `*-page.tsx` file that is a part of
 * pages rather than a page (content/info-page.tsx) is left out, or it would be loadable on its
 * own; page-modules.test.ts holds these files and the table together.
 */
export const PAGE_MODULES = import.meta.glob<Awaited<ReturnType<PageLoad>>>([
  '/src/client/features/**/*-page.tsx',
  '!/src/client/features/content/info-page.tsx',
]);

/** The `lazy` of a page module the table names; one that is not there stops the app at once. */
export function lazyPage(module: string): PageLoad {
  const load = PAGE_MODULES[`/${module}`];
  if (!load) throw new Error(`The route table names ${module}, which is not a page module.`);
  return load;
}
