import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  DashboardStats,
  EventLogEntry,
  EventLogPage,
} from '../../../shared/contracts/analytics.ts';
import { errorReply, get, mockApi, type SentRequest } from '../../../testing/api-mock.ts';
import { renderPages } from '../../../testing/page-router.tsx';
import * as dashboardPage from './dashboard-page.tsx';
import { lastSevenDays } from './dashboard-view.ts';

let router: ReturnType<typeof renderPages>;
/** The search of the URL the page is at now, decoded: '?q=ข้าว'. */
const where = () => decodeURIComponent(router.state.location.search);

const stats: DashboardStats = {
  range: { from: '2026-03-05', to: '2026-03-11' },
  totals: {
    revenue: 412650,
    pageViews: 18460,
    cartAdditions: 1220,
    activeUsers: 2340,
    totalEvents: 23120,
    todayEvents: 314,
  },
  previous: { revenue: 206325, pageViews: 20000, cartAdditions: 1220, activeUsers: 0 },
  mostClickedProducts: [
    { productId: 4, productName: 'ไกลโฟเซต 48%', image: '/images/p4.webp', clicks: 31 },
  ],
  mostCartedProducts: [{ productId: 5, productName: 'ปุ๋ยยูเรีย', image: null, cartAdds: 9 }],
  pageViews: [
    { page: '/', views: 900 },
    { page: '/products', views: 450 },
  ],
  mostViewedProducts: [
    { productId: 4, productName: 'ไกลโฟเซต 48%', image: '/images/p4.webp', views: 120 },
    { productId: 5, productName: 'ปุ๋ยยูเรีย', image: null, views: 80 },
  ],
  daily: [
    { day: '2026-03-10', revenue: 1000.25, pageViews: 10 },
    { day: '2026-03-11', revenue: 0, pageViews: 4 },
  ],
};

function entry(index: number, overrides: Partial<EventLogEntry> = {}): EventLogEntry {
  return {
    id: `LOG${String(index).padStart(6, '0')}`,
    eventType: 'page_view',
    userId: null,
    userName: null,
    channel: 'website',
    amount: null,
    timestamp: '2026-03-10T07:05:00.000Z',
    productId: null,
    productName: null,
    pageUrl: `/page-${index}`,
    details: {},
    ...overrides,
  };
}

type LogsReply = (query: URLSearchParams) => EventLogPage;
let logsReply: LogsReply;
let sent: SentRequest[];

function pageOf(total: number, page: number, first: EventLogEntry[] = []): EventLogPage {
  const count = Math.max(0, Math.min(20, total - (page - 1) * 20));
  const items = Array.from({ length: count }, (_, i) => entry((page - 1) * 20 + i + 1));
  return { items: [...first, ...items].slice(0, count), total, page, pageSize: 20 };
}

const requestsTo = (path: string) => sent.filter((request) => request.path === path);
const eventRequests = () => requestsTo('/api/admin/events');
const statsRequests = () => requestsTo('/api/admin/dashboard/stats');

// The date picker loads lazily on the page; here it is ready before the first test, so no test
// waits for the module's first import.
beforeAll(async () => {
  await import('./date-range-fields.tsx');
}, 60_000);

beforeEach(() => {
  logsReply = (query) => pageOf(45, Number(query.get('page') ?? 1));
  sent = mockApi(
    get('/admin/dashboard/stats', stats),
    get('/admin/events', (request) => logsReply(new URL(request.url).searchParams)),
  );
});

afterEach(cleanup);

describe('Dashboard & Logs', () => {
  it('opens on Statistics with the header counts and the four cards', async () => {
    router = renderPages({ '/admin/dashboard': dashboardPage }, '/admin/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard & Logs' }),
    ).toBeVisible();
    expect(screen.getByText('Monitor website activity and view detailed statistics')).toBeVisible();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Statistics', 'Event Logs']);
    expect(screen.getByRole('tab', { name: 'Statistics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Event Logs' })).toHaveAttribute(
      'aria-selected',
      'false',
    );

    const panel = await screen.findByRole('tabpanel', { name: 'Statistics' });
    expect(await within(panel).findByText('฿412,650.00')).toBeVisible();
    expect(within(panel).getByText('Total Revenue')).toBeVisible();
    // Revenue counts paid orders only, and says so under the figure.
    expect(within(panel).getByText('฿412,650.00').parentElement).toHaveTextContent(
      'รายได้นับเฉพาะคำสั่งซื้อที่ชำระเงินแล้ว (รวมเก็บเงินปลายทางที่ส่งถึงแล้ว)',
    );
    expect(within(panel).getByText('18,460')).toBeVisible();
    expect(within(panel).getByText('▲ 100%')).toBeVisible();
    expect(within(panel).getByText('▼ 7.7%')).toBeVisible();
    expect(screen.getByText('Total Events').nextSibling).toHaveTextContent('23,120');
    expect(screen.getByText('Today').nextSibling).toHaveTextContent('314');
    // The last 7 days, and the revenue of a day to the satang.
    expect(Object.fromEntries(statsRequests()[0]?.search ?? [])).toEqual(lastSevenDays());
    expect(within(panel).getByRole('cell', { name: '฿1,000.25' })).toBeInTheDocument();
  });

  it('ranks products and pages with their counts', async () => {
    router = renderPages({ '/admin/dashboard': dashboardPage }, '/admin/dashboard');
    const clicked = (await screen.findByRole('heading', { name: 'Most Clicked Products' }))
      .parentElement as HTMLElement;
    expect(within(clicked).getByRole('listitem')).toHaveTextContent('1ไกลโฟเซต 48%31 clicks');
    const carted = screen.getByRole('heading', { name: 'Most Added to Cart' })
      .parentElement as HTMLElement;
    expect(within(carted).getByRole('listitem')).toHaveTextContent('ปุ๋ยยูเรีย9 additions');
    const pages = screen.getByRole('heading', { name: 'Top Pages' }).parentElement as HTMLElement;
    expect(
      within(pages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1/900 views', '2/products450 views']);
    const viewed = screen.getByRole('heading', { name: 'Most Viewed Products' })
      .parentElement as HTMLElement;
    expect(within(viewed).getAllByRole('listitem')[1]).toHaveTextContent('2ปุ๋ยยูเรีย80 views');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    router = renderPages({ '/admin/dashboard': dashboardPage }, '/admin/dashboard');
    (await screen.findByRole('tab', { name: 'Statistics' })).focus();
    await user.keyboard('{ArrowRight}');
    const logsTab = screen.getByRole('tab', { name: 'Event Logs' });
    expect(logsTab).toHaveAttribute('aria-selected', 'true');
    expect(logsTab).toHaveFocus();
    expect(await screen.findByRole('tabpanel', { name: 'Event Logs' })).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Statistics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows log rows: badge, user, details, channel, amount and time', async () => {
    logsReply = () => ({
      items: [
        entry(7, {
          eventType: 'transaction',
          userId: 'a1b2',
          userName: 'สมหญิง รักดี',
          channel: 'phone',
          amount: 1250.5,
          pageUrl: null,
          details: { transaction_id: 'TXN1', products: 2 },
        }),
        entry(6, {
          eventType: 'product_view',
          productId: 4,
          productName: 'ไกลโฟเซต 48%',
          pageUrl: '/products/herbicides/4',
          details: { duration: 42 },
        }),
        entry(5, { eventType: 'cart_add', amount: 0, details: { quantity: 2 } }),
      ],
      total: 3,
      page: 1,
      pageSize: 20,
    });
    const user = userEvent.setup();
    router = renderPages({ '/admin/dashboard': dashboardPage }, '/admin/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Event Logs' }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Event', 'User', 'Details', 'Channel', 'Amount', 'Timestamp']);
    const [, first, second, third] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first)).toEqual([
      'TransactionLOG000007',
      'สมหญิง รักดีID: a1b2',
      'transaction_id: TXN1products: 2',
      'Phone',
      '฿1,250.50',
      'Mar 10, 2026, 2:05 PM',
    ]);
    expect(within(first as HTMLElement).getByText('Transaction')).toHaveClass('bg-green-100');
    expect(cells(second).slice(0, 3)).toEqual([
      'Product viewLOG000006',
      'Anonymous',
      'Product: ไกลโฟเซต 48%Page: /products/herbicides/4duration: 42',
    ]);
    expect(within(second as HTMLElement).getByText('Product view')).toHaveClass('bg-blue-100');
    expect(within(third as HTMLElement).getByText('Cart add')).toHaveClass('bg-orange-100');
    expect(cells(third)[4]).toBe('-');
    // One page only: no pagination bar.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('pages 20 at a time with Previous, Next and the first 5 page numbers', async () => {
    logsReply = (query) => pageOf(130, Number(query.get('page') ?? 1));
    const user = userEvent.setup();
    router = renderPages({ '/admin/dashboard': dashboardPage }, '/admin/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Event Logs' }));
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Showing 1 to 20 of 130 results')).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', '4', '5', 'Next']);
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await within(nav).findByText('Showing 21 to 40 of 130 results')).toBeVisible();
    expect(within(nav).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(eventRequests().at(-1)?.search.get('page')).toBe('2');
    expect(where()).toBe('?tab=logs&page=2');

    await user.click(within(nav).getByRole('button', { name: '5' }));
    await within(nav).findByText('Showing 81 to 100 of 130 results');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await user.click(await within(nav).findByRole('button', { name: 'Next' }));
    expect(await within(nav).findByText('Showing 121 to 130 of 130 results')).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('asks again from page 1 with the chosen type and channel', async () => {
    const user = userEvent.setup();
    router = renderPages({ '/admin/dashboard': dashboardPage }, '/admin/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Event Logs' }));
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(nav).getByRole('button', { name: '3' }));
    await within(nav).findByText('Showing 41 to 45 of 45 results');

    const type = screen.getByLabelText('Event type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All Event Types',
      'Transaction',
      'Product view',
      'Cart add',
      'User login',
      'Page view',
    ]);
    await user.selectOptions(type, 'Cart add');
    await waitFor(() => expect(eventRequests().at(-1)?.search.get('type')).toBe('cart_add'));
    expect(eventRequests().at(-1)?.search.get('page')).toBe('1');

    const channel = screen.getByLabelText('Channel');
    expect(
      within(channel)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Channels', 'Website', 'Mobile', 'Phone', 'Email']);
    await user.selectOptions(channel, 'Mobile');
    await waitFor(() => expect(eventRequests().at(-1)?.search.get('channel')).toBe('mobile'));
    expect(await screen.findByText('Showing 1 to 20 of 45 results')).toBeVisible();
  });

  it('says so when no log matches', async () => {
    logsReply = () => ({ items: [], total: 0, page: 1, pageSize: 20 });
    const user = userEvent.setup();
    router = renderPages({ '/admin/dashboard': dashboardPage }, '/admin/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Event Logs' }));
    expect(await screen.findByText('No logs found for the selected filters')).toBeVisible();
    // Like every admin table, the header stays; no entry row is drawn.
    expect(
      within(screen.getByRole('table', { name: 'Event logs' })).getAllByRole('row'),
    ).toHaveLength(1);
  });

  it('offers start and end dates (MM/dd/yyyy) defaulting to the last 7 days', async () => {
    const user = userEvent.setup();
    router = renderPages({ '/admin/dashboard': dashboardPage }, '/admin/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Event Logs' }));
    const start = (await screen.findByLabelText('Start date')) as HTMLInputElement;
    const end = screen.getByLabelText('End date') as HTMLInputElement;
    const { from, to } = lastSevenDays();
    const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
    expect(start.value).toBe(us(from));
    expect(end.value).toBe(us(to));
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    expect(days).toBe(7);
  });

  it('opens as the URL says: the tab, the range, the filters and the page', async () => {
    router = renderPages(
      { '/admin/dashboard': dashboardPage },
      '/admin/dashboard?tab=logs&from=2026-03-01&to=2026-03-04&type=cart_add&channel=phone&page=2',
    );
    expect(await screen.findByRole('tab', { name: 'Event Logs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(eventRequests()).toHaveLength(1));
    expect(Object.fromEntries(eventRequests()[0]?.search ?? [])).toEqual({
      type: 'cart_add',
      channel: 'phone',
      from: '2026-03-01',
      to: '2026-03-04',
      page: '2',
    });
    expect(Object.fromEntries(statsRequests()[0]?.search ?? [])).toEqual({
      from: '2026-03-01',
      to: '2026-03-04',
    });
    expect(screen.getByLabelText('Event type')).toHaveValue('cart_add');
    expect(screen.getByLabelText('Channel')).toHaveValue('phone');
  });

  it('asks for the figures again only when the range changes, not for a tab or a log filter', async () => {
    const user = userEvent.setup();
    router = renderPages(
      { '/admin/dashboard': dashboardPage },
      '/admin/dashboard?from=2026-11-01&to=2026-11-10',
    );
    await screen.findByText('฿412,650.00');
    await user.click(screen.getByRole('tab', { name: 'Event Logs' }));
    await screen.findByText('Showing 1 to 20 of 45 results');
    await user.selectOptions(screen.getByLabelText('Event type'), 'Cart add');
    await waitFor(() => expect(eventRequests().at(-1)?.search.get('type')).toBe('cart_add'));
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    await screen.findByText('฿412,650.00');
    expect(statsRequests()).toHaveLength(1);

    const start = await screen.findByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '11/05/2026{Enter}');
    await waitFor(() => expect(statsRequests()).toHaveLength(2));
    expect(Object.fromEntries(statsRequests()[1]?.search ?? [])).toEqual({
      from: '2026-11-05',
      to: '2026-11-10',
    });
    await waitFor(() => expect(where()).toBe('?from=2026-11-05&to=2026-11-10&type=cart_add'));
  });

  it('shows where the figures will be at once, and says so calmly when they fail', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi(
      get('/admin/dashboard/stats', async () => {
        await gate;
        return Response.json(errorReply('INTERNAL', 'Internal server error'), { status: 500 });
      }),
    );
    router = renderPages({ '/admin/dashboard': dashboardPage }, '/admin/dashboard');
    const panel = await screen.findByRole('tabpanel', { name: 'Statistics' });
    expect(within(panel).getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.getByText('Total Events').nextSibling).toHaveTextContent('–');
    release();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to load statistics.');
    expect(screen.getByText('Total Events').nextSibling).toHaveTextContent('–');
  });
});
