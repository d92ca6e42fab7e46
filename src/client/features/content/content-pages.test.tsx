import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daysAgo, demoArticles, demoNews } from '../../../server/db/seed/content.ts';
import type { ArticleSummary, NewsSummary } from '../../../shared/contracts/content.ts';
import { Component as ArticlePage } from './article-page.tsx';
import { Component as ArticlesPage } from './articles-page.tsx';
import { Component as NewsPage } from './news-page.tsx';
import { PlainText } from './plain-text.tsx';

/** Markup that would set a flag if it ever ran. */
const SCRIPT_PROBE = '<script>window.__xss = 1</script>';

const NOW = new Date('2026-11-22T05:00:00Z');

const articles: ArticleSummary[] = demoArticles.map((article, index) => ({
  id: index + 1,
  title: article.title,
  excerpt: article.excerpt,
  imageUrl: article.image,
  author: article.author,
  publishedDate: daysAgo(article.daysAgo, NOW).toISOString(),
  readTime: article.readTime,
}));

const news: NewsSummary[] = demoNews.map((item, index) => ({
  id: index + 1,
  title: item.title,
  summary: item.summary,
  category: item.category,
  isUrgent: item.isUrgent,
  publishedDate: daysAgo(item.daysAgo, NOW).toISOString(),
}));

function stubList<T>(path: string, all: T[], filter: (url: URL, items: T[]) => T[] = (_, i) => i) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://shop.test');
      calls.push(url);
      if (url.pathname !== path) {
        return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'x' } }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      const items = filter(url, all);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      const body = {
        items: items.slice((page - 1) * size, page * size),
        total: items.length,
        page,
        pageSize: size,
      };
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <output aria-label="where">{decodeURIComponent(location.search)}</output>;
}

function renderAt(path: string, entry: string, Page: () => React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            <Page />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlainText', () => {
  it('shows markup in the content as text: no script element, paragraphs split on blank lines', () => {
    const { container } = render(
      <PlainText text={`ย่อหน้าแรก\n\nก่อน ${SCRIPT_PROBE} หลัง\n\n<img src=x onerror="alert(1)">`} />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(3);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(`ก่อน ${SCRIPT_PROBE} หลัง`)).toBeInTheDocument();
  });
});

describe('articles page', () => {
  it('loads 6 a page until the end, then says there are no more', async () => {
    const calls = stubList('/api/articles', articles);
    renderAt('/articles', '/articles', ArticlesPage);
    expect(await screen.findByText('ไม่มีบทความเพิ่มเติมแล้ว')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    const pages = calls.filter((url) => url.pathname === '/api/articles');
    expect(
      pages.map((url) => [url.searchParams.get('page'), url.searchParams.get('pageSize')]),
    ).toEqual([
      ['1', '6'],
      ['2', '6'],
    ]);
    expect(screen.getByText('บทความทั้งหมด 8 เรื่อง')).toBeInTheDocument();
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByText(/21 พฤศจิกายน 2569/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^อ่านบทความ/ })).toHaveAttribute(
      'href',
      '/articles/1',
    );
  });

  it('counts results with the search term, and a search that finds nothing can be cleared', async () => {
    stubList('/api/articles', articles, (url, items) => {
      const q = url.searchParams.get('q');
      return q ? items.filter((a) => a.title.includes(q) || a.author.includes(q)) : items;
    });
    const user = userEvent.setup();
    renderAt('/articles', '/articles?q=ณัฐพล', ArticlesPage);
    expect(await screen.findByText('พบ 2 บทความ สำหรับ “ณัฐพล”')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'ค้นหาบทความ' });
    await user.clear(box);
    await user.type(box, 'ไม่มีคำนี้{Enter}');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ล้างการค้นหา' }));
    expect(screen.getByLabelText('where')).toHaveTextContent(/^$/);
    expect(await screen.findByText('บทความทั้งหมด 8 เรื่อง')).toBeInTheDocument();
  });

  it('says there are no articles yet when there are none at all', async () => {
    stubList('/api/articles', []);
    renderAt('/articles', '/articles', ArticlesPage);
    expect(await screen.findByText('ยังไม่มีบทความใหม่ในขณะนี้.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ล้างการค้นหา' })).not.toBeInTheDocument();
  });

  it('puts the sort in the URL and asks the API for it', async () => {
    const calls = stubList('/api/articles', articles);
    const user = userEvent.setup();
    renderAt('/articles', '/articles', ArticlesPage);
    await screen.findByText('ไม่มีบทความเพิ่มเติมแล้ว');
    await user.selectOptions(screen.getByRole('combobox', { name: 'เรียงตาม' }), 'author');
    expect(screen.getByLabelText('where')).toHaveTextContent('?sort=author');
    await screen.findByText('ไม่มีบทความเพิ่มเติมแล้ว');
    expect(calls.at(-1)?.searchParams.get('sort')).toBe('author');
  });
});

describe('news page', () => {
  it('shows Thai category labels, the urgent badge and the age, and filters by category', async () => {
    const calls = stubList('/api/news', news, (url, items) => {
      const category = url.searchParams.get('category');
      return category ? items.filter((n) => n.category === category) : items;
    });
    const user = userEvent.setup();
    renderAt('/news', '/news', NewsPage);
    await screen.findByText('ไม่มีข่าวสารเพิ่มเติมแล้ว');
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByText('สภาพอากาศ')).toBeInTheDocument();
    expect(within(first).getByText('ด่วน')).toBeInTheDocument();
    expect(within(first).getByText(/ago$/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'หมวดข่าว' }), 'Market');
    expect(await screen.findByText('ข่าวหมวดตลาด 3 เรื่อง')).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get('category')).toBe('Market');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('a search with no result says so in the spec words', async () => {
    stubList('/api/news', news, () => []);
    renderAt('/news', '/news?q=zzz', NewsPage);
    expect(await screen.findByText('No news found')).toBeInTheDocument();
  });

  it('says there is no news yet when there is none', async () => {
    stubList('/api/news', []);
    renderAt('/news', '/news', NewsPage);
    expect(await screen.findByText('ยังไม่มีข่าวสารใหม่ในตอนนี้.')).toBeInTheDocument();
  });
});

describe('article page', () => {
  it('shows the full text and leaves a script in it as text', async () => {
    const article = {
      ...articles[0],
      content: `ย่อหน้าหนึ่ง\n\nขณะผสมสาร ${SCRIPT_PROBE} ยืนเหนือลม`,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(article), {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderAt('/articles/:id', '/articles/1', ArticlePage);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      article.title as string,
    );
    expect(screen.getByText(`ขณะผสมสาร ${SCRIPT_PROBE} ยืนเหนือลม`)).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
  });
});
