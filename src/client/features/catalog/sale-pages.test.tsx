import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { get, mockApi } from '../../../testing/api-mock.ts';
import { apiProduct } from '../../../testing/factories/api-catalog.ts';
import { renderPages } from '../../../testing/page-router.tsx';
import * as bestsellersPage from './bestsellers-page.tsx';
import * as promotionsPage from './promotions-page.tsx';

vi.setConfig({ testTimeout: 15_000 });

afterEach(cleanup);

describe('best sellers page', () => {
  it('shows the count, sorts by the box and keeps the sort and the view in the URL', async () => {
    mockApi(
      get('/bestsellers', [
        apiProduct({ demo: 1, name: 'ข', price: 300 }),
        apiProduct({ demo: 2, name: 'ก', price: 100 }),
      ]),
    );
    const router = renderPages({ '/bestsellers': bestsellersPage }, '/bestsellers');
    await screen.findByText('แสดง 2 รายการ');
    for (const back of screen.getAllByRole('link', { name: 'กลับหน้าแรก' })) {
      expect(back).toHaveAttribute('href', '/');
    }
    expect(screen.getByRole('heading', { level: 2, name: 'รายการสินค้าขายดี' })).toBeVisible();

    const sort = screen.getByRole('combobox', { name: 'เรียงตาม' });
    expect(sort).toHaveValue('popularity');
    await userEvent.selectOptions(sort, 'price-low');
    expect(router.state.location.search).toBe('?sort=price-low');
    await userEvent.click(screen.getByRole('button', { name: 'แสดงแบบรายการ' }));
    expect(router.state.location.search).toBe('?sort=price-low&view=list');
    expect(screen.getByRole('button', { name: 'แสดงแบบรายการ' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('promotions page', () => {
  it('asks for the sort the box names and says how many products are on sale', async () => {
    const sent = mockApi(
      get('/products', { items: [apiProduct({ demo: 1 })], total: 7, page: 1, pageSize: 24 }),
    );
    const router = renderPages({ '/promotions': promotionsPage }, '/promotions');
    await screen.findByText('สินค้าลดราคา 7 รายการ');
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
    const sort = screen.getByRole('combobox', { name: 'เรียงตาม' });
    expect(sort).toHaveValue('discount');
    expect(within(sort).getAllByRole('option')).toHaveLength(4);

    await userEvent.selectOptions(sort, 'name');
    expect(router.state.location.search).toBe('?sort=name');
    await waitFor(() => expect(sent.at(-1)?.search.get('sort')).toBe('name'));
  });
});
