import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { apiProduct } from '../../../testing/factories/api-catalog.ts';
import { shopProduct } from './catalog-api.ts';
import { ProductGrid } from './product-grid.tsx';

function pictures(eagerCount: number) {
  const products = [1, 2, 3, 4, 5].map((id) => shopProduct(apiProduct({ demo: id, id })));
  const router = createMemoryRouter(
    [{ path: '*', element: <ProductGrid products={products} eagerCount={eagerCount} /> }],
    { initialEntries: ['/'] },
  );
  const { container } = render(<RouterProvider router={router} />);
  return [...container.querySelectorAll('article img')];
}

afterEach(cleanup);

describe('ProductGrid', () => {
  it('fetches the first card’s picture first and the other eager ones at once', () => {
    const images = pictures(4);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
    ]);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
  });

  it('marks no picture when no card is above the fold (a later page)', () => {
    expect(pictures(0).some((image) => image.hasAttribute('fetchpriority'))).toBe(false);
  });
});
