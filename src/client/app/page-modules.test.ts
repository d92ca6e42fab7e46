import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '../../shared/route-table.ts';
import { ACCOUNT_PAGE_MODULES } from './account-page-modules.ts';
import { ADMIN_PAGE_MODULES } from './admin-page-modules.ts';
import { lazyPage, PUBLIC_PAGE_MODULES, pageIn } from './page-modules.ts';

const named = (which: (route: (typeof ROUTE_LIST)[number]) => boolean) =>
  [...new Set(ROUTE_LIST.filter(which).map((route) => `/${route.module}`))].sort();

describe('the page modules', () => {
  it('are exactly the modules the route table names: public, the customer’s own, the back office', () => {
    expect(Object.keys(PUBLIC_PAGE_MODULES).sort()).toEqual(
      named((route) => route.layout === 'shop' && route.public === true),
    );
    expect(Object.keys(ACCOUNT_PAGE_MODULES).sort()).toEqual(
      named((route) => route.layout === 'shop' && route.public !== true),
    );
    expect(Object.keys(ADMIN_PAGE_MODULES).sort()).toEqual(
      named((route) => route.layout === 'admin'),
    );
  });

  it('give React Router a lazy route for each page, and refuse a module that is not there', async () => {
    for (const route of ROUTE_LIST) expect(lazyPage(route)).toBeTypeOf('function');
    expect(() =>
      pageIn(PUBLIC_PAGE_MODULES, 'src/client/features/catalog/no-such-page.tsx'),
    ).toThrow(
      'The route table names src/client/features/catalog/no-such-page.tsx, which is not a page module.',
    );
    const missingAccount = lazyPage({
      layout: 'shop',
      module: 'src/client/features/orders/no-such-page.tsx',
    });
    await expect(missingAccount()).rejects.toThrow('which is not a page module');
    const missingAdmin = lazyPage({
      layout: 'admin',
      module: 'src/client/features/catalog/admin/no-such-page.tsx',
    });
    await expect(missingAdmin()).rejects.toThrow('which is not a page module');
  });
});
