import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../shared/contracts/accounts.ts';
import type { AdminProduct } from '../../../../shared/contracts/admin-catalog-answers.ts';
import { del, get, memberOf, mockApi } from '../../../../testing/api-mock.ts';
import { NO_LABEL_FIELDS } from '../../../../testing/factories/api-catalog.ts';
import { useSessionStore } from '../../accounts/session-store.ts';
import * as productsAdminPage from './products-admin-page.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

const product = (overrides: Partial<AdminProduct>): AdminProduct => ({
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
  codAllowed: true,
  vatExempt: true,
  refusedCarriers: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  variants: [],
  ...NO_LABEL_FIELDS,
  ...overrides,
});

const listQueries: URLSearchParams[] = [];
const deleted: string[] = [];
const answers = () => [
  get('/admin/products', (request) => {
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    return {
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
    };
  }),
  del('/admin/products/:id', (_request, params) => {
    deleted.push(String(params.id));
    return new Response(null, { status: 204 });
  }),
];

function signIn(role: SessionUser['role']) {
  useSessionStore.setState({ status: 'ready', user: memberOf(role) });
}

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(entry = '/admin/products', earlier: string[] = []) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/products',
        Component: () => (
          <>
            <productsAdminPage.Component />
            <Where />
          </>
        ),
        loader: productsAdminPage.loader,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [...earlier, entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByLabelText('where').textContent;

beforeEach(() => mockApi(...answers()));
beforeEach(() => signIn('admin'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  listQueries.length = 0;
  deleted.length = 0;
});

describe('products admin page', () => {
  it('shows each product with its Thai category, price, stock state and marks', async () => {
    renderPage();
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
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Products pages' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('page')).toBe('3'));
    await waitFor(() => expect(where()).toBe('/admin/products?page=3'));
    const next = await screen.findByRole('navigation', { name: 'Products pages' });
    await waitFor(() => expect(within(next).getByRole('button', { name: 'Next' })).toBeDisabled());
  });

  it('filters by category and asks the server again from page 1', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'ไกลโฟเซต ไร่ทอง 48%' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'fungicides');
    await waitFor(() => expect(listQueries.at(-1)?.get('category')).toBe('fungicides'));
    expect(listQueries.at(-1)?.get('page')).toBe('1');
    await waitFor(() => expect(where()).toBe('/admin/products?category=fungicides'));
  });

  it('reads its search, category and page from the URL and searches once typing pauses', async () => {
    const user = userEvent.setup();
    renderPage('/admin/products?q=ไกล&category=herbicides&page=2');
    await screen.findByRole('rowheader', { name: 'ไกลโฟเซต ไร่ทอง 48%' });
    expect(Object.fromEntries(listQueries[0] ?? [])).toEqual({
      q: 'ไกล',
      category: 'herbicides',
      page: '2',
      pageSize: '10',
    });
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('ไกล');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('herbicides');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'โฟ');
    await waitFor(() => expect(listQueries.at(-1)?.get('q')).toBe('ไกลโฟ'));
    expect(listQueries.at(-1)?.get('page')).toBe('1');
    expect(listQueries.filter((query) => query.get('q') === 'ไกลโ')).toEqual([]);
  });

  it('going back puts the earlier search back into the box', async () => {
    const router = renderPage('/admin/products?q=ไกล', ['/admin/products?q=ถัง']);
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveValue('ไกล');
    await router.navigate(-1);
    await waitFor(() => expect(box).toHaveValue('ถัง'));
    expect(listQueries.at(-1)?.get('q')).toBe('ถัง');
  });

  it('asks before deleting and deletes only when confirmed', async () => {
    const user = userEvent.setup();
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    renderPage();
    const remove = await screen.findByRole('button', { name: 'Delete ไกลโฟเซต ไร่ทอง 48%' });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this product?');
    expect(deleted).toEqual([]);

    await user.click(remove);
    await waitFor(() => expect(deleted).toEqual(['1']));
    await waitFor(() => expect(listQueries.length).toBeGreaterThanOrEqual(2));
  });

  it('shows Access Denied to a role without product rights and asks nothing', async () => {
    signIn('sale');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('คุณไม่มีสิทธิ์เข้าถึงหน้านี้')).toBeInTheDocument();
    expect(listQueries).toHaveLength(0);
  });
});
