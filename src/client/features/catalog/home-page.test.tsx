import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daysAgo, demoArticles, demoNews, demoReviews } from '../../../server/db/seed/content.ts';
import { errorReply, get, mockApi } from '../../../testing/api-mock.ts';
import { apiProduct } from '../../../testing/factories/api-catalog.ts';
import * as homePage from './home-page.tsx';

const list = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: items.length });

const shop = {
  name: 'ร้านเกษตรอยุธยา',
  address: '99/9 หมู่ 2 ต.คลองสวนพลู อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000',
  email: 'contact@kasetayutthaya.example',
  phone: '0352123456',
  hours: {
    weekdays: 'จันทร์ - ศุกร์ 8:00 - 17:00',
    saturday: 'เสาร์ 8:00 - 16:00',
    sunday: 'อาทิตย์ ปิดทำการ',
  },
  lineQrImage: '/images/line-qr.svg',
  lineId: '@kaset-ayutthaya',
};

const SAMPLES = demoReviews
  .filter((r) => r.isFeatured)
  .map((r, i) => ({
    id: i + 1,
    name: r.name,
    rating: r.rating,
    comment: r.comment,
    imageUrl: r.image,
    tag: r.tag,
    date: daysAgo(r.daysAgo).toISOString(),
    isFeatured: false,
  }));

/** Buyers' reviews as `GET /api/reviews?best=true` answers them. */
const BUYER_REVIEWS = [5, 4, 5, 4].map((rating, i) => ({
  id: 100 + i,
  name: ['สมชาย ใ.', 'มานี ม.', 'ประยุทธ ส.', 'บุญมี ร.'][i] as string,
  rating,
  comment: `ใช้แล้วได้ผลดี ครั้งที่ ${i + 1}`,
  imageUrl: i === 0 ? '/uploads/review-photo.webp' : null,
  tag: 'ผู้ซื้อจริง',
  date: daysAgo(i + 1).toISOString(),
  isFeatured: false,
  verifiedBuyer: true as const,
  productName: `ปุ๋ยยูเรีย 46-0-0 ถุงที่ ${i + 1}`,
  productLink: `/products/others/${200 + i}`,
  ...(i === 0 ? { variantLabel: '50 กก.' } : {}),
}));

const ANSWERS: Record<string, unknown> = {
  '/bestsellers': [0, 1, 2, 3].map((demo) => apiProduct({ demo, name: `ขายดี ${demo}` })),
  '/products': list([apiProduct({ demo: 0, name: 'ลดราคา 1', isOnSale: true })]),
  '/articles': list(
    demoArticles.slice(0, 3).map((a, i) => ({
      id: i + 1,
      title: a.title,
      excerpt: a.excerpt,
      imageUrl: a.image,
      author: a.author,
      publishedDate: daysAgo(a.daysAgo).toISOString(),
      readTime: a.readTime,
    })),
  ),
  '/news': list(
    demoNews.slice(0, 4).map((n, i) => ({
      id: i + 1,
      title: n.title,
      summary: n.summary,
      category: n.category,
      isUrgent: n.isUrgent,
      publishedDate: daysAgo(n.daysAgo).toISOString(),
    })),
  ),
  // The shop's samples for any other ask; the home page asks for buyers' best (decision 0058).
  '/reviews': (request: Request) =>
    new URL(request.url).searchParams.get('best') === 'true' ? list(BUYER_REVIEWS) : list(SAMPLES),
  '/settings/shop': shop,
};

/** The home page's calls, answered; those named in `failing` fail until healed. */
function answerHome(failing: string[] = []) {
  let fails = new Set(failing);
  const sent = mockApi(
    ...Object.entries(ANSWERS).map(([path, body]) =>
      get(path, (request) =>
        fails.has(path)
          ? Response.json(errorReply('INTERNAL', 'Internal server error'), { status: 500 })
          : typeof body === 'function'
            ? (body as (request: Request) => object)(request)
            : (body as object),
      ),
    ),
  );
  return { sent, heal: () => (fails = new Set()) };
}

function renderHome() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: homePage.Component,
        loader: homePage.loader,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home page', () => {
  it('shows every section in the spec order with its data', async () => {
    const { sent } = answerHome();
    renderHome();
    await screen.findByRole('link', { name: 'ขายดี 3' }, { timeout: 5000 });
    // The lower half is a chunk of its own, loaded (and, here, transformed) on first use.
    await screen.findByText('035-212-3456', undefined, { timeout: 15_000 });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'สินค้าขายดี',
      'สินค้าโปรโมชัน',
      'บทความล่าสุด',
      'ข่าวสารล่าสุด',
      'ติดต่อเรา',
      'รีวิวจากลูกค้า',
    ]);
    // A farmer with a problem in the field starts from the crop browser.
    expect(screen.getByRole('link', { name: /^ปัญหาในแปลง/ })).toHaveAttribute('href', '/problems');
    expect(within(section('สินค้าขายดี')).getAllByRole('article')).toHaveLength(4);
    expect(
      within(section('สินค้าขายดี')).getByRole('link', { name: 'ดูสินค้าขายดีทั้งหมด' }),
    ).toHaveAttribute('href', '/bestsellers');
    expect(
      within(section('สินค้าโปรโมชัน')).getByText('ลดสูงสุด 30% สำหรับสินค้าที่ร่วมรายการ'),
    ).toBeInTheDocument();
    expect(within(section('บทความล่าสุด')).getAllByRole('article')).toHaveLength(3);
    expect(within(section('ข่าวสารล่าสุด')).getAllByRole('article')).toHaveLength(4);
    const contact = section('ติดต่อเรา');
    expect(contact).toHaveAttribute('id', 'contact');
    expect(within(contact).getByRole('img', { name: /คิวอาร์โค้ดไลน์/ })).toHaveAttribute(
      'src',
      '/images/line-qr.svg',
    );
    expect(within(contact).getByText('เสาร์ 8:00 - 16:00')).toBeInTheDocument();
    expect(
      within(contact).getByRole('link', { name: 'contact@kasetayutthaya.example' }),
    ).toBeInTheDocument();
    // Buyers' own reviews, not the shop's samples: each names the product it is about.
    const reviews = within(section('รีวิวจากลูกค้า')).getAllByRole('figure');
    expect(reviews).toHaveLength(4);
    const first = within(reviews[0] as HTMLElement);
    expect(first.getByText('ผู้ซื้อจริง')).toBeInTheDocument();
    expect(first.getByText('“ใช้แล้วได้ผลดี ครั้งที่ 1”')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'ปุ๋ยยูเรีย 46-0-0 ถุงที่ 1' })).toHaveAttribute(
      'href',
      '/products/others/200',
    );
    expect(first.getByRole('img', { name: 'รูปจากรีวิวของ สมชาย ใ.' })).toHaveAttribute(
      'src',
      '/uploads/review-photo.webp',
    );
    expect(screen.queryByText('Facebook')).toBeNull();
    expect(sent.find((request) => request.path === '/api/reviews')?.search.get('best')).toBe(
      'true',
    );
    // The product sections ask what the server's Link header preloads (page-hints.ts).
    const catalogue = sent
      .filter((request) => ['/api/bestsellers', '/api/products'].includes(request.path))
      .map((request) => `${request.path}?${request.search}`);
    expect(catalogue).toEqual([
      '/api/bestsellers?limit=4',
      '/api/products?sort=discount&onSale=true&pageSize=4',
    ]);
  }, 30_000);

  it('shows no reviews section while no buyer has written a good review', async () => {
    answerHome();
    mockApi(get('/reviews', list([])));
    renderHome();
    // The lower half is a chunk of its own, loaded (and, here, transformed) on first use.
    await screen.findByText('035-212-3456', undefined, { timeout: 15_000 });
    await screen.findAllByRole('article');
    // The sections that came, and none for reviews: no invented ones, no "no reviews" line.
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'สินค้าขายดี',
        'สินค้าโปรโมชัน',
        'บทความล่าสุด',
        'ข่าวสารล่าสุด',
        'ติดต่อเรา',
      ]),
    );
    expect(screen.queryByText('ไม่พบรีวิว')).toBeNull();
  });

  it('a failed section says so and retries while the rest of the page works', async () => {
    const api = answerHome(['/bestsellers', '/news']);
    const user = userEvent.setup();
    renderHome();
    await screen.findByRole('region', { name: 'สินค้าขายดี' }, { timeout: 5000 });
    const best = section('สินค้าขายดี');
    expect(await within(best).findByRole('alert')).toHaveTextContent('ขออภัย โหลดสินค้าขายดีไม่สำเร็จ');
    expect(await within(section('ข่าวสารล่าสุด')).findByRole('alert')).toHaveTextContent(
      'ขออภัย โหลดข่าวสารไม่สำเร็จ',
    );
    expect(
      await within(section('สินค้าโปรโมชัน')).findByRole('link', { name: 'ลดราคา 1' }),
    ).toBeInTheDocument();
    expect(await within(section('บทความล่าสุด')).findAllByRole('article')).toHaveLength(3);
    api.heal();
    await user.click(within(best).getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await within(best).findAllByRole('article')).toHaveLength(4);
  });

  it('the hero has 6 slides, arrows, dots and each slide links to its category', async () => {
    answerHome();
    const user = userEvent.setup();
    renderHome();
    const hero = await screen.findByRole('region', { name: 'สินค้าแนะนำ' }, { timeout: 5000 });
    expect(within(hero).getAllByRole('button', { name: /^ไปสไลด์ที่ \d$/ })).toHaveLength(6);
    const links = within(hero)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/products/others',
      '/products/insecticides',
      '/products/fungicides',
      '/products/hormones',
      '/products/equipment',
      '/products/herbicides',
    ]);
    // Only the first picture loads with the page; the hidden slides' follow once it is in.
    expect(hero.querySelectorAll('img')).toHaveLength(1);
    fireEvent.load(hero.querySelector('img') as HTMLImageElement);
    const images = hero.querySelectorAll('img');
    expect(images).toHaveLength(6);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('width', '1440');
    expect(images[0]).toHaveAttribute('height', '560');
    for (const image of [...images].slice(1)) expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(hero).getByRole('link', { name: 'ดูสารปรับสภาพดิน' })).toBeVisible();
    await user.click(within(hero).getByRole('button', { name: 'สไลด์ถัดไป' }));
    expect(within(hero).getByRole('link', { name: 'ดูสารกำจัดแมลง' })).toBeInTheDocument();
    expect(within(hero).queryByRole('link', { name: 'ดูสารปรับสภาพดิน' })).not.toBeInTheDocument();
    await user.click(within(hero).getByRole('button', { name: 'ไปสไลด์ที่ 6' }));
    expect(within(hero).getByRole('link', { name: 'ดูสารกำจัดวัชพืช' })).toBeInTheDocument();
    await user.click(within(hero).getByRole('button', { name: 'สไลด์ถัดไป' }));
    expect(within(hero).getByRole('link', { name: 'ดูสารปรับสภาพดิน' })).toBeInTheDocument();
  });
});
