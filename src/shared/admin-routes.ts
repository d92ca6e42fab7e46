import { type AdminPage, LAYOUT_ROOTS } from './routes.ts';

/**
 * The back office's half of the route table (shared/routes.ts has the storefront's and the rules of
 * both): only the back office, the server and route-table.ts import it, so no public page's first
 * load carries its modules, permissions and sidebar labels.
 */
export const ADMIN_ROUTES = {
  adminDashboard: {
    layout: 'admin',
    path: '/admin/dashboard',
    module: 'src/client/features/analytics/dashboard-page.tsx',
    permission: 'dashboard:view',
    nav: { label: 'Dashboard & Logs', icon: 'chart' },
  },
  adminProducts: {
    layout: 'admin',
    path: '/admin/products',
    module: 'src/client/features/catalog/admin/products-admin-page.tsx',
    permission: 'products:manage',
    nav: { label: 'Products', icon: 'box' },
  },
  adminArticles: {
    layout: 'admin',
    path: '/admin/articles',
    module: 'src/client/features/content/admin/articles-admin-page.tsx',
    permission: 'content:manage',
    nav: { label: 'Articles', icon: 'document' },
  },
  adminNews: {
    layout: 'admin',
    path: '/admin/news',
    module: 'src/client/features/content/admin/news-admin-page.tsx',
    permission: 'content:manage',
    nav: { label: 'News', icon: 'news' },
  },
  adminReviews: {
    layout: 'admin',
    path: '/admin/reviews',
    module: 'src/client/features/content/admin/reviews-admin-page.tsx',
    permission: 'reviews:view',
    nav: { label: 'Customer Reviews', icon: 'star' },
  },
  adminMembers: {
    layout: 'admin',
    path: '/admin/members',
    module: 'src/client/features/accounts/admin/members-admin-page.tsx',
    permission: 'members:manage',
    nav: { label: 'Members', icon: 'users' },
  },
  adminPromotions: {
    layout: 'admin',
    path: '/admin/promotions',
    module: 'src/client/features/promotions/admin/promotions-admin-page.tsx',
    permission: 'promotions:manage',
    nav: { label: 'Promotions', icon: 'tag' },
  },
  adminOrders: {
    layout: 'admin',
    path: '/admin/transactions',
    module: 'src/client/features/orders/admin/orders-admin-page.tsx',
    permission: 'transactions:manage',
    nav: { label: 'Transactions', icon: 'receipt' },
  },
  adminPayments: {
    layout: 'admin',
    path: '/admin/payments',
    module: 'src/client/features/payments/admin/payments-admin-page.tsx',
    permission: 'transactions:manage',
    // paymentMessages.admin.nav (payments-admin-page.test.tsx holds them equal).
    nav: { label: 'การชำระเงิน', icon: 'wallet', lang: 'th' },
  },
  adminNotifications: {
    layout: 'admin',
    path: '/admin/notifications',
    module: 'src/client/features/notifications/admin/outbox-admin-page.tsx',
    permission: 'settings:manage',
    // outboxMessages.title (outbox-admin-page.test.tsx holds them equal).
    nav: { label: 'การแจ้งเตือน', icon: 'bell', lang: 'th' },
  },
  adminSettings: {
    layout: 'admin',
    path: '/admin/settings',
    module: 'src/client/features/settings/admin/settings-admin-page.tsx',
    permission: 'settings:manage',
    nav: { label: 'Shop Settings', icon: 'settings' },
  },
  adminReports: {
    layout: 'admin',
    path: '/admin/reports',
    module: 'src/client/features/orders/admin/month-summary-page.tsx',
    permission: 'reports:view',
    // reportMessages.nav.
    nav: { label: 'รายงานประจำเดือน', icon: 'chart', lang: 'th' },
  },
  adminAudit: {
    layout: 'admin',
    path: '/admin/audit',
    module: 'src/client/features/privacy/admin/audit-admin-page.tsx',
    permission: 'audit:view',
    // auditMessages.title (audit-admin-page.test.tsx holds them equal).
    nav: { label: 'บันทึกการทำงานของพนักงาน', icon: 'document', lang: 'th' },
  },
} as const satisfies Record<string, AdminPage>;

export type AdminRouteId = keyof typeof ADMIN_ROUTES;

/** The back office's pages with their ids, in the table's order. */
export const ADMIN_ROUTE_LIST = (Object.keys(ADMIN_ROUTES) as AdminRouteId[]).map((id) => ({
  id,
  ...(ADMIN_ROUTES[id] as AdminPage),
}));

/** Link builders for the back office's pages. */
export const adminPaths = {
  root: LAYOUT_ROOTS.admin,
  dashboard: ADMIN_ROUTES.adminDashboard.path,
  products: ADMIN_ROUTES.adminProducts.path,
  articles: ADMIN_ROUTES.adminArticles.path,
  news: ADMIN_ROUTES.adminNews.path,
  reviews: ADMIN_ROUTES.adminReviews.path,
  members: ADMIN_ROUTES.adminMembers.path,
  promotions: ADMIN_ROUTES.adminPromotions.path,
  transactions: ADMIN_ROUTES.adminOrders.path,
  payments: ADMIN_ROUTES.adminPayments.path,
  notifications: ADMIN_ROUTES.adminNotifications.path,
  settings: ADMIN_ROUTES.adminSettings.path,
  audit: ADMIN_ROUTES.adminAudit.path,
  reports: ADMIN_ROUTES.adminReports.path,
} as const;
