import { createBrowserRouter, Navigate, redirect } from 'react-router';
import { ErrorPage } from './error-page.tsx';
import { keyFreshHistoryEntry } from './history-entry.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { paths } from './paths.ts';

/**
 * Shown while the first page's lazily loaded module arrives: nothing, as before. (The server's
 * Link header has the browser fetch that module alongside the entry, so the wait is short; a shell
 * here would be thrown away and mounted again with the real layout.) Giving it explicitly keeps
 * React Router from warning on every load.
 */
function FirstLoad() {
  return null;
}

/** The shop's route table. Pages load lazily so a visitor downloads only what they open. */
export const routes = [
  {
    path: '/',
    Component: PublicLayout,
    HydrateFallback: FirstLoad,
    ErrorBoundary: ErrorPage,
    children: [
      { index: true, lazy: () => import('../features/catalog/home-page.tsx') },
      { path: 'products', lazy: () => import('../features/catalog/products-page.tsx') },
      // The hero banner's link says 'equipment'; the category key is 'equipments'.
      { path: 'products/equipment', loader: () => redirect(paths.category('equipments')) },
      { path: 'products/:category', lazy: () => import('../features/catalog/products-page.tsx') },
      {
        path: 'products/:category/:id',
        lazy: () => import('../features/catalog/product-page.tsx'),
      },
      { path: 'bestsellers', lazy: () => import('../features/catalog/bestsellers-page.tsx') },
      { path: 'promotions', lazy: () => import('../features/catalog/promotions-page.tsx') },
      { path: 'articles', lazy: () => import('../features/content/articles-page.tsx') },
      { path: 'articles/:id', lazy: () => import('../features/content/article-page.tsx') },
      { path: 'news', lazy: () => import('../features/content/news-page.tsx') },
      { path: 'news/:id', lazy: () => import('../features/content/news-item-page.tsx') },
      { path: 'login', lazy: () => import('../features/accounts/login-page.tsx') },
      { path: 'orders', lazy: () => import('../features/orders/my-orders-page.tsx') },
      { path: 'orders/:id', lazy: () => import('../features/orders/order-page.tsx') },
      { path: 'how-to-order', lazy: () => import('../features/content/how-to-order-page.tsx') },
      { path: 'privacy', lazy: () => import('../features/content/privacy-page.tsx') },
      {
        path: '*',
        loader: () => {
          throw new Response('Not Found', { status: 404 });
        },
      },
    ],
  },
  {
    path: '/admin',
    lazy: () => import('./layouts/admin-layout.tsx'),
    HydrateFallback: FirstLoad,
    ErrorBoundary: ErrorPage,
    children: [
      { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
      { path: 'dashboard', lazy: () => import('../features/analytics/dashboard-page.tsx') },
      { path: 'products', lazy: () => import('../features/catalog/admin/products-admin-page.tsx') },
      { path: 'articles', lazy: () => import('../features/content/admin/articles-admin-page.tsx') },
      { path: 'news', lazy: () => import('../features/content/admin/news-admin-page.tsx') },
      { path: 'reviews', lazy: () => import('../features/content/admin/reviews-admin-page.tsx') },
      { path: 'members', lazy: () => import('../features/accounts/admin/members-admin-page.tsx') },
      {
        path: 'promotions',
        lazy: () => import('../features/promotions/admin/promotions-admin-page.tsx'),
      },
      {
        path: 'transactions',
        lazy: () => import('../features/orders/admin/transactions-admin-page.tsx'),
      },
      {
        path: 'settings',
        lazy: () => import('../features/settings/admin/settings-admin-page.tsx'),
      },
      {
        path: '*',
        loader: () => {
          throw new Response('Not Found', { status: 404 });
        },
      },
    ],
  },
];

keyFreshHistoryEntry();
export const router = createBrowserRouter(routes);
