import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../shared/contracts/accounts.ts';
import { buildOrder } from '../../../testing/factories/orders.ts';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { useAuthDialog } from '../accounts/auth-dialog-store.ts';
import { useSessionStore } from '../accounts/session-store.ts';
import { Component as MyOrdersPage } from './my-orders-page.tsx';
import { Component as OrderPage } from './order-page.tsx';

const download = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('./download-receipt.ts', async (original) => ({
  ...(await original<typeof import('./download-receipt.ts')>()),
  downloadReceipt: download,
}));

const customer: SessionUser = {
  id: 'u-1',
  phone: '0812345678',
  firstName: 'สมหญิง',
  lastName: 'ทองดี',
  address: 'อยุธยา',
  role: 'customer',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastProfileEditAt: null,
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/orders', Component: MyOrdersPage },
      { path: '/orders/:id', Component: OrderPage },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const newest = buildOrder({
  id: 'TXN1795348600000',
  workflowStatus: 'payments',
  status: 'confirmed',
  discountCode: null,
  discountValue: 0,
  netAmount: 3070,
});
const older = buildOrder({ id: 'TXN1795348500000' });

beforeEach(() => {
  useSessionStore.setState({ user: customer, status: 'ready' });
  useAuthDialog.setState({ mode: null });
  download.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My orders', () => {
  it('lists my orders as the server sends them (newest first), with items, totals, status and tracker', async () => {
    const calls = stubFetch((call) =>
      call.path.startsWith('/api/orders?')
        ? { status: 200, body: { items: [newest, older], total: 2, page: 1, pageSize: 10 } }
        : undefined,
    );
    renderAt('/orders');
    expect(screen.getByRole('heading', { level: 1, name: 'คำสั่งซื้อของฉัน' })).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'คำสั่งซื้อ TXN1795348600000',
      'คำสั่งซื้อ TXN1795348500000',
    ]);
    const [first, second] = articles as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Confirmed')).toBeInTheDocument();
    expect(within(first).getByText('ไกลโฟเซต ไร่ทอง 48%')).toBeInTheDocument();
    expect(within(first).getByText('2 × ฿890.00')).toBeInTheDocument();
    expect(within(second).getByText('ส่วนลด (FARM10)')).toBeInTheDocument();
    expect(within(second).getByText('฿2,892.00')).toBeInTheDocument();
    expect(within(second).getByText('Pending')).toBeInTheDocument();

    const tracker = within(first).getByRole('list', { name: 'สถานะคำสั่งซื้อ' });
    const steps = within(tracker).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓สั่งซื้อแล้ว (เสร็จแล้ว)',
      '✓ร้านรับคำสั่งซื้อ (เสร็จแล้ว)',
      '3ยืนยันการชำระเงิน (ขั้นตอนปัจจุบัน)',
      '4กำลังจัดส่ง (รอดำเนินการ)',
      '5ส่งมอบให้ขนส่ง (รอดำเนินการ)',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(calls[0]?.path).toBe('/api/orders?page=1&pageSize=10');
  });

  it('downloads an order summary again from the list', async () => {
    stubFetch(() => ({ status: 200, body: { items: [older], total: 1, page: 1, pageSize: 10 } }));
    const user = userEvent.setup();
    renderAt('/orders');
    await user.click(await screen.findByRole('button', { name: 'ดาวน์โหลดใบสรุปคำสั่งซื้อ' }));
    await vi.waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(download.mock.calls[0]).toEqual([expect.any(HTMLElement), 'TXN1795348500000']);
  });

  it('shows the rejected banner and red stages for a rejected order', async () => {
    stubFetch(() => ({
      status: 200,
      body: {
        items: [
          buildOrder({
            orderRejected: true,
            rejectionReason: 'Order rejected by admin',
            status: 'cancelled',
          }),
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      },
    }));
    renderAt('/orders');
    expect(await screen.findByText('คำสั่งซื้อถูกปฏิเสธ: Order rejected by admin')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getAllByText(/\(ถูกปฏิเสธ\)/)).toHaveLength(4);
  });

  it('offers no order summary for a rejected or cancelled order', async () => {
    stubFetch(() => ({
      status: 200,
      body: {
        items: [
          buildOrder({ id: 'TXN1795348700000', orderRejected: true, status: 'cancelled' }),
          buildOrder({ id: 'TXN1795348650000', status: 'cancelled' }),
          buildOrder({ id: 'TXN1795348600000' }),
        ],
        total: 3,
        page: 1,
        pageSize: 10,
      },
    }));
    renderAt('/orders');
    const [rejected, cancelled, pending] = (await screen.findAllByRole('article')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(rejected).queryByRole('button', { name: /ดาวน์โหลด/ })).not.toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: /ดาวน์โหลด/ })).not.toBeInTheDocument();
    expect(
      within(pending).getByRole('button', { name: 'ดาวน์โหลดใบสรุปคำสั่งซื้อ' }),
    ).toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    stubFetch(() => ({ status: 200, body: { items: [], total: 0, page: 1, pageSize: 10 } }));
    renderAt('/orders');
    expect(await screen.findByText('คุณยังไม่มีคำสั่งซื้อ')).toBeInTheDocument();
  });

  it('asks a visitor to log in, and the button opens the login dialog', async () => {
    useSessionStore.setState({ user: null, status: 'ready' });
    const calls = stubFetch(() => undefined);
    const user = userEvent.setup();
    renderAt('/orders');
    expect(screen.getByText('กรุณาเข้าสู่ระบบเพื่อดูคำสั่งซื้อของคุณ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(useAuthDialog.getState().mode).toBe('login');
    expect(calls).toHaveLength(0);
  });

  it('pages through more than one page of orders', async () => {
    const calls = stubFetch((call) => ({
      status: 200,
      body: {
        items: [call.path.includes('page=2') ? older : newest],
        total: 11,
        page: call.path.includes('page=2') ? 2 : 1,
        pageSize: 10,
      },
    }));
    const user = userEvent.setup();
    const router = renderAt('/orders');
    expect(await screen.findByText('หน้า 1 / 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('คำสั่งซื้อ TXN1795348500000')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.at(-1)?.path).toBe('/api/orders?page=2&pageSize=10');
  });
});

describe('One order', () => {
  it('shows my order', async () => {
    stubFetch((call) =>
      call.path === '/api/orders/TXN1795348600000' ? { status: 200, body: newest } : undefined,
    );
    renderAt('/orders/TXN1795348600000');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'คำสั่งซื้อ TXN1795348600000' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← คำสั่งซื้อของฉัน' })).toHaveAttribute('href', '/orders');
  });

  it('says not found for another customer’s order (the API answers 404)', async () => {
    stubFetch(() => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'ไม่พบคำสั่งซื้อนี้' } },
    }));
    renderAt('/orders/TXN1');
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบคำสั่งซื้อนี้');
  });
});
