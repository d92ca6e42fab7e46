import type { PageModule, PageModules } from './page-modules.ts';

/**
 * The storefront's pages that are not public (signing in, the customer's orders, payment,
 * addresses, points, alerts, privacy choices), keyed as page-modules.ts keys the public ones.
 * Loaded with the first such page, so a public page's first load does not carry their lists of
 * chunks. A `*-page.tsx` file that is a part of pages rather than a page (content/info-page.tsx)
 * is left out, or it would be loadable on its own.
 */
export const ACCOUNT_PAGE_MODULES: PageModules = import.meta.glob<PageModule>([
  '/src/client/features/**/*-page.tsx',
  '!/src/client/features/content/info-page.tsx',
  '!/src/client/features/*/admin/*-page.tsx',
  '!/src/client/features/analytics/dashboard-page.tsx',
  '!/src/client/features/catalog/{home,products,product,bestsellers,promotions}-page.tsx',
  '!/src/client/features/content/{articles,article,news,news-item,how-to-order}-page.tsx',
  '!/src/client/features/farm/problems-page.tsx',
  '!/src/client/features/privacy/privacy-notice-page.tsx',
]);
