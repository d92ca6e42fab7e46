import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { apiProduct } from '../../../testing/factories/api-catalog.ts';
import { shopProduct } from './catalog-api.ts';
import { ProductGrid } from './product-grid.tsx';

function grid(eagerCount: number, view: 'grid' | 'list' = 'grid') {
  const products = [1, 2, 3, 4, 5].map((id) => shopProduct(apiProduct({ demo: id, id })));
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <ProductGrid products={products} eagerCount={eagerCount} view={view} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />).container;
}

const pictures = (eagerCount: number) => [...grid(eagerCount).querySelectorAll('article img')];

/** Each card's box: laid out only near the screen (with its stand-in height), or always. */
const layouts = (eagerCount: number, view: 'grid' | 'list' = 'grid') =>
  [...grid(eagerCount, view).querySelectorAll(':scope > ul > li')].map((card) =>
    card.className.includes('[content-visibility:auto]')
      ? /contain-intrinsic-size:auto_(\d+)px/.exec(card.className)?.[1]
      : 'always',
  );

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

  it('lays out the cards past the first screen only near it, standing in taller than a card', () => {
    expect(layouts(4)).toEqual(['always', 'always', 'always', 'always', '600']);
    expect(layouts(2, 'list')).toEqual(['always', 'always', '360', '360', '360']);
    expect(layouts(0)).toEqual(['600', '600', '600', '600', '600']);
  });
});
