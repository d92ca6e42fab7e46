import type { CategoryId } from './domain/categories.ts';
import type { Permission } from './domain/roles.ts';

/**
 * Every page of the SPA, in one table of two halves: the storefront's here, the back office's in
 * admin-routes.ts, joined in route-table.ts (decision 0021). The client's router builds its routes
 * from them, the admin layout its sidebar and its one permission check per section, and the server
 * the page hints of its `Link` header. Data only, so both sides import them.
 *
 * The storefront's half and its link builders (`paths`) are what every public page's first load
 * carries; the back office's rows, its modules, permissions and sidebar labels, load with the first
 * admin page (client/app/admin-routes.tsx), so a shopper's phone does not download them.
 *
 * A page is one lazily loaded module that exports what React Router's `lazy` takes (`Component`,
 * later `loader`, …). The redirect `/products/equipment` and the 404 catch-alls are routes but no
 * pages: they stay in client/app/routes.tsx and client/app/route-parts.tsx.
 */
interface Page {
  /** The URL pattern as React Router writes it, from the root: static segments and `:params`. */
  path: `/${string}`;
  /** The page's module, from the repository root: the key of the build manifest too. */
  module: `src/client/${string}.tsx`;
}

export interface ShopPage extends Page {
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

export interface AdminPage extends Page {
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

export const SHOP_ROUTES = {
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
} as const satisfies Record<string, ShopPage>;

export type ShopRouteId = keyof typeof SHOP_ROUTES;

/** The storefront's pages with their ids, in the table's order. */
export const SHOP_ROUTE_LIST = (Object.keys(SHOP_ROUTES) as ShopRouteId[]).map((id) => ({
  id,
  ...(SHOP_ROUTES[id] as ShopPage),
}));

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
  home: SHOP_ROUTES.home.path,
  products: SHOP_ROUTES.products.path,
  category: (category: CategoryId) => fill(SHOP_ROUTES.category.path, { category }),
  product: (category: CategoryId, id: number) => fill(SHOP_ROUTES.product.path, { category, id }),
  /** A product page that knows the crop and target it was reached for (its calculator's use). */
  productFor: (category: CategoryId, id: number, use: { crop: string; target: string }) =>
    `${fill(SHOP_ROUTES.product.path, { category, id })}?${new URLSearchParams(use)}`,
  search: (query: string) => `${SHOP_ROUTES.products.path}?q=${encodeURIComponent(query)}`,
  bestsellers: SHOP_ROUTES.bestsellers.path,
  promotions: SHOP_ROUTES.promotions.path,
  articles: SHOP_ROUTES.articles.path,
  article: (id: number) => fill(SHOP_ROUTES.article.path, { id }),
  news: SHOP_ROUTES.news.path,
  newsItem: (id: number) => fill(SHOP_ROUTES.newsItem.path, { id }),
  login: SHOP_ROUTES.login.path,
  orders: SHOP_ROUTES.orders.path,
  order: (id: string) => fill(SHOP_ROUTES.order.path, { id }),
  orderPayment: (id: string) => fill(SHOP_ROUTES.orderPayment.path, { id }),
  addressBook: SHOP_ROUTES.addressBook.path,
  lineLink: SHOP_ROUTES.lineLink.path,
  accountPoints: SHOP_ROUTES.accountPoints.path,
  accountPrivacy: SHOP_ROUTES.accountPrivacy.path,
  stockAlerts: SHOP_ROUTES.stockAlerts.path,
  /** The crop browser, at a crop and a target when given. */
  problems: (choice: { crop?: string; target?: string } = {}) => {
    const query = new URLSearchParams();
    if (choice.crop) query.set('crop', choice.crop);
    if (choice.crop && choice.target) query.set('target', choice.target);
    return query.size > 0 ? `${SHOP_ROUTES.problems.path}?${query}` : SHOP_ROUTES.problems.path;
  },
  howToOrder: SHOP_ROUTES.howToOrder.path,
  privacy: SHOP_ROUTES.privacy.path,
  /** The back office's first page; its other links are adminPaths (shared/admin-routes.ts). */
  admin: { root: LAYOUT_ROOTS.admin },
} as const;
