import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { apiProduct } from '../../testing/factories/api-catalog.ts';
import { shopProduct } from '../features/catalog/catalog-api.ts';
import { pageHead } from './page-head.ts';
import { PageHeadTags } from './page-head-tags.tsx';

const ORIGIN = 'https://shop.example';

function productHead(overrides: Parameters<typeof apiProduct>[0] = {}) {
  const product = shopProduct(apiProduct({ id: 7, category: 'herbicides', ...overrides }));
  return pageHead('product', { product }, new URL(`${ORIGIN}/products/herbicides/7`), ORIGIN);
}

describe('pageHead', () => {
  it('gives a product its name, price, picture, availability and a Product with one offer', () => {
    const head = productHead({ name: 'ไร่ทอง ไกลโฟเซต 48%', price: 890, stockCount: 5 });
    expect(head.title).toBe('ไร่ทอง ไกลโฟเซต 48% | ร้านเกษตรอยุธยา');
    expect(head.canonical).toBe(`${ORIGIN}/products/herbicides/7`);
    expect(head.image).toMatch(/^https:\/\/shop\.example\/images\//);
    expect(head.price).toEqual({ amount: '890.00', available: true });
    expect(head.structuredData).toMatchObject({
      '@type': 'Product',
      name: 'ไร่ทอง ไกลโฟเซต 48%',
      offers: { '@type': 'Offer', price: '890.00', availability: 'https://schema.org/InStock' },
    });
  });

  it('offers a product of several sizes from its cheapest to its dearest', () => {
    const size = (id: number, price: number) => ({
      id,
      label: `${id} ลิตร`,
      size: id,
      unit: 'l' as const,
      price,
      originalPrice: null,
      stockCount: 3,
      inStock: true,
      memberPoints: 0,
    });
    const head = productHead({ price: 250, variants: [size(1, 250), size(4, 890)] });
    expect(head.structuredData?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '250.00',
      highPrice: '890.00',
      offerCount: 2,
    });
  });

  it('names a listing by its category and keeps only its page number in the canonical URL', () => {
    const url = new URL(`${ORIGIN}/products/insecticides?sort=price-low&page=2&view=list`);
    const head = pageHead('category', { category: 'insecticides' }, url, ORIGIN);
    expect(head.title).toBe('สารกำจัดแมลง | ร้านเกษตรอยุธยา');
    expect(head.canonical).toBe(`${ORIGIN}/products/insecticides?page=2`);
  });

  it('gives a missing product the shop’s own head', () => {
    const url = new URL(`${ORIGIN}/products/herbicides/999`);
    const head = pageHead('product', { product: null }, url, ORIGIN);
    expect(head).toMatchObject({ title: 'ร้านเกษตรอยุธยา — สินค้าเกษตรคุณภาพสำหรับเกษตรกร' });
    expect(head.structuredData).toBeUndefined();
  });
});

describe('PageHeadTags', () => {
  it('escapes what a product name may hold and keeps its JSON-LD from closing the script', () => {
    const head = productHead({ name: 'ยา "พิเศษ" <script>alert(1)</script> & ปุ๋ย' });
    const html = renderToStaticMarkup(<PageHeadTags head={head} />);
    expect(html).toContain(
      '<title>ยา &quot;พิเศษ&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; ปุ๋ย',
    );
    expect(html).toContain('<meta property="og:title" content="ยา &quot;พิเศษ&quot; &lt;script&gt;');
    expect(html).toContain('<meta property="product:price:currency" content="THB"/>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd).name).toBe('ยา "พิเศษ" <script>alert(1)</script> & ปุ๋ย');
  });
});
