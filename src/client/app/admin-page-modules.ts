import type { PageModule, PageModules } from './page-modules.ts';

/**
 * The back office's page modules of the route table, keyed as page-modules.ts keys the
 * storefront's: each admin page lives in its feature's `admin/` folder, the dashboard excepted.
 */
export const ADMIN_PAGE_MODULES: PageModules = import.meta.glob<PageModule>([
  '/src/client/features/*/admin/*-page.tsx',
  '/src/client/features/analytics/dashboard-page.tsx',
]);
