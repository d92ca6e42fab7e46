import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '../../shared/routes.ts';
import { ADMIN_PAGE_MODULES } from './admin-page-modules.ts';
import { lazyPage, pageIn, SHOP_PAGE_MODULES } from './page-modules.ts';

const namedIn = (layout: 'shop' | 'admin') =>
  [
    ...new Set(ROUTE_LIST.filter((route) => route.layout === layout).map((r) => `/${r.module}`)),
  ].sort();

describe('the page modules', () => {
  it('are exactly the modules the route table names, the storefront and the back office apart', () => {
    expect(Object.keys(SHOP_PAGE_MODULES).sort()).toEqual(namedIn('shop'));
    expect(Object.keys(ADMIN_PAGE_MODULES).sort()).toEqual(namedIn('admin'));
  });

  it('give React Router a lazy route for each page, and refuse a module that is not there', async () => {
    for (const route of ROUTE_LIST) expect(lazyPage(route)).toBeTypeOf('function');
    expect(() => pageIn(SHOP_PAGE_MODULES, 'src/client/features/catalog/no-such-page.tsx')).toThrow(
      'The route table names src/client/features/catalog/no-such-page.tsx, which is not a page module.',
    );
    const missingAdmin = lazyPage({
      layout: 'admin',
      module: 'src/client/features/catalog/admin/no-such-page.tsx',
    });
    await expect(missingAdmin()).rejects.toThrow('which is not a page module');
  });
});
