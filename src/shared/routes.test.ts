import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTE_LIST, adminPaths } from './admin-routes.ts';
import { matchRoute, ROUTE_LIST, ROUTES, type RouteId } from './route-table.ts';
import { LAYOUT_ROOTS, paths, SHOP_ROUTE_LIST } from './routes.ts';

const root = new URL('../../', import.meta.url);

/** A URL of the pattern, with a category where it asks for one and 7 for any other param. */
const sampleUrl = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'category' ? 'herbicides' : '7'));

describe('the route table', () => {
  it('names page modules that exist', () => {
    const missing = ROUTE_LIST.filter(({ module }) => !existsSync(new URL(module, root)));
    expect(missing.map(({ id, module }) => `${id}: ${module}`)).toEqual([]);
  });

  it('gives every page one path under its layout, written as React Router reads it', () => {
    const seen = new Set<string>();
    for (const { id, path, layout } of ROUTE_LIST) {
      expect(seen.has(path), `${id}: ${path} twice`).toBe(false);
      seen.add(path);
      const root = LAYOUT_ROOTS[layout];
      expect(path === root || path.startsWith(root === '/' ? '/' : `${root}/`), id).toBe(true);
      if (layout === 'shop') expect(path.startsWith(`${LAYOUT_ROOTS.admin}/`), id).toBe(false);
      // Static segments and `:params` only: what matchRoute (the server's copy) understands.
      for (const segment of path.split('/').filter(Boolean)) {
        expect(segment, `${id}: ${path}`).toMatch(/^(:\w+|[a-z0-9-]+)$/);
      }
    }
  });

  it('is two halves, the storefront and the back office, with no id or path in both', () => {
    expect(SHOP_ROUTE_LIST.every((route) => route.layout === 'shop')).toBe(true);
    expect(ADMIN_ROUTE_LIST.every((route) => route.layout === 'admin')).toBe(true);
    expect(ROUTE_LIST).toHaveLength(SHOP_ROUTE_LIST.length + ADMIN_ROUTE_LIST.length);
    expect(new Set(ROUTE_LIST.map((route) => route.id)).size).toBe(ROUTE_LIST.length);
    expect(Object.keys(ROUTES)).toHaveLength(ROUTE_LIST.length);
    expect(adminPaths.root).toBe(paths.admin.root);
  });

  it("matches each page's own URLs as the router does", () => {
    for (const { id, path } of ROUTE_LIST) {
      expect(matchRoute(sampleUrl(path))?.route.id, path).toBe(id);
      if (path !== '/') expect(matchRoute(`${sampleUrl(path)}/`)?.route.id, path).toBe(id);
    }
    expect(matchRoute('/products/fungicides/12')?.params).toEqual({
      category: 'fungicides',
      id: '12',
    });
    expect(matchRoute('/Articles/3')?.route.id).toBe('article');
    expect(matchRoute('/products/a/b/c')).toBeNull();
    expect(matchRoute('/admin')).toBeNull();
    expect(matchRoute('/nowhere')).toBeNull();
  });
});

describe('paths', () => {
  const cases: [string, RouteId][] = [
    [paths.home, 'home'],
    [paths.products, 'products'],
    [paths.category('equipments'), 'category'],
    [paths.product('herbicides', 12), 'product'],
    [paths.bestsellers, 'bestsellers'],
    [paths.promotions, 'promotions'],
    [paths.articles, 'articles'],
    [paths.article(3), 'article'],
    [paths.news, 'news'],
    [paths.newsItem(4), 'newsItem'],
    [paths.login, 'login'],
    [paths.orders, 'orders'],
    [paths.order('ORD-20261125-0001'), 'order'],
    [paths.orderPayment('TXN1795348555341'), 'orderPayment'],
    [paths.howToOrder, 'howToOrder'],
    [paths.privacy, 'privacy'],
    [adminPaths.dashboard, 'adminDashboard'],
    [adminPaths.products, 'adminProducts'],
    [adminPaths.articles, 'adminArticles'],
    [adminPaths.news, 'adminNews'],
    [adminPaths.reviews, 'adminReviews'],
    [adminPaths.members, 'adminMembers'],
    [adminPaths.promotions, 'adminPromotions'],
    [adminPaths.transactions, 'adminOrders'],
    [adminPaths.payments, 'adminPayments'],
    [adminPaths.settings, 'adminSettings'],
  ];

  it('link to the page they are named for', () => {
    for (const [url, id] of cases) expect(matchRoute(url)?.route.id, url).toBe(id);
  });

  it('link the crop browser at a crop and its target, and a product page for a use', () => {
    expect(matchRoute(paths.problems())?.route.id).toBe('problems');
    expect(paths.problems()).toBe('/problems');
    expect(paths.problems({ crop: 'rice' })).toBe('/problems?crop=rice');
    expect(paths.problems({ crop: 'rice', target: 'brown-planthopper' })).toBe(
      '/problems?crop=rice&target=brown-planthopper',
    );
    expect(paths.problems({ target: 'brown-planthopper' })).toBe('/problems');
    expect(paths.productFor('insecticides', 43, { crop: 'rice', target: 'rice blast' })).toBe(
      '/products/insecticides/43?crop=rice&target=rice+blast',
    );
  });

  it('write the URLs the shop has always had', () => {
    expect(cases.map(([url]) => url)).toEqual([
      '/',
      '/products',
      '/products/equipments',
      '/products/herbicides/12',
      '/bestsellers',
      '/promotions',
      '/articles',
      '/articles/3',
      '/news',
      '/news/4',
      '/login',
      '/orders',
      '/orders/ORD-20261125-0001',
      '/orders/TXN1795348555341/payment',
      '/how-to-order',
      '/privacy',
      '/admin/dashboard',
      '/admin/products',
      '/admin/articles',
      '/admin/news',
      '/admin/reviews',
      '/admin/members',
      '/admin/promotions',
      '/admin/transactions',
      '/admin/payments',
      '/admin/settings',
    ]);
    expect(paths.admin.root).toBe('/admin');
    expect(paths.search('ข้าว & ปุ๋ย')).toBe(
      '/products?q=%E0%B8%82%E0%B9%89%E0%B8%B2%E0%B8%A7%20%26%20%E0%B8%9B%E0%B8%B8%E0%B9%8B%E0%B8%A2',
    );
  });
});
