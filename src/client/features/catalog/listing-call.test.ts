import { describe, expect, it } from 'vitest';
import { listingCall, pageDataUrls } from '../../../server/http/page-hints.ts';
import { HOME_BESTSELLERS } from '../../../shared/domain/listing.ts';
import { listingQuery, readListing } from '../../../shared/domain/listing-url.ts';
import {
  bestsellersPath,
  bestsellersSearch,
  HOME_PROMOTIONS_QUERY,
  type ProductQuery,
  productSearch,
  productsPath,
} from '../../../shared/domain/product-listing.ts';
import { client } from '../../lib/api.ts';

/** The URL (under /api) the SPA's typed client requests for a product list. */
const requested = (query: ProductQuery) => client.products.$path({ query: productSearch(query) });

describe('the SPA asks for the very URL the server preloads', () => {
  it.each([
    ['/products', ''],
    ['/products', '?page=2'],
    ['/products/insecticides', '?minPrice=400&maxPrice=1000&sort=price-high'],
    ['/products', '?q=ไกลโฟเซต 48%&tags=นาข้าว,หนอน&view=list'],
    ['/products/herbicides', '?tags=&minPrice=abc&page=0&sort=nonsense'],
  ])('for the listing %s%s', (pathname, search) => {
    const category = pathname.split('/')[2] as Parameters<typeof listingQuery>[0] | undefined;
    const query = listingQuery(category ?? null, readListing(new URLSearchParams(search)));
    expect(requested(query)).toBe(listingCall(pathname, search));
  });

  it('for the home page: its best sellers and its promotions', () => {
    const [bestsellers, promotions] = pageDataUrls('/', '');
    expect(`/api${client.bestsellers.$path({ query: bestsellersSearch(HOME_BESTSELLERS) })}`).toBe(
      bestsellers,
    );
    expect(`/api${requested(HOME_PROMOTIONS_QUERY)}`).toBe(promotions);
  });

  it('writes the fields in one order and leaves empty ones out', () => {
    const query: ProductQuery = {
      pageSize: 24,
      page: 3,
      onSale: false,
      sort: 'rating',
      maxPrice: 900,
      minPrice: 0,
      tags: ['ทุเรียน', 'ไรแดง'],
      q: 'ปุ๋ย',
      category: 'hormones',
    };
    expect(requested(query)).toBe(productsPath(query));
    expect(productsPath(query)).toBe(
      '/products?category=hormones&q=%E0%B8%9B%E0%B8%B8%E0%B9%8B%E0%B8%A2&tags=%E0%B8%97%E0%B8%B8%E0%B9%80%E0%B8%A3%E0%B8%B5%E0%B8%A2%E0%B8%99%2C%E0%B9%84%E0%B8%A3%E0%B9%81%E0%B8%94%E0%B8%87&minPrice=0&maxPrice=900&sort=rating&onSale=false&page=3&pageSize=24',
    );
    expect(requested({ q: '', tags: [] })).toBe('/products');
    expect(bestsellersPath(12)).toBe('/bestsellers?limit=12');
  });
});
