import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../shared/contracts/accounts.ts';
import type { Product } from '../../../../shared/contracts/catalog.ts';
import { apiServer } from '../../../../testing/api-mock.ts';
import { useSessionStore } from '../../accounts/session-store.ts';
import { Component as ProductsAdminPage } from './products-admin-page.tsx';

const product = (overrides: Partial<Product>): Product => ({
  id: 1,
  name: 'สินค้า',
  category: 'herbicides',
  price: 100,
  originalPrice: null,
  rating: 0,
  reviewCount: 0,
  image: '/images/products/a.svg',
  isOnSale: false,
  discountPercent: 0,
  description: '',
  how2use: '',
  features: [],
  inStock: true,
  stockCount: 10,
  memberPoints: 0,
  isEligibleForPromotion: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const listQueries: URLSearchParams[] = [];
const deleted: string[] = [];
const handlers = [
  http.get('*/api/admin/products', ({ request }) => {
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    return HttpResponse.json({
      items: [
        product({
          id: 1,
          name: 'ไกลโฟเซต ไร่ทอง 48%',
          price: 1299,
          originalPrice: 1500,
          isOnSale: true,
          stockCount: 40,
        }),
        product({
          id: 2,
          name: 'เครื่องพ่นแบตเตอรี่',
          category: 'equipments',
          inStock: false,
          stockCount: 0,
          isEligibleForPromotion: false,
        }),
      ],
      total: 25,
      page: Number(query.get('page') ?? 1),
      pageSize: 10,
    });
  }),
  http.delete('*/api/admin/products/:id', ({ params }) => {
    deleted.push(String(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
];

function signIn(role: SessionUser['role']) {
  useSessionStore.setState({
    status: 'ready',
    user: {
      id: 'u1',
      phone: '0800000001',
      firstName: 'ผู้ดูแล',
      lastName: 'ระบบ',
      address: '',
      role,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastProfileEditAt: null,
    },
  });
}

beforeEach(() => apiServer.use(...handlers));
beforeEach(() => signIn('admin'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  listQueries.length = 0;
  deleted.length = 0;
});

describe('products admin page', () => {
  it('shows each product with its Thai category, price, stock state and marks', async () => {
    render(<ProductsAdminPage />);
    const row = (await screen.findByRole('rowheader', { name: 'ไกลโฟเซต ไร่ทอง 48%' })).closest(
      'tr',
    );
    if (!row) throw new Error('no row');
    const cells = within(row);
    expect(cells.getByText('สารกำจัดวัชพืช')).toBeInTheDocument();
    expect(cells.getByText('฿1,299.00')).toBeInTheDocument();
    expect(cells.getByText('Active/In Stock')).toBeInTheDocument();
    expect(cells.getByText('on sale', { exact: false })).toBeInTheDocument();

    const other = screen.getByRole('rowheader', { name: 'เครื่องพ่นแบตเตอรี่' }).closest('tr');
    if (!other) throw new Error('no row');
    expect(within(other).getByText('อุปกรณ์การเกษตร')).toBeInTheDocument();
    expect(within(other).getByText('Inactive/Out of Stock')).toBeInTheDocument();
    expect(
      within(other).getByText('not eligible for promotion', { exact: false }),
    ).toBeInTheDocument();
    expect(listQueries[0]?.get('pageSize')).toBe('10');
  });

  it('pages with Previous, numbered buttons and Next', async () => {
    const user = userEvent.setup();
    render(<ProductsAdminPage />);
    const nav = await screen.findByRole('navigation', { name: 'Products pages' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('page')).toBe('3'));
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('filters by category and asks the server again from page 1', async () => {
    const user = userEvent.setup();
    render(<ProductsAdminPage />);
    await screen.findByRole('rowheader', { name: 'ไกลโฟเซต ไร่ทอง 48%' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'fungicides');
    await waitFor(() => expect(listQueries.at(-1)?.get('category')).toBe('fungicides'));
    expect(listQueries.at(-1)?.get('page')).toBe('1');
  });

  it('asks before deleting and deletes only when confirmed', async () => {
    const user = userEvent.setup();
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    render(<ProductsAdminPage />);
    const remove = await screen.findByRole('button', { name: 'Delete ไกลโฟเซต ไร่ทอง 48%' });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this product?');
    expect(deleted).toEqual([]);

    await user.click(remove);
    await waitFor(() => expect(deleted).toEqual(['1']));
    await waitFor(() => expect(listQueries.length).toBeGreaterThanOrEqual(2));
  });

  // Which roles may open the page is the admin layout's one check (admin-layout.test.tsx).
  it('shows Access Denied when the API refuses the role the list', async () => {
    apiServer.use(
      http.get('*/api/admin/products', () =>
        HttpResponse.json(
          { error: { code: 'FORBIDDEN', message: 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้' } },
          { status: 403 },
        ),
      ),
    );
    render(<ProductsAdminPage />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });
});
