import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminArticle,
  AdminNews,
  AdminReview,
} from '../../../../shared/contracts/admin-content.ts';
import { del, errorReply, get, mockApi, post } from '../../../../testing/api-mock.ts';
import { renderPages } from '../../../../testing/page-router.tsx';
import * as articlesAdminPage from './articles-admin-page.tsx';
import * as newsAdminPage from './news-admin-page.tsx';
import * as reviewsAdminPage from './reviews-admin-page.tsx';

let router: ReturnType<typeof renderPages>;
/** The search of the URL the page is at now, decoded: '?q=ข้าว'. */
const where = () => decodeURIComponent(router.state.location.search);

const article: AdminArticle = {
  id: 3,
  title: 'พ่นสารเคมีอย่างปลอดภัย',
  excerpt: 'สรุป',
  content: 'เนื้อหา',
  imageUrl: '/images/articles/spray-safety.svg',
  author: 'ทีมงานร้าน',
  publishedDate: '2026-03-01T18:30:00.000Z',
  readTime: '5 min read',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};

const newsItem: AdminNews = {
  id: 4,
  title: 'เตือนภัยแล้ง',
  summary: 'ฝนทิ้งช่วง',
  content: 'รายละเอียด',
  category: 'Weather',
  isUrgent: true,
  publishedDate: '2026-03-01T00:00:00.000Z',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};

const review: AdminReview = {
  id: 5,
  name: 'ลุงสมศักดิ์',
  rating: 4,
  comment: 'ของแท้ ส่งไว',
  imageUrl: null,
  tag: 'Facebook',
  date: '2026-11-21T03:00:00.000Z',
  isFeatured: true,
  productId: null,
  verifiedBuyer: false,
  hiddenReason: null,
};

/** One page of `items` as the API answers it, with the request's page and page size. */
const pageOf =
  <T,>(items: T[], total = items.length) =>
  (request: Request) => {
    const search = new URL(request.url).searchParams;
    return {
      items,
      total,
      page: Number(search.get('page') ?? 1),
      pageSize: Number(search.get('pageSize') ?? 5),
    };
  };

beforeEach(() => {
  // The date picker's time list watches its height; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('articles admin', () => {
  it('asks for 5 a page and confirms with the spec text before deleting, then lists again', async () => {
    const sent = mockApi(
      get('/admin/articles', pageOf([article])),
      del('/admin/articles/:id', () => new Response(null, { status: 204 })),
    );
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    router = renderPages({ '/admin/articles': articlesAdminPage }, '/admin/articles');
    const row = (await screen.findByRole('rowheader', { name: article.title })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('March 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('1 article')).toBeInTheDocument();
    expect(sent[0]?.search.get('pageSize')).toBe('5');

    await user.click(screen.getByRole('button', { name: `Delete ${article.title}` }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this article?');
    await waitFor(() =>
      expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
        'GET /api/admin/articles',
        'DELETE /api/admin/articles/3',
        'GET /api/admin/articles',
      ]),
    );
  });

  it('shows the table’s loading state at once, before the list arrives', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi(
      get('/admin/articles', async (request) => {
        await gate;
        return pageOf([article])(request);
      }),
    );
    router = renderPages({ '/admin/articles': articlesAdminPage }, '/admin/articles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    const table = screen.getByRole('region', { name: 'Articles' });
    expect(within(table).getByRole('status')).toHaveTextContent('Loading...');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    release();
    expect(await screen.findByRole('rowheader', { name: article.title })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Articles' })).queryByRole('status'),
    ).toBeNull();
  });

  it('puts the search in the URL once typing pauses and starts from page 1', async () => {
    const sent = mockApi(
      get('/admin/articles', (request) => {
        const q = new URL(request.url).searchParams.get('q');
        return pageOf(q ? [] : [article], q ? 0 : 12)(request);
      }),
    );
    const user = userEvent.setup();
    router = renderPages({ '/admin/articles': articlesAdminPage }, '/admin/articles?page=3');
    await screen.findByRole('rowheader', { name: article.title });
    expect(sent[0]?.search.get('page')).toBe('3');
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'ไม่มี');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(where()).toBe('?q=ไม่มี');
    // One request for the words as typed, not one a keystroke.
    expect(sent.map((call) => [call.search.get('q'), call.search.get('page')])).toEqual([
      [null, '3'],
      ['ไม่มี', '1'],
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('ไม่มี');
  });

  it('goes back a page when a delete empties the last one', async () => {
    const sent = mockApi(
      get('/admin/articles', pageOf([article], 6)),
      del('/admin/articles/:id', () => new Response(null, { status: 204 })),
    );
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    router = renderPages({ '/admin/articles': articlesAdminPage }, '/admin/articles?page=2');
    await screen.findByRole('rowheader', { name: article.title });
    await user.click(screen.getByRole('button', { name: `Delete ${article.title}` }));
    await waitFor(() => expect(where()).toBe(''));
    await waitFor(() => expect(sent.at(-1)?.search.get('page')).toBe('1'));
  });

  it('says why a delete failed above the table and keeps the row', async () => {
    mockApi(
      get('/admin/articles', pageOf([article])),
      del('/admin/articles/:id', errorReply('NOT_FOUND', 'Article not found'), 404),
    );
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    router = renderPages({ '/admin/articles': articlesAdminPage }, '/admin/articles');
    await user.click(await screen.findByRole('button', { name: `Delete ${article.title}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Article not found');
    expect(screen.getByRole('rowheader', { name: article.title })).toBeInTheDocument();
  });

  it('says the list could not be loaded, and loads it again on request', async () => {
    let fail = true;
    mockApi(
      get('/admin/articles', (request) =>
        fail
          ? Response.json(errorReply('INTERNAL', 'Internal server error'), { status: 500 })
          : pageOf([article])(request),
      ),
    );
    const user = userEvent.setup();
    router = renderPages({ '/admin/articles': articlesAdminPage }, '/admin/articles');
    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByRole('rowheader', { name: article.title })).toBeInTheDocument();
  });

  it('requires every article field and sends the date in ISO form', async () => {
    const sent = mockApi(
      get('/admin/articles', pageOf([article])),
      post('/admin/articles', async (request) => {
        const body = (await request.json()) as object;
        return Response.json({ article: { ...article, ...body } }, { status: 201 });
      }),
    );
    const posts = () => sent.filter((call) => call.method === 'POST');
    const user = userEvent.setup();
    router = renderPages({ '/admin/articles': articlesAdminPage }, '/admin/articles');
    await user.click(await screen.findByRole('button', { name: '+ Add Article' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Article' });
    // Typed dd/MM/yyyy HH:mm (the picker loads with the form).
    const published = await within(dialog).findByLabelText(/Published Date/);
    await user.clear(published);
    await user.click(within(dialog).getByRole('button', { name: 'Add Article' }));
    for (const label of [
      /^Title/,
      /^Author/,
      /Published Date/,
      /Read Time/,
      /Image URL/,
      /^Excerpt/,
      /^Content/,
    ]) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining('กรุณา'),
      );
    }
    expect(posts()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Title/), 'บทความใหม่');
    await user.type(within(dialog).getByLabelText(/^Author/), 'ทีมงานร้าน');
    await user.type(published, '02/03/2026 01:30');
    await user.type(within(dialog).getByLabelText(/Read Time/), '3 min read');
    await user.type(within(dialog).getByLabelText(/Image URL/), '/images/articles/a.svg');
    await user.type(within(dialog).getByLabelText(/^Excerpt/), 'สรุปสั้น');
    await user.type(within(dialog).getByLabelText(/^Content/), '<script>alert(1)</script>');
    await user.click(within(dialog).getByRole('button', { name: 'Add Article' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      title: 'บทความใหม่',
      author: 'ทีมงานร้าน',
      publishedDate: '2026-03-01T18:30:00.000Z',
      readTime: '3 min read',
      imageUrl: '/images/articles/a.svg',
      excerpt: 'สรุปสั้น',
      content: '<script>alert(1)</script>',
    });
    // The saved article is listed: the page asks for its list again.
    await waitFor(() =>
      expect(sent.filter((call) => call.method === 'GET').length).toBeGreaterThan(1),
    );
    // Typing seven fields letter by letter takes a few seconds in jsdom.
  });
});

describe('news admin', () => {
  it('filters by category and confirms with the spec text before deleting', async () => {
    const sent = mockApi(get('/admin/news', pageOf([newsItem])));
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    router = renderPages({ '/admin/news': newsAdminPage }, '/admin/news');
    await screen.findByRole('rowheader', { name: /เตือนภัยแล้ง/ });
    expect(screen.getByText('Urgent', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('1 news item')).toBeInTheDocument();
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'ทุกหมวดหมู่',
      'Policy (นโยบาย)',
      'Research (งานวิจัย)',
      'Weather (สภาพอากาศ)',
      'Market (ตลาด)',
    ]);
    await user.selectOptions(category, 'Market');
    await waitFor(() => expect(sent.at(-1)?.search.get('category')).toBe('Market'));
    await waitFor(() => expect(where()).toBe('?category=Market'));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Market');

    await user.click(screen.getByRole('button', { name: `Delete ${newsItem.title}` }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this news item?');
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
  });
});

describe('reviews admin', () => {
  it('shows name, stars, comment, source, Thai date and featured mark; ไม่พบรีวิว when none', async () => {
    mockApi(
      get('/admin/reviews', (request) =>
        pageOf(new URL(request.url).searchParams.get('q') ? [] : [review])(request),
      ),
    );
    const user = userEvent.setup();
    router = renderPages({ '/admin/reviews': reviewsAdminPage }, '/admin/reviews');
    const row = (await screen.findByRole('rowheader', { name: 'ลุงสมศักดิ์' })).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row);
    expect(cells.getByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(cells.getByText('ของแท้ ส่งไว')).toBeInTheDocument();
    expect(cells.getByText('Facebook')).toBeInTheDocument();
    expect(cells.getByText('21 พฤศจิกายน 2569')).toBeInTheDocument();
    expect(cells.getByText('Featured')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete|Add/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'ไม่มี');
    expect(await screen.findByText('ไม่พบรีวิว')).toBeInTheDocument();
  });
});
