import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '../../shared/routes.ts';
import { lazyPage, PAGE_MODULES } from './page-modules.ts';

describe('the page modules', () => {
  it('are exactly the modules the route table names: one lazily loaded chunk each', () => {
    const named = [...new Set(ROUTE_LIST.map(({ module }) => `/${module}`))].sort();
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(named);
  });

  it('give React Router a lazy route for each page, and refuse a module that is not there', () => {
    for (const { module } of ROUTE_LIST) expect(lazyPage(module)).toBeTypeOf('function');
    expect(() => lazyPage('src/client/features/catalog/no-such-page.tsx')).toThrow(
      'The route table names src/client/features/catalog/no-such-page.tsx, which is not a page module.',
    );
  });
});
