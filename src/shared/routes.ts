import type { CategoryId } from './domain/categories.ts';
import type { Permission } from './domain/roles.ts';

/**
 * Every page of the SPA, in one table: the client's router builds its routes from it, the admin
 * layout its sidebar and its one permission check per section, and the server the page hints of
 * its `Link` header (decision 0021). Data only, so both sides import it.
 *
 * A page is one lazily loaded module that exports what React Router's `lazy` takes (`Component`,
 * later `loader`, …). The redirect `/products/equipment` and the 404 catch-alls are routes but no
 * pages: they stay in client/app/routes.tsx.
 */
interface Page {
  /** The URL pattern as React Router writes it, from the root: static segments and `:params`. */
  path: `/${string}`;
  /** The page's module, from the repository root: the key of the build manifest too. */
  module: `src/client/${string}.tsx`;
}

interface ShopPage extends Page {
  layout: 'shop';
  /**
   * A storefront page anyone may open and share: the server names its scripts and first calls in
   * a `Link` header (decision 0013). Login and the customer's orders are not.
   */
  public?: true;
}

/** The icons the admin sidebar draws (client/app/layouts/admin-layout.tsx maps each to a picture). */
export type NavIcon =
  | 'chart'
  | 'box'
  | 'document'
  | 'news'
  | 'star'
  | 'users'
  | 'tag'
  | 'receipt'
  | 'wallet'
  | 'bell'
  | 'settings';

interface AdminPage extends Page {
  layout: 'admin';
  /** Who may open it: the admin layout checks it once, the sidebar lists it only for them. */
  permission: Permission;
  /**
   * Its entry in the sidebar, in the table's order; `lang` names a label that is not in the
   * back office's English (it stays here rather than in its messages file, which would bring that
   * whole file into the entry).
   */
  nav?: { label: string; icon: NavIcon; lang?: 'th' };
}

export type PageRoute = ShopPage | AdminPage;

/** Where each layout sits: its pages' paths start with it. */
export const LAYOUT_ROOTS = { shop: '/', admin: '/admin' } as const;

export const ROUTES = {
  home: {
    layout: 'shop',
    path: '/',
    module: 'src/client/features/catalog/home-page.tsx',
    public: true,
  },
  products: {
    layout: 'shop',
    path: '/products',
    module: 'src/client/features/catalog/products-page.tsx',
    public: true,
  },
  category: {
    layout: 'shop',
    path: '/products/:category',
    module: 'src/client/features/catalog/products-page.tsx',
    public: true,
  },
  product: {
    layout: 'shop',
    path: '/products/:category/:id',
    module: 'src/client/features/catalog/product-page.tsx',
    public: true,
  },
  bestsellers: {
    layout: 'shop',
    path: '/bestsellers',
    module: 'src/client/features/catalog/bestsellers-page.tsx',
    public: true,
  },
  promotions: {
    layout: 'shop',
    path: '/promotions',
    module: 'src/client/features/catalog/promotions-page.tsx',
    public: true,
  },
  articles: {
    layout: 'shop',
    path: '/articles',
    module: 'src/client/features/content/articles-page.tsx',
    public: true,
  },
  article: {
    layout: 'shop',
    path: '/articles/:id',
    module: 'src/client/features/content/article-page.tsx',
    public: true,
  },
  news: {
    layout: 'shop',
    path: '/news',
    module: 'src/client/features/content/news-page.tsx',
    public: true,
  },
  newsItem: {
    layout: 'shop',
    path: '/news/:id',
    module: 'src/client/features/content/news-item-page.tsx',
    public: true,
  },
  login: { layout: 'shop', path: '/login', module: 'src/client/features/accounts/login-page.tsx' },
  orders: {
    layout: 'shop',
    path: '/orders',
    module: 'src/client/features/orders/my-orders-page.tsx',
  },
  order: {
    layout: 'shop',
    path: '/orders/:id',
    module: 'src/client/features/orders/order-page.tsx',
  },
  addressBook: {
    layout: 'shop',
    path: '/account/addresses',
    module: 'src/client/features/addresses/address-book-page.tsx',
  },
  lineLink: {
    layout: 'shop',
    path: '/account/line',
    module: 'src/client/features/notifications/line-link-page.tsx',
  },
  stockAlerts: {
    layout: 'shop',
    path: '/account/alerts',
    module: 'src/client/features/catalog/stock-alerts-page.tsx',
  },
  accountPoints: {
    layout: 'shop',
    path: '/account/points',
    module: 'src/client/features/points/account-points-page.tsx',
  },
  accountPrivacy: {
    layout: 'shop',
    path: '/account/privacy',
    module: 'src/client/features/privacy/account-privacy-page.tsx',
  },
  orderPayment: {
    layout: 'shop',
    path: '/orders/:id/payment',
    module: 'src/client/features/payments/payment-page.tsx',
  },
  problems: {
    layout: 'shop',
    path: '/problems',
    module: 'src/client/features/farm/problems-page.tsx',
    public: true,
  },
  howToOrder: {
    layout: 'shop',
    path: '/how-to-order',
    module: 'src/client/features/content/how-to-order-page.tsx',
    public: true,
  },
  privacy: {
    layout: 'shop',
    path: '/privacy',
    module: 'src/client/features/privacy/privacy-notice-page.tsx',
    public: true,
  },
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
} as const satisfies Record<string, PageRoute>;

export type RouteId = keyof typeof ROUTES;

/** The table's rows with their ids, in the table's order. */
export const ROUTE_LIST = (Object.keys(ROUTES) as RouteId[]).map((id) => ({
  id,
  ...(ROUTES[id] as PageRoute),
}));

export type RouteEntry = (typeof ROUTE_LIST)[number];

export function routeById(id: string): RouteEntry | undefined {
  return ROUTE_LIST.find((route) => route.id === id);
}

type ParamsOf<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** The URL of a pattern with its params filled in (each one percent-encoded). */
export function fill<P extends string>(pattern: P, params: Record<ParamsOf<P>, string | number>) {
  return pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name as ParamsOf<P>])),
  );
}

/** Link builders for every page, read from the table: the client links with `paths.*` only. */
export const paths = {
  home: ROUTES.home.path,
  products: ROUTES.products.path,
  category: (category: CategoryId) => fill(ROUTES.category.path, { category }),
  product: (category: CategoryId, id: number) => fill(ROUTES.product.path, { category, id }),
  /** A product page that knows the crop and target it was reached for (its calculator's use). */
  productFor: (category: CategoryId, id: number, use: { crop: string; target: string }) =>
    `${fill(ROUTES.product.path, { category, id })}?${new URLSearchParams(use)}`,
  search: (query: string) => `${ROUTES.products.path}?q=${encodeURIComponent(query)}`,
  bestsellers: ROUTES.bestsellers.path,
  promotions: ROUTES.promotions.path,
  articles: ROUTES.articles.path,
  article: (id: number) => fill(ROUTES.article.path, { id }),
  news: ROUTES.news.path,
  newsItem: (id: number) => fill(ROUTES.newsItem.path, { id }),
  login: ROUTES.login.path,
  orders: ROUTES.orders.path,
  order: (id: string) => fill(ROUTES.order.path, { id }),
  orderPayment: (id: string) => fill(ROUTES.orderPayment.path, { id }),
  addressBook: ROUTES.addressBook.path,
  lineLink: ROUTES.lineLink.path,
  accountPoints: ROUTES.accountPoints.path,
  accountPrivacy: ROUTES.accountPrivacy.path,
  stockAlerts: ROUTES.stockAlerts.path,
  /** The crop browser, at a crop and a target when given. */
  problems: (choice: { crop?: string; target?: string } = {}) => {
    const query = new URLSearchParams();
    if (choice.crop) query.set('crop', choice.crop);
    if (choice.crop && choice.target) query.set('target', choice.target);
    return query.size > 0 ? `${ROUTES.problems.path}?${query}` : ROUTES.problems.path;
  },
  howToOrder: ROUTES.howToOrder.path,
  privacy: ROUTES.privacy.path,
  admin: {
    root: LAYOUT_ROOTS.admin,
    dashboard: ROUTES.adminDashboard.path,
    products: ROUTES.adminProducts.path,
    articles: ROUTES.adminArticles.path,
    news: ROUTES.adminNews.path,
    reviews: ROUTES.adminReviews.path,
    members: ROUTES.adminMembers.path,
    promotions: ROUTES.adminPromotions.path,
    transactions: ROUTES.adminOrders.path,
    payments: ROUTES.adminPayments.path,
    notifications: ROUTES.adminNotifications.path,
    settings: ROUTES.adminSettings.path,
    audit: ROUTES.adminAudit.path,
    reports: ROUTES.adminReports.path,
  },
} as const;

export interface RouteMatch {
  route: RouteEntry;
  /** The `:params` as they stand in the URL (not decoded). */
  params: Record<string, string>;
}

/** The table's patterns as regular expressions, made on the first match (the SPA never asks). */
let compiled: { route: RouteEntry; names: string[]; score: number; regex: RegExp }[] | null = null;

function compile() {
  return ROUTE_LIST.map((route) => {
    const segments = route.path.split('/').filter(Boolean);
    const names = segments
      .filter((segment) => segment.startsWith(':'))
      .map((name) => name.slice(1));
    // Static segments are plain words (routes.test.ts): nothing in them to escape.
    const pattern = segments
      .map((segment) => (segment.startsWith(':') ? '/([^/]+)' : `/${segment}`))
      .join('');
    // React Router's ranking: a static segment outweighs a param.
    const score = segments.reduce((sum, segment) => sum + (segment.startsWith(':') ? 3 : 10), 0);
    return { route, names, score, regex: new RegExp(`^${pattern || '/'}$`, 'i') };
  });
}

/**
 * The page React Router shows at `pathname`, matched as it matches (one trailing slash ignored,
 * letter case too, a static segment before a param), or null when no page of the table is there.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  let best: { match: RouteMatch; score: number } | null = null;
  compiled ??= compile();
  for (const { route, names, score, regex } of compiled) {
    const found = regex.exec(path);
    if (!found || (best && best.score >= score)) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? '']));
    best = { match: { route, params }, score };
  }
  return best?.match ?? null;
}
