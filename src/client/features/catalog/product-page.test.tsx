import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/contracts/catalog.ts';
import { get, mockApi, post } from '../../../testing/api-mock.ts';
import { apiProduct } from '../../../testing/factories/api-catalog.ts';
import { apiCrops, issuePackSizes } from '../../../testing/factories/api-farm.ts';
import { renderPages } from '../../../testing/page-router.tsx';
import * as productPage from './product-page.tsx';

afterEach(cleanup);

/** A labelled insecticide with one use (rice, brown planthopper) and no how-to-use text. */
const labelled = (overrides: Partial<Product> = {}) =>
  apiProduct({
    category: 'insecticides',
    how2use: '',
    registrationNumber: '684/2562',
    formulation: 'WG',
    activeIngredients: [
      {
        name: 'pymetrozine',
        nameTh: 'ไพมีโทรซีน',
        percent: 50,
        moa: { scheme: 'IRAC', group: '9B' },
      },
    ],
    hazardClass: 'U',
    hazardBand: 'green',
    ppe: ['gloves', 'mask'],
    phiDays: 14,
    uses: [
      {
        crop: 'rice',
        target: 'brown-planthopper',
        rate: { amount: 10, unit: 'g', per: '20l' },
        source: 'ฉลากสินค้าตัวอย่างของร้าน',
      },
    ],
    variants: issuePackSizes(),
    ...overrides,
  });

function showProduct(product: Product) {
  mockApi(
    get(`/products/${product.id}`, product),
    get('/crops', apiCrops()),
    post('/events', {}, 202),
  );
  renderPages(
    { '/products/:category/:id': productPage },
    `/products/${product.category}/${product.id}`,
  );
}

const times = (text: string) => document.body.textContent?.split(text).length ?? 1;

describe('the product page (issue 37)', () => {
  it('has one dosage calculator card with one heading, and says อ่านฉลากก่อนใช้ once', async () => {
    showProduct(labelled());
    const calculator = await screen.findByRole('region', {
      name: 'คำนวณปริมาณการใช้สำหรับแปลงของคุณ',
    });
    // The calculator's figures for 1 ไร่ are on the page, warnings and all.
    expect(await within(calculator).findByText('ผลการคำนวณ')).toBeVisible();
    expect(within(calculator).getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(within(calculator).queryByRole('region')).toBeNull();
    expect(calculator.querySelectorAll('section')).toHaveLength(0);

    const label = screen.getByRole('region', { name: 'ข้อมูลฉลาก' });
    expect(within(label).getByText('อ่านฉลากก่อนใช้')).toBeVisible();
    expect(times('อ่านฉลาก') - 1).toBe(1);
    // No "วิธีใช้" heading standing over nothing.
    expect(screen.queryByRole('heading', { name: 'วิธีใช้' })).toBeNull();
  });

  it('says it once in the safety line for a product without a label', async () => {
    showProduct(apiProduct({ category: 'equipments', how2use: '' }));
    expect(
      await screen.findByText('อ่านฉลากก่อนใช้ สวมอุปกรณ์ป้องกันขณะใช้ และเก็บให้พ้นมือเด็ก'),
    ).toBeVisible();
    expect(times('อ่านฉลาก') - 1).toBe(1);
  });
});

describe('a product asked for under another category', () => {
  it('moves on to its own address in the browser, replacing the wrong one', async () => {
    const product = apiProduct({ category: 'equipments', how2use: '' });
    mockApi(get(`/products/${product.id}`, product), post('/events', {}, 202));
    const router = renderPages(
      { '/products/:category/:id': productPage },
      `/products/herbicides/${product.id}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/products/equipments/${product.id}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('names its own address to the server, which answers a redirect there', () => {
    const product = apiProduct({ category: 'equipments' });
    const movedTo = productPage.handle.movedTo;
    expect(movedTo?.({ product }, { category: 'herbicides', id: String(product.id) })).toBe(
      `/products/equipments/${product.id}`,
    );
    expect(movedTo?.({ product }, { category: 'equipments', id: String(product.id) })).toBeNull();
    expect(movedTo?.({ product: null }, { category: 'herbicides', id: '9' })).toBeNull();
  });
});
