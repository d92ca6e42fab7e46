import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daysAgo, demoArticles, demoNews } from '../../../server/db/seed/content.ts';
import type { ArticleSummary, NewsSummary } from '../../../shared/contracts/content.ts';
import { errorReply, get, mockApi } from '../../../testing/api-mock.ts';
import { renderPages } from '../../../testing/page-router.tsx';
import * as articlePage from './article-page.tsx';
import * as articlesPage from './articles-page.tsx';
import * as howToOrderPage from './how-to-order-page.tsx';
import * as newsItemPage from './news-item-page.tsx';
import * as newsPage from './news-page.tsx';
import { PlainText } from './plain-text.tsx';

let router: ReturnType<typeof renderPages>;
/** The search of the URL the page is at now, decoded: '?q=ข้าว'. */
const where = () => decodeURIComponent(router.state.location.search);

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

/** Answers a list request as the API pages it, after `filter` picks the items. */
function pageOf<T>(all: T[], filter: (search: URLSearchParams, items: T[]) => T[] = (_, i) => i) {
  return (request: Request) => {
    const search = new URL(request.url).searchParams;
    const items = filter(search, all);
    const page = Number(search.get('page'));
    const size = Number(search.get('pageSize'));
    return {
      items: items.slice((page - 1) * size, page * size),
      total: items.length,
      page,
      pageSize: size,
    };
  };
}

/** A reply that waits until the test lets it go. */
function held<T>(value: T) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const reply = async () => {
    await gate;
    return value as never;
  };
  return { reply, release };
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
    const sent = mockApi(get('/articles', pageOf(articles)));
    router = renderPages({ '/articles': articlesPage }, '/articles');
    await screen.findByText('ไม่มีบทความเพิ่มเติมแล้ว');
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(sent.map((call) => [call.search.get('page'), call.search.get('pageSize')])).toEqual([
      ['1', '6'],
      ['2', '6'],
    ]);
    expect(screen.getByText('บทความทั้งหมด 8 เรื่อง')).toBeInTheDocument();
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByText(/21 พฤศจิกายน 2569/)).toBeInTheDocument();
    expect(within(first).getByText('อ่าน 5 นาที')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^อ่านบทความ/ })).toHaveAttribute(
      'href',
      '/articles/1',
    );
  });

  it('shows the cards’ skeleton at once, before the first page arrives', async () => {
    const first = held(pageOf(articles)(new Request('http://shop.test/?page=1&pageSize=6')));
    mockApi(get('/articles', first.reply));
    router = renderPages({ '/articles': articlesPage }, '/articles');
    expect(await screen.findByRole('heading', { level: 1, name: 'บทความ' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'กำลังโหลด' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    first.release();
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(screen.queryByRole('status', { name: 'กำลังโหลด' })).not.toBeInTheDocument();
  });

  it('counts results with the search term, and a search that finds nothing can be cleared', async () => {
    const sent = mockApi(
      get(
        '/articles',
        pageOf(articles, (search, items) => {
          const q = search.get('q');
          return q ? items.filter((a) => a.title.includes(q) || a.author.includes(q)) : items;
        }),
      ),
    );
    const user = userEvent.setup();
    router = renderPages({ '/articles': articlesPage }, '/articles?q=ณัฐพล');
    expect(await screen.findByText('พบ 2 บทความ สำหรับ “ณัฐพล”')).toBeInTheDocument();
    expect(sent[0]?.search.get('q')).toBe('ณัฐพล');
    const box = screen.getByRole('searchbox', { name: 'ค้นหาบทความ' });
    expect(box).toHaveValue('ณัฐพล');
    await user.clear(box);
    await user.type(box, 'ไม่มีคำนี้{Enter}');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(where()).toBe('?q=ไม่มีคำนี้');
    expect(sent.at(-1)?.search.get('q')).toBe('ไม่มีคำนี้');
    await user.click(screen.getByRole('button', { name: 'ล้างการค้นหา' }));
    await waitFor(() => expect(where()).toBe(''));
    expect(await screen.findByText('บทความทั้งหมด 8 เรื่อง')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('says there are no articles yet when there are none at all', async () => {
    mockApi(get('/articles', pageOf([])));
    router = renderPages({ '/articles': articlesPage }, '/articles');
    expect(await screen.findByText('ยังไม่มีบทความใหม่ในขณะนี้.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ล้างการค้นหา' })).not.toBeInTheDocument();
  });

  it('puts the sort in the URL and asks the API for it', async () => {
    const sent = mockApi(get('/articles', pageOf(articles)));
    const user = userEvent.setup();
    router = renderPages({ '/articles': articlesPage }, '/articles');
    await screen.findByText('ไม่มีบทความเพิ่มเติมแล้ว');
    const sort = screen.getByRole('combobox', { name: 'เรียงตาม' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ล่าสุด', 'ชื่อบทความ (ก-ฮ)', 'ผู้เขียน']);
    await user.selectOptions(sort, 'author');
    await waitFor(() => expect(where()).toBe('?sort=author'));
    await waitFor(() => expect(sent.at(-1)?.search.get('sort')).toBe('author'));
    // A new sort starts again from page 1.
    const sorted = sent.filter((call) => call.search.get('sort') === 'author');
    expect(sorted[0]?.search.get('page')).toBe('1');
  });

  it('a failed first page says so calmly and loads again on ลองอีกครั้ง', async () => {
    let fail = true;
    mockApi(
      get('/articles', (request) =>
        fail
          ? Response.json(errorReply('INTERNAL', 'Internal server error'), { status: 500 })
          : pageOf(articles)(request),
      ),
    );
    const user = userEvent.setup();
    router = renderPages({ '/articles': articlesPage }, '/articles');
    expect(await screen.findByRole('alert')).toHaveTextContent('ขออภัย โหลดบทความไม่สำเร็จ');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByText('บทความทั้งหมด 8 เรื่อง')).toBeInTheDocument();
  });

  it('a failed next page keeps the cards shown and asks again on ลองอีกครั้ง', async () => {
    let fail = true;
    const sent = mockApi(
      get('/articles', (request) =>
        fail && new URL(request.url).searchParams.get('page') === '2'
          ? Response.json(errorReply('INTERNAL', 'Internal server error'), { status: 500 })
          : pageOf(articles)(request),
      ),
    );
    const user = userEvent.setup();
    router = renderPages({ '/articles': articlesPage }, '/articles');
    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดรายการเพิ่มไม่สำเร็จ');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByText('ไม่มีบทความเพิ่มเติมแล้ว')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(sent.map((call) => call.search.get('page'))).toEqual(['1', '2', '2']);
  });
});

describe('news page', () => {
  it('shows Thai category labels, the urgent badge and the age in Thai, and filters by category', async () => {
    // Published five minutes ago: not "1 day ago" (issue 37).
    const fresh = new Date(Date.now() - 5 * 60_000).toISOString();
    const sent = mockApi(
      get(
        '/news',
        pageOf(
          [{ ...(news[0] as NewsSummary), publishedDate: fresh }, ...news.slice(1)],
          (search, items) => {
            const category = search.get('category');
            return category ? items.filter((n) => n.category === category) : items;
          },
        ),
      ),
    );
    const user = userEvent.setup();
    router = renderPages({ '/news': newsPage }, '/news');
    await screen.findByText('ไม่มีข่าวสารเพิ่มเติมแล้ว');
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByText('สภาพอากาศ')).toBeInTheDocument();
    expect(within(first).getByText('ด่วน')).toBeInTheDocument();
    expect(within(first).getByText('5 นาทีที่ผ่านมา')).toBeInTheDocument();
    const second = screen.getAllByRole('article')[1] as HTMLElement;
    expect(within(second).getByText(/(ที่ผ่านมา|ที่แล้ว|เมื่อวาน)$/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'หมวดข่าว' }), 'Market');
    expect(await screen.findByText('ข่าวหมวดตลาด 3 เรื่อง')).toBeInTheDocument();
    expect(where()).toBe('?category=Market');
    expect(sent.at(-1)?.search.get('category')).toBe('Market');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('reads the search, category and sort from the URL and counts within the category', async () => {
    const sent = mockApi(
      get(
        '/news',
        pageOf(news, (_, items) => items.slice(0, 2)),
      ),
    );
    router = renderPages({ '/news': newsPage }, '/news?q=ข้าว&category=Market&sort=urgent');
    expect(await screen.findByText('พบ 2 ข่าว สำหรับ “ข้าว” ในหมวดตลาด')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'หมวดข่าว' })).toHaveValue('Market');
    expect(screen.getByRole('combobox', { name: 'เรียงตาม' })).toHaveValue('urgent');
    expect(Object.fromEntries(sent[0]?.search ?? [])).toEqual({
      q: 'ข้าว',
      category: 'Market',
      sort: 'urgent',
      page: '1',
      pageSize: '6',
    });
  });

  it('a search with no result says so in the spec words', async () => {
    mockApi(
      get(
        '/news',
        pageOf(news, () => []),
      ),
    );
    router = renderPages({ '/news': newsPage }, '/news?q=zzz');
    expect(await screen.findByText('No news found')).toBeInTheDocument();
  });

  it('says there is no news yet when there is none', async () => {
    mockApi(get('/news', pageOf([])));
    router = renderPages({ '/news': newsPage }, '/news');
    expect(await screen.findByText('ยังไม่มีข่าวสารใหม่ในตอนนี้.')).toBeInTheDocument();
  });
});

describe('article page', () => {
  it('shows the full text, leaves a script in it as text and names the tab', async () => {
    const article = {
      ...articles[0],
      content: `ย่อหน้าหนึ่ง\n\nขณะผสมสาร ${SCRIPT_PROBE} ยืนเหนือลม`,
    };
    const sent = mockApi(get('/articles/:id', article));
    router = renderPages({ '/articles/:id': articlePage }, '/articles/1');
    expect(await screen.findByRole('status', { name: 'กำลังโหลด' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      article.title as string,
    );
    expect(screen.getByText(`ขณะผสมสาร ${SCRIPT_PROBE} ยืนเหนือลม`)).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
    expect(screen.getByText(/^โดย /)).toHaveTextContent(`โดย ${article.author} ·`);
    expect(document.title).toBe(`${article.title} | ร้านเกษตรอยุธยา`);
    expect(sent.map((call) => call.path)).toEqual(['/api/articles/1']);
    expect(screen.getAllByRole('link', { name: /บทความทั้งหมด/ })).toHaveLength(2);
  });

  it('says the article is not there for an unknown id, and asks nothing for a malformed one', async () => {
    const sent = mockApi(get('/articles/:id', errorReply('NOT_FOUND', 'Article not found'), 404));
    router = renderPages({ '/articles/:id': articlePage }, '/articles/999');
    expect(await screen.findByRole('heading', { name: 'ไม่พบบทความนี้' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    cleanup();
    router = renderPages({ '/articles/:id': articlePage }, '/articles/abc');
    expect(await screen.findByRole('heading', { name: 'ไม่พบบทความนี้' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('a failed load says so and tries again', async () => {
    let fail = true;
    mockApi(
      get('/articles/:id', () =>
        fail
          ? Response.json(errorReply('INTERNAL', 'Internal server error'), { status: 500 })
          : { ...articles[1], content: 'เนื้อหา' },
      ),
    );
    const user = userEvent.setup();
    router = renderPages({ '/articles/:id': articlePage }, '/articles/2');
    expect(await screen.findByRole('alert')).toHaveTextContent('ขออภัย โหลดบทความไม่สำเร็จ');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByText('เนื้อหา')).toBeInTheDocument();
  });
});

describe('news item page', () => {
  it('shows the badges, the summary and the text', async () => {
    const item = { ...news[0], content: 'รายละเอียดข่าว' };
    mockApi(get('/news/:id', item));
    router = renderPages({ '/news/:id': newsItemPage }, '/news/1');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      item.title as string,
    );
    expect(screen.getByText('ด่วน')).toBeInTheDocument();
    expect(screen.getByText(item.summary as string)).toBeInTheDocument();
    expect(screen.getByText('รายละเอียดข่าว')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /ข่าวสารทั้งหมด/ })[0]).toHaveAttribute(
      'href',
      '/news',
    );
  });

  it('says the news item is not there for an unknown id', async () => {
    mockApi(get('/news/:id', errorReply('NOT_FOUND', 'News item not found'), 404));
    router = renderPages({ '/news/:id': newsItemPage }, '/news/77');
    expect(await screen.findByRole('heading', { name: 'ไม่พบข่าวนี้' })).toBeInTheDocument();
  });
});

describe("the shop's own pages", () => {
  it('how to order: six steps with links to the products, the orders and the contact details', async () => {
    router = renderPages({ '/how-to-order': howToOrderPage }, '/how-to-order');
    expect(await screen.findByRole('heading', { level: 1, name: 'วิธีสั่งซื้อ' })).toBeVisible();
    expect(document.title).toBe('วิธีสั่งซื้อ | ร้านเกษตรอยุธยา');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'สินค้าทั้งหมด' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'คำสั่งซื้อของฉัน' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'ติดต่อเรา' })).toHaveAttribute('href', '/#contact');
    expect(screen.getByRole('link', { name: '035-212-3456' })).toHaveAttribute(
      'href',
      'tel:0352123456',
    );
    expect(screen.getByText(/^ไม่แน่ใจว่าควรใช้สินค้าใด/)).toHaveTextContent(
      'ไม่แน่ใจว่าควรใช้สินค้าใด หรือต้องการสั่งจำนวนมาก โทร 035-212-3456 หรือทักไลน์ของร้านได้ตามเวลาทำการใน ติดต่อเรา',
    );
  });
});
