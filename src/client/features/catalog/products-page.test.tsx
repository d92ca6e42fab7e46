import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingCall } from '../../../server/http/page-hints.ts';
import type { Product } from '../../../shared/contracts/catalog.ts';
import { errorReply, get, mockApi } from '../../../testing/api-mock.ts';
import { apiProduct } from '../../../testing/factories/api-catalog.ts';
import * as productsPage from './products-page.tsx';

// The first render waits for the page's loader and its modules: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

interface Reply {
  status?: number;
  body: unknown;
}

function page(items: Product[], total = items.length, pageNumber = 1) {
  return { items, total, page: pageNumber, pageSize: 24 };
}

const categories = [
  { id: 'herbicides', name: 'สารกำจัดวัชพืช', count: 5 },
  { id: 'insecticides', name: 'สารกำจัดแมลง', count: 5 },
  { id: 'fungicides', name: 'สารกำจัดโรคพืช', count: 4 },
  { id: 'hormones', name: 'ฮอร์โมนพืช', count: 4 },
  { id: 'others', name: 'สารปรับสภาพ/สารอื่นๆ', count: 4 },
  { id: 'equipments', name: 'อุปกรณ์การเกษตร', count: 4 },
];

const crops = [
  {
    id: 'rice',
    name: 'Rice',
    nameTh: 'ข้าว',
    targets: [
      {
        id: 'brown-planthopper',
        kind: 'insect',
        name: 'Brown planthopper',
        nameTh: 'เพลี้ยกระโดดสีน้ำตาล',
      },
    ],
  },
  { id: 'corn', name: 'Corn', nameTh: 'ข้าวโพด', targets: [] },
];

/** Answers /api/products with `products(url)` (the slider's highest price apart), categories too. */
function answerListing(products: (url: URL) => Reply) {
  const sent = mockApi(
    get('/products', (request) => {
      const url = new URL(request.url);
      if (url.searchParams.get('pageSize') === '1') {
        return page([apiProduct({ price: 1529 })], 26);
      }
      const reply = products(url);
      return Response.json(reply.body, { status: reply.status ?? 200 });
    }),
    get('/categories', categories),
    get('/crops', crops),
  );
  const listingCalls = () =>
    sent.filter(
      (request) => request.path === '/api/products' && request.search.get('pageSize') === '24',
    );
  return { sent, listingCalls };
}

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function ListingWithWhere() {
  return (
    <>
      <productsPage.Component />
      <Where />
    </>
  );
}

function renderAt(entry: string) {
  const route = {
    Component: ListingWithWhere,
    loader: productsPage.loader,
    shouldRevalidate: productsPage.shouldRevalidate,
    HydrateFallback: () => null,
  };
  const router = createMemoryRouter(
    [
      { path: '/products', ...route },
      { path: '/products/:category', ...route },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const whereText = () => decodeURIComponent(screen.getByLabelText('where').textContent ?? '');

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('product listing: state in the URL', () => {
  it('asks the API for what the URL says and shows it in the controls', async () => {
    const api = answerListing(() => ({ body: page([apiProduct({ demo: 1 })], 30, 2) }));
    renderAt(
      `/products/herbicides?q=${encodeURIComponent('ข้าว')}&sort=price-low&page=2&minPrice=100`,
    );
    await screen.findByText('พบสินค้า 30 รายการ สำหรับ “ข้าว”', {}, { timeout: 5000 });
    const call = api.listingCalls().at(-1);
    // The very URL the server named in the page's Link header, so the preload is used.
    expect(`${call?.path}?${call?.search}`).toBe(
      `/api${listingCall(
        '/products/herbicides',
        `?q=${encodeURIComponent('ข้าว')}&sort=price-low&page=2&minPrice=100`,
      )}`,
    );
    expect(Object.fromEntries(call?.search ?? [])).toEqual({
      category: 'herbicides',
      q: 'ข้าว',
      minPrice: '100',
      sort: 'price-low',
      page: '2',
      pageSize: '24',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('สารกำจัดวัชพืช');
    expect(screen.getByRole('searchbox', { name: 'ค้นหาในรายการสินค้า' })).toHaveValue('ข้าว');
    expect(screen.getByRole('combobox', { name: 'เรียงตาม' })).toHaveValue('price-low');
    expect(screen.getByRole('link', { name: 'หน้า 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('a new sort goes into the URL and back to page 1', async () => {
    const api = answerListing(() => ({ body: page([apiProduct()], 60) }));
    const user = userEvent.setup();
    renderAt('/products?page=2');
    await screen.findByText('พบสินค้า 60 รายการ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'เรียงตาม' }), 'price-high');
    await waitFor(() => expect(whereText()).toBe('/products?sort=price-high'));
    await waitFor(() => expect(api.listingCalls().at(-1)?.search.get('sort')).toBe('price-high'));
    expect(api.listingCalls().at(-1)?.search.get('page')).toBe('1');
  });

  it('pages: 24 a page, the page link puts the page in the URL and asks for it', async () => {
    const api = answerListing((url) => ({
      body: page(
        [apiProduct({ name: `สินค้าหน้า ${url.searchParams.get('page')}` })],
        50,
        Number(url.searchParams.get('page')),
      ),
    }));
    const user = userEvent.setup();
    renderAt('/products');
    await screen.findByRole('link', { name: 'สินค้าหน้า 1' });
    const nav = screen.getByRole('navigation', { name: 'เลือกหน้า' });
    expect(within(nav).getAllByRole('link', { name: /^หน้า \d$/ })).toHaveLength(3);
    await user.click(within(nav).getByRole('link', { name: 'หน้า 2' }));
    await waitFor(() => expect(whereText()).toBe('/products?page=2'));
    await screen.findByRole('link', { name: 'สินค้าหน้า 2' });
    expect(api.listingCalls().at(-1)?.search.get('page')).toBe('2');
    const next = screen.getByRole('navigation', { name: 'เลือกหน้า' });
    await user.click(within(next).getByRole('link', { name: 'ถัดไป' }));
    await waitFor(() => expect(whereText()).toBe('/products?page=3'));
  });

  it('searching keeps the category and resets the page', async () => {
    answerListing(() => ({ body: page([apiProduct()], 40) }));
    const user = userEvent.setup();
    renderAt('/products/insecticides?page=2&sort=rating');
    await screen.findByText('พบสินค้า 40 รายการ');
    const box = screen.getByRole('searchbox', { name: 'ค้นหาในรายการสินค้า' });
    await user.type(box, 'หนอน{Enter}');
    await waitFor(() => expect(whereText()).toBe('/products/insecticides?q=หนอน&sort=rating'));
  });

  it('a tag on a card searches by it and drops the category, search and price', async () => {
    const product = apiProduct({ demo: 1 });
    answerListing(() => ({ body: page([product]) }));
    const user = userEvent.setup();
    renderAt('/products/herbicides?q=abc&minPrice=100&maxPrice=500&page=1');
    const card = await screen.findByRole('article', { name: product.name });
    await user.click(within(card).getByRole('link', { name: 'ค้นหาแท็ก #ข้าว' }));
    await waitFor(() => expect(whereText()).toBe('/products?tags=ข้าว'));
    await screen.findByRole('button', { name: 'เอาแท็ก ข้าว ออก' });
  });

  it('the price filter puts min and max in the URL; the slider ends at the highest price rounded up', async () => {
    answerListing(() => ({ body: page([apiProduct()], 26) }));
    const user = userEvent.setup();
    renderAt('/products?sort=price-low');
    await screen.findByText('พบสินค้า 26 รายการ');
    await user.click(screen.getByRole('button', { name: /ตัวกรอง/ }));
    const slider = await screen.findByRole('slider', { name: 'เลื่อนเพื่อกำหนดราคาสูงสุด' });
    await waitFor(() => expect(slider).toHaveAttribute('max', '1600'));
    // Its two ends in the shop's one money format (issue 37: not "฿0" beside "฿1,600.00").
    const ends = screen.getByText('฿1,600.00').parentElement as HTMLElement;
    expect([...ends.children].map((end) => end.textContent)).toEqual(['฿0.00', '฿1,600.00']);
    await user.type(screen.getByRole('spinbutton', { name: 'ต่ำสุด' }), '300');
    await user.type(screen.getByRole('spinbutton', { name: 'สูงสุด' }), '800');
    await user.click(screen.getByRole('button', { name: 'ใช้ช่วงราคานี้' }));
    await waitFor(() =>
      expect(whereText()).toBe('/products?minPrice=300&maxPrice=800&sort=price-low'),
    );
  });

  it('finds by crop and pest: both go into the URL and the API call, from page 1', async () => {
    const api = answerListing(() => ({ body: page([apiProduct()], 5) }));
    const user = userEvent.setup();
    renderAt('/products?sort=price-low&page=2');
    await screen.findByText('พบสินค้า 5 รายการ');
    await user.click(screen.getByRole('button', { name: /ตัวกรอง/ }));
    const target = screen.getByRole('combobox', { name: 'ศัตรูพืช' });
    expect(target).toBeDisabled();
    const crop = screen.getByRole('combobox', { name: 'พืช' });
    await waitFor(() =>
      expect(within(crop).getByRole('option', { name: 'ข้าว' })).toBeInTheDocument(),
    );
    await user.selectOptions(crop, 'rice');
    await waitFor(() => expect(whereText()).toBe('/products?sort=price-low&crop=rice'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'ศัตรูพืช' }), 'brown-planthopper');
    await waitFor(() =>
      expect(whereText()).toBe('/products?sort=price-low&crop=rice&target=brown-planthopper'),
    );
    await waitFor(() =>
      expect(api.listingCalls().at(-1)?.search.get('target')).toBe('brown-planthopper'),
    );
    expect(api.listingCalls().at(-1)?.search.get('crop')).toBe('rice');
    expect(api.listingCalls().at(-1)?.search.get('page')).toBe('1');
  });

  it('refuses a minimum above the maximum with a message and keeps the URL', async () => {
    answerListing(() => ({ body: page([apiProduct()], 26) }));
    const user = userEvent.setup();
    renderAt('/products');
    await screen.findByText('พบสินค้า 26 รายการ');
    await user.click(screen.getByRole('button', { name: /ตัวกรอง/ }));
    await user.type(await screen.findByRole('spinbutton', { name: 'ต่ำสุด' }), '900');
    await user.type(screen.getByRole('spinbutton', { name: 'สูงสุด' }), '100');
    await user.click(screen.getByRole('button', { name: 'ใช้ช่วงราคานี้' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ราคาต่ำสุดต้องไม่เกินราคาสูงสุด');
    await waitFor(() => expect(whereText()).toBe('/products'));
  });

  it('shows the empty state with a show-all button', async () => {
    answerListing(() => ({ body: page([], 0) }));
    renderAt('/products?q=zzzz');
    expect(await screen.findByText('ไม่พบสินค้าที่คุณค้นหา')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูสินค้าทั้งหมด' })).toHaveAttribute('href', '/products');
  });

  it('a failed call shows a short Thai message and retries', async () => {
    let fail = true;
    answerListing(() =>
      fail
        ? { status: 500, body: errorReply('INTERNAL', 'Internal server error') }
        : { body: page([apiProduct({ name: 'กลับมาแล้ว' })]) },
    );
    const user = userEvent.setup();
    renderAt('/products');
    expect(await screen.findByRole('alert')).toHaveTextContent('ขออภัย โหลดรายการสินค้าไม่สำเร็จ');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByRole('link', { name: 'กลับมาแล้ว' })).toBeInTheDocument();
  });

  it('grid or list lives in the URL too, and does not ask for the same products again', async () => {
    const api = answerListing(() => ({ body: page([apiProduct()]) }));
    const user = userEvent.setup();
    renderAt('/products');
    await screen.findByText('พบสินค้า 1 รายการ');
    await user.click(screen.getByRole('button', { name: 'แสดงแบบรายการ' }));
    await waitFor(() => expect(whereText()).toBe('/products?view=list'));
    expect(screen.getByRole('button', { name: 'แสดงแบบรายการ' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.listingCalls()).toHaveLength(1);
  });

  it('keeps the last page on screen, dimmed and busy, while the next one loads', async () => {
    let release = () => {};
    const api = answerListing((url) =>
      url.searchParams.get('page') === '2'
        ? { body: page([apiProduct({ name: 'หน้าสอง' })], 50, 2) }
        : { body: page([apiProduct({ name: 'หน้าหนึ่ง' })], 50) },
    );
    const user = userEvent.setup();
    renderAt('/products');
    await screen.findByRole('link', { name: 'หน้าหนึ่ง' });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi(
      get('/products', async () => {
        await held;
        return page([apiProduct({ name: 'หน้าสอง' })], 50, 2);
      }),
    );
    await user.click(screen.getByRole('link', { name: 'หน้า 2' }));
    await waitFor(() => expect(whereText()).toBe('/products?page=2'));
    const stale = screen.getByRole('link', { name: 'หน้าหนึ่ง' }).closest('[aria-busy]');
    expect(stale).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('กำลังโหลดสินค้า...')).toHaveAttribute('role', 'status');
    release();
    await screen.findByRole('link', { name: 'หน้าสอง' });
    expect(screen.queryByRole('link', { name: 'หน้าหนึ่ง' })).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy]')).toBeNull();
    expect(api.sent.length).toBeGreaterThan(0);
  });
});

describe('product listing: a price filter shows while the filter panel is folded', () => {
  it('shows a chip "ราคา ฿min–฿max" that removes the price filter and keeps the rest', async () => {
    const api = answerListing(() => ({ body: page([apiProduct()], 3) }));
    const user = userEvent.setup();
    renderAt('/products/herbicides?minPrice=1000&maxPrice=2500&sort=price-low&page=2');
    await screen.findByText('พบสินค้า 3 รายการ');
    // The panel is folded (a phone): the chip is what says the price filter is on.
    expect(screen.getByRole('button', { name: /ตัวกรอง/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const chip = screen.getByRole('button', { name: 'เอาราคา ฿1,000–฿2,500 ออก' });
    expect(chip).toHaveTextContent('ราคา ฿1,000–฿2,500');
    await user.click(chip);
    await waitFor(() => expect(whereText()).toBe('/products/herbicides?sort=price-low'));
    await waitFor(() => expect(api.listingCalls().at(-1)?.search.has('minPrice')).toBe(false));
    expect(screen.queryByRole('button', { name: /^เอาราคา/ })).not.toBeInTheDocument();
  });

  it('names a price filter with only one end', async () => {
    answerListing(() => ({ body: page([apiProduct()], 3) }));
    renderAt('/products?minPrice=200');
    expect(await screen.findByRole('button', { name: 'เอาราคา ฿200 ขึ้นไป ออก' })).toHaveTextContent(
      'ราคา ฿200 ขึ้นไป',
    );
    cleanup();
    renderAt('/products?maxPrice=350');
    expect(await screen.findByRole('button', { name: 'เอาราคาไม่เกิน ฿350 ออก' })).toHaveTextContent(
      'ราคาไม่เกิน ฿350',
    );
  });
});
