import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminArticle,
  AdminNews,
  AdminReview,
} from '../../../../shared/contracts/admin-content.ts';
import { apiServer } from '../../../../testing/api-mock.ts';
import { useSessionStore } from '../../accounts/session-store.ts';
import { Component as ArticlesAdminPage } from './articles-admin-page.tsx';
import { Component as NewsAdminPage } from './news-admin-page.tsx';
import { Component as ReviewsAdminPage } from './reviews-admin-page.tsx';

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
};

const page = <T,>(items: T[], query: URLSearchParams) => ({
  items,
  total: items.length,
  page: Number(query.get('page') ?? 1),
  pageSize: Number(query.get('pageSize') ?? 5),
});

const calls: { method: string; path: string; query: URLSearchParams; body?: unknown }[] = [];
const handlers = [
  http.get('*/api/admin/articles', ({ request }) => {
    const url = new URL(request.url);
    calls.push({ method: 'GET', path: url.pathname, query: url.searchParams });
    return HttpResponse.json(page([article], url.searchParams));
  }),
  http.post('*/api/admin/articles', async ({ request }) => {
    const url = new URL(request.url);
    const body = await request.json();
    calls.push({ method: 'POST', path: url.pathname, query: url.searchParams, body });
    return HttpResponse.json({ article: { ...article, ...(body as object) } }, { status: 201 });
  }),
  http.delete('*/api/admin/articles/:id', ({ request }) => {
    const url = new URL(request.url);
    calls.push({ method: 'DELETE', path: url.pathname, query: url.searchParams });
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/api/admin/news', ({ request }) => {
    const url = new URL(request.url);
    calls.push({ method: 'GET', path: url.pathname, query: url.searchParams });
    return HttpResponse.json(page([newsItem], url.searchParams));
  }),
  http.delete('*/api/admin/news/:id', ({ request }) => {
    const url = new URL(request.url);
    calls.push({ method: 'DELETE', path: url.pathname, query: url.searchParams });
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/api/admin/reviews', ({ request }) => {
    const url = new URL(request.url);
    calls.push({ method: 'GET', path: url.pathname, query: url.searchParams });
    const q = url.searchParams.get('q');
    return HttpResponse.json(page(q ? [] : [review], url.searchParams));
  }),
];

beforeEach(() => apiServer.use(...handlers));
beforeEach(() => {
  useSessionStore.setState({
    status: 'ready',
    user: {
      id: 'u1',
      phone: '0800000001',
      firstName: 'ผู้ดูแล',
      lastName: 'ระบบ',
      address: '',
      role: 'root',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastProfileEditAt: null,
    },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  calls.length = 0;
});

describe('articles admin', () => {
  it('asks for 5 a page and confirms with the spec text before deleting', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<ArticlesAdminPage />);
    const row = (await screen.findByRole('rowheader', { name: article.title })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('March 2, 2026')).toBeInTheDocument();
    expect(calls[0]?.query.get('pageSize')).toBe('5');

    await user.click(screen.getByRole('button', { name: `Delete ${article.title}` }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this article?');
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/3'))).toBe(true),
    );
  });

  it('requires every article field and sends the date in ISO form', async () => {
    const user = userEvent.setup();
    render(<ArticlesAdminPage />);
    await user.click(await screen.findByRole('button', { name: '+ Add Article' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Article' });
    const published = within(dialog).getByLabelText(/Published Date/);
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
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Title/), 'บทความใหม่');
    await user.type(within(dialog).getByLabelText(/^Author/), 'ทีมงานร้าน');
    await user.type(published, '2026-03-02T01:30');
    await user.type(within(dialog).getByLabelText(/Read Time/), '3 min read');
    await user.type(within(dialog).getByLabelText(/Image URL/), '/images/articles/a.svg');
    await user.type(within(dialog).getByLabelText(/^Excerpt/), 'สรุปสั้น');
    await user.type(within(dialog).getByLabelText(/^Content/), '<script>alert(1)</script>');
    await user.click(within(dialog).getByRole('button', { name: 'Add Article' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'บทความใหม่',
      author: 'ทีมงานร้าน',
      publishedDate: '2026-03-01T18:30:00.000Z',
      readTime: '3 min read',
      imageUrl: '/images/articles/a.svg',
      excerpt: 'สรุปสั้น',
      content: '<script>alert(1)</script>',
    });
  });
});

describe('news admin', () => {
  it('filters by category and confirms with the spec text before deleting', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(<NewsAdminPage />);
    await screen.findByRole('rowheader', { name: /เตือนภัยแล้ง/ });
    expect(screen.getByText('Urgent', { selector: 'span' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Market');
    await waitFor(() => expect(calls.at(-1)?.query.get('category')).toBe('Market'));

    await user.click(screen.getByRole('button', { name: `Delete ${newsItem.title}` }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this news item?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
});

describe('reviews admin', () => {
  it('shows name, stars, comment, source, Thai date and featured mark; ไม่พบรีวิว when none', async () => {
    const user = userEvent.setup();
    render(<ReviewsAdminPage />);
    const row = (await screen.findByRole('rowheader', { name: 'ลุงสมศักดิ์' })).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row);
    expect(cells.getByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(cells.getByText('ของแท้ ส่งไว')).toBeInTheDocument();
    expect(cells.getByText('Facebook')).toBeInTheDocument();
    expect(cells.getByText('21 พฤศจิกายน 2569')).toBeInTheDocument();
    expect(cells.getByText('Featured')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'ไม่มี');
    expect(await screen.findByText('ไม่พบรีวิว')).toBeInTheDocument();
  });
});
