import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/contracts/orders.ts';
import { errorReply, get, memberOf, mockApi, post } from '../../../testing/api-mock.ts';
import { buildOrder } from '../../../testing/factories/orders.ts';
import { buildReceipt } from '../../../testing/factories/payment-answers.ts';
import { buildShopSettings } from '../../../testing/factories/settings.ts';
import { renderPages } from '../../../testing/page-router.tsx';
import { useAuthDialog } from '../accounts/auth-dialog-store.ts';
import { useSessionStore } from '../accounts/session-store.ts';
import * as myOrdersPage from './my-orders-page.tsx';
import * as orderPage from './order-page.tsx';

const download = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('./download-receipt.ts', async (original) => ({
  ...(await original<typeof import('./download-receipt.ts')>()),
  downloadReceipt: download,
}));

const customer = memberOf('customer', { id: 'u-1', firstName: 'สมหญิง', lastName: 'ทองดี' });

const renderAt = (path: string) =>
  renderPages({ '/orders': myOrdersPage, '/orders/:id': orderPage }, path);

const pageOf = (items: Order[], total = items.length, page = 1) => ({
  items,
  total,
  page,
  pageSize: 10,
});

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

afterEach(cleanup);

describe('My orders', () => {
  it('lists my orders as the server sends them (newest first), with items, totals, status and tracker', async () => {
    const sent = mockApi(get('/orders', pageOf([newest, older])));
    renderAt('/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'คำสั่งซื้อของฉัน' }),
    ).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'คำสั่งซื้อ TXN1795348600000',
      'คำสั่งซื้อ TXN1795348500000',
    ]);
    const [first, second] = articles as [HTMLElement, HTMLElement];
    expect(within(first).getByText('ร้านยืนยันแล้ว')).toBeInTheDocument();
    expect(within(first).getByText('ไกลโฟเซต ไร่ทอง 48%')).toBeInTheDocument();
    expect(within(first).getByText('2 × ฿890.00')).toBeInTheDocument();
    expect(within(first).getByText('฿1,780.00')).toBeInTheDocument();
    expect(within(second).getByText('ส่วนลด (FARM10)')).toBeInTheDocument();
    expect(within(second).getByText('-฿178.00')).toBeInTheDocument();
    expect(within(second).getByText('ยอดสุทธิ').closest('div')).toHaveTextContent('฿2,892.00');
    expect(within(second).getByText('ยอดที่ต้องชำระ').closest('div')).toHaveTextContent('฿2,892.00');
    expect(within(second).getByText('รอร้านยืนยัน')).toBeInTheDocument();
    expect(screen.getByText('ทั้งหมด 2 คำสั่งซื้อ')).toBeInTheDocument();

    const tracker = within(first).getByRole('list', { name: 'สถานะคำสั่งซื้อ' });
    const steps = within(tracker).getAllByRole('listitem');
    // The shop has taken the payment: packing is what happens next.
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓สั่งซื้อแล้ว (เสร็จแล้ว)22 พ.ย. 2569 18:55',
      '✓ร้านรับคำสั่งซื้อ (เสร็จแล้ว)',
      '✓ชำระเงินแล้ว (เสร็จแล้ว)',
      '4เตรียมจัดส่ง (ขั้นตอนปัจจุบัน)',
      '5ส่งมอบให้ขนส่ง (รอดำเนินการ)',
      '6ได้รับสินค้าแล้ว (รอดำเนินการ)',
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(sent.map((request) => `${request.path}?${request.search}`)).toEqual([
      '/api/orders?page=1&pageSize=10',
    ]);
  });

  it('shows the page and its skeleton at once, before the orders arrive', async () => {
    let answer: (value: JsonBodyType) => void = () => {};
    mockApi(get('/orders', () => new Promise((resolve) => (answer = resolve))));
    renderAt('/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'คำสั่งซื้อของฉัน' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลดคำสั่งซื้อ...');
    expect(screen.queryByRole('article')).toBeNull();
    answer(pageOf([older]));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('downloads an order summary again from the list', async () => {
    mockApi(get('/orders', pageOf([older])), get('/settings/shop', buildShopSettings()));
    const user = userEvent.setup();
    renderAt('/orders');
    await user.click(await screen.findByRole('button', { name: 'ดาวน์โหลดใบสรุปคำสั่งซื้อ' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(download.mock.calls[0]).toEqual([expect.any(HTMLElement), 'TXN1795348500000']);
  });

  it('shows the rejected banner and red stages for a rejected order', async () => {
    const rejected = buildOrder({
      orderRejected: true,
      rejectionReason: 'Order rejected by admin',
      status: 'cancelled',
    });
    mockApi(get('/orders', pageOf([rejected])));
    renderAt('/orders');
    expect(await screen.findByText('คำสั่งซื้อถูกปฏิเสธ: Order rejected by admin')).toBeInTheDocument();
    expect(screen.getByText('ยกเลิกแล้ว')).toBeInTheDocument();
    // The order ends where the shop refused it, in red.
    expect(screen.getAllByText(/\(สิ้นสุด\)/)).toHaveLength(1);
    expect(screen.getByText('ร้านปฏิเสธคำสั่งซื้อ')).toHaveClass('text-red-700');
  });

  it('offers no order summary for a rejected or cancelled order', async () => {
    mockApi(
      get(
        '/orders',
        pageOf([
          buildOrder({ id: 'TXN1795348700000', orderRejected: true, status: 'cancelled' }),
          buildOrder({ id: 'TXN1795348650000', status: 'cancelled' }),
          buildOrder({ id: 'TXN1795348600000' }),
        ]),
      ),
    );
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

  it('says when there are no orders yet, with a way to the products', async () => {
    mockApi(get('/orders', pageOf([])));
    renderAt('/orders');
    expect(await screen.findByText('คุณยังไม่มีคำสั่งซื้อ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เลือกซื้อสินค้า' })).toHaveAttribute('href', '/products');
  });

  it('says so calmly when the orders cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApi(
      get('/orders', () =>
        fail
          ? Response.json(errorReply('INTERNAL', 'Internal server error'), { status: 500 })
          : pageOf([older]),
      ),
    );
    const user = userEvent.setup();
    renderAt('/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดคำสั่งซื้อได้');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('asks a visitor to log in, and the button opens the login dialog; nothing is asked', async () => {
    useSessionStore.setState({ user: null, status: 'ready' });
    const sent = mockApi(get('/orders', pageOf([older])));
    const user = userEvent.setup();
    renderAt('/orders');
    expect(await screen.findByText('กรุณาเข้าสู่ระบบเพื่อดูคำสั่งซื้อของคุณ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(useAuthDialog.getState().mode).toBe('login');
    expect(sent).toHaveLength(0);
  });

  it('on a first load asks who is signed in, and a visitor makes no orders call (no 401)', async () => {
    useSessionStore.setState({ user: null, status: 'unknown' });
    const sent = mockApi(get('/auth/session', { user: null }), get('/orders', pageOf([older])));
    renderAt('/orders');
    expect(await screen.findByText('กรุณาเข้าสู่ระบบเพื่อดูคำสั่งซื้อของคุณ')).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual(['/api/auth/session']);
  });

  it('on a first load shows a signed-in customer their orders once the session is known', async () => {
    useSessionStore.setState({ user: null, status: 'unknown' });
    const sent = mockApi(get('/auth/session', { user: customer }), get('/orders', pageOf([older])));
    renderAt('/orders');
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual(['/api/auth/session', '/api/orders']);
  });

  it('loads the orders when the visitor signs in on the page', async () => {
    useSessionStore.setState({ user: null, status: 'ready' });
    mockApi(get('/orders', pageOf([older])));
    renderAt('/orders');
    expect(await screen.findByText('กรุณาเข้าสู่ระบบเพื่อดูคำสั่งซื้อของคุณ')).toBeInTheDocument();
    useSessionStore.getState().setUser(customer);
    expect(await screen.findByRole('article', { name: 'คำสั่งซื้อ TXN1795348500000' })).toBeVisible();
  });

  it('shows the sign-in prompt when the session turns out to have ended (401)', async () => {
    mockApi(get('/orders', errorReply('UNAUTHENTICATED', 'Please log in'), 401));
    renderAt('/orders');
    expect(await screen.findByText('กรุณาเข้าสู่ระบบเพื่อดูคำสั่งซื้อของคุณ')).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('pages through more than one page of orders, the page in the address', async () => {
    const sent = mockApi(
      get('/orders', (request) => {
        const second = new URL(request.url).searchParams.get('page') === '2';
        return pageOf([second ? older : newest], 11, second ? 2 : 1);
      }),
    );
    const user = userEvent.setup();
    const router = renderAt('/orders');
    const pages = await screen.findByRole('navigation', { name: 'เลือกหน้า' });
    expect(within(pages).getByRole('link', { name: 'หน้า 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pages).getByRole('link', { name: 'ถัดไป' }));
    expect(await screen.findByText('คำสั่งซื้อ TXN1795348500000')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(sent.at(-1)?.search.get('page')).toBe('2');
  });
});

describe('One order', () => {
  it('shows my order', async () => {
    mockApi(get('/orders/:id', (_request, params) => (params.id === newest.id ? newest : null)));
    renderAt(`/orders/${newest.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `คำสั่งซื้อ ${newest.id}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← คำสั่งซื้อของฉัน' })).toHaveAttribute('href', '/orders');
  });

  it('says not found for another customer’s order (the API answers 404)', async () => {
    mockApi(get('/orders/:id', errorReply('NOT_FOUND', 'ไม่พบคำสั่งซื้อนี้'), 404));
    renderAt('/orders/TXN1');
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบคำสั่งซื้อนี้');
    expect(screen.getByRole('heading', { level: 1, name: 'รายละเอียดคำสั่งซื้อ' })).toBeVisible();
  });

  it('asks a visitor to log in', async () => {
    useSessionStore.setState({ user: null, status: 'ready' });
    const sent = mockApi(get('/orders/:id', newest));
    renderAt(`/orders/${newest.id}`);
    expect(await screen.findByText('กรุณาเข้าสู่ระบบเพื่อดูคำสั่งซื้อของคุณ')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('cancels a pending unpaid order after a second tap, then shows it as the server has it', async () => {
    let order: Order = buildOrder({ status: 'pending' });
    const sent = mockApi(
      get('/orders/:id', () => order),
      post('/orders/:id/cancel', () => {
        order = { ...order, status: 'cancelled', cancelledBy: 'customer' };
        return { order };
      }),
    );
    const user = userEvent.setup();
    renderAt(`/orders/${order.id}`);
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }));
    expect(screen.getByText('ต้องการยกเลิกคำสั่งซื้อนี้ใช่หรือไม่')).toBeVisible();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'ใช่ ยกเลิกคำสั่งซื้อ' }));
    expect(await screen.findByText('ยกเลิกโดยลูกค้า')).toBeVisible();
    expect(screen.getByText('ยกเลิกแล้ว')).toBeVisible();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /api/orders/${order.id}`,
      `POST /api/orders/${order.id}/cancel`,
      `GET /api/orders/${order.id}`,
    ]);
    expect(screen.queryByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' })).toBeNull();
  });

  it('says why a move was refused and keeps the order as it was', async () => {
    const order = buildOrder({ status: 'pending' });
    mockApi(
      get('/orders/:id', order),
      post(
        '/orders/:id/cancel',
        errorReply('NOT_CANCELLABLE', 'คำสั่งซื้อนี้ยกเลิกไม่ได้แล้ว เนื่องจากร้านยืนยันหรือได้รับชำระเงินแล้ว'),
        409,
      ),
    );
    const user = userEvent.setup();
    renderAt(`/orders/${order.id}`);
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }));
    await user.click(screen.getByRole('button', { name: 'ใช่ ยกเลิกคำสั่งซื้อ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'คำสั่งซื้อนี้ยกเลิกไม่ได้แล้ว เนื่องจากร้านยืนยันหรือได้รับชำระเงินแล้ว',
    );
    expect(screen.getByRole('button', { name: 'ใช่ ยกเลิกคำสั่งซื้อ' })).toBeEnabled();
  });

  it('says the parcel arrived once it left the shop', async () => {
    let order: Order = buildOrder({
      status: 'shipped',
      workflowStatus: 'courier',
      paymentStatus: 'paid',
    });
    const sent = mockApi(
      get('/orders/:id', () => order),
      post('/orders/:id/delivered', () => {
        order = { ...order, status: 'delivered' };
        return { order };
      }),
    );
    const user = userEvent.setup();
    renderAt(`/orders/${order.id}`);
    await user.click(await screen.findByRole('button', { name: 'ได้รับสินค้าแล้ว' }));
    // The tracker's last step is done: the parcel arrived.
    const tracker = screen.getByRole('list', { name: 'สถานะคำสั่งซื้อ' });
    await waitFor(() =>
      expect(within(tracker).getAllByRole('listitem').at(-1)).toHaveTextContent(
        'ได้รับสินค้าแล้ว (เสร็จแล้ว)',
      ),
    );
    expect(screen.queryByRole('button', { name: 'ได้รับสินค้าแล้ว' })).toBeNull();
    expect(sent.map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
  });
});

describe('paying for my orders', () => {
  it('links an unpaid PromptPay or transfer order to its payment page, and no other', async () => {
    const orders = [
      buildOrder({ id: 'TXN1', paymentMethod: 'promptpay', paymentStatus: 'awaiting' }),
      buildOrder({ id: 'TXN2', paymentMethod: 'bank_transfer', paymentStatus: 'rejected' }),
      buildOrder({ id: 'TXN3', paymentMethod: 'promptpay', paymentStatus: 'in_review' }),
      buildOrder({ id: 'TXN4', paymentMethod: 'cod', paymentStatus: 'cod' }),
      buildOrder({
        id: 'TXN5',
        paymentMethod: 'promptpay',
        paymentStatus: 'awaiting',
        status: 'cancelled',
        cancelledBy: 'timeout',
      }),
      buildOrder({
        id: 'TXN6',
        paymentMethod: 'bank_transfer',
        paymentStatus: 'paid',
        status: 'confirmed',
        workflowStatus: 'payments',
        receiptNumber: 3,
      }),
      buildOrder({ id: 'TXN7', paymentMethod: null, paymentStatus: 'awaiting' }),
    ];
    mockApi(get('/orders', pageOf(orders)));
    renderAt('/orders');
    const articles = await screen.findAllByRole('article');
    const payLinks = articles.map(
      (article) =>
        within(article).queryByRole('link', { name: 'ไปหน้าชำระเงิน' })?.getAttribute('href') ?? null,
    );
    expect(payLinks).toEqual([
      '/orders/TXN1/payment',
      '/orders/TXN2/payment',
      null,
      null,
      null,
      null,
      null,
    ]);
    const [awaiting, rejected, inReview, cod, timedOut, paid, arranged] = articles as HTMLElement[];
    expect(awaiting).toHaveTextContent('ชำระโดยพร้อมเพย์ (สแกน QR)');
    expect(awaiting).toHaveTextContent('การชำระเงินรอชำระเงิน');
    expect(rejected).toHaveTextContent('การชำระเงินสลิปไม่ผ่านการตรวจสอบ');
    expect(inReview).toHaveTextContent('การชำระเงินรอตรวจสอบสลิป');
    expect(cod).toHaveTextContent('ชำระโดยเก็บเงินปลายทาง');
    expect(timedOut).toHaveTextContent('ยกเลิกอัตโนมัติ (ไม่ได้ชำระเงินภายในเวลา)');
    expect(timedOut).not.toHaveTextContent('รอชำระเงิน');
    expect(paid).toHaveTextContent('การชำระเงินชำระเงินแล้ว');
    expect(
      within(paid as HTMLElement).getByRole('button', { name: 'ดาวน์โหลดใบเสร็จ' }),
    ).toBeVisible();
    expect(
      within(awaiting as HTMLElement).getByRole('button', { name: 'ดาวน์โหลดใบสรุปคำสั่งซื้อ' }),
    ).toBeVisible();
    expect(within(timedOut as HTMLElement).queryByRole('button', { name: /ดาวน์โหลด/ })).toBeNull();
    expect(arranged).not.toHaveTextContent('ชำระโดย');
  });

  it('shows the payment method and status on the order page and keeps the cancel button', async () => {
    mockApi(
      get('/orders/:id', buildOrder({ paymentMethod: 'bank_transfer', paymentStatus: 'awaiting' })),
    );
    renderAt('/orders/TXN1795348555341');
    const article = await screen.findByRole('article');
    expect(article).toHaveTextContent('ชำระโดยโอนเงินผ่านบัญชีธนาคาร');
    expect(article).toHaveTextContent('การชำระเงินรอชำระเงิน');
    expect(within(article).getByRole('link', { name: 'ไปหน้าชำระเงิน' })).toHaveAttribute(
      'href',
      '/orders/TXN1795348555341/payment',
    );
    expect(within(article).getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' })).toBeEnabled();
  });

  it('downloads the receipt of a paid order, not its summary', async () => {
    mockApi(
      get(
        '/orders/:id',
        buildOrder({
          paymentMethod: 'promptpay',
          paymentStatus: 'paid',
          status: 'confirmed',
          workflowStatus: 'payments',
          receiptNumber: 1,
        }),
      ),
      get('/orders/:id/receipt', buildReceipt()),
    );
    const user = userEvent.setup();
    renderAt('/orders/TXN1795348555341');
    await user.click(await screen.findByRole('button', { name: 'ดาวน์โหลดใบเสร็จ' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [picture, id, fileName] = download.mock.calls[0] as unknown as [
      HTMLElement,
      string,
      string,
    ];
    expect(id).toBe('TXN1795348555341');
    expect(fileName).toBe('receipt-RC-000001.png');
    expect(picture).toHaveTextContent('ใบเสร็จรับเงิน');
    expect(picture).toHaveTextContent('RC-000001');
    expect(picture).toHaveTextContent('สองพันแปดร้อยเก้าสิบสองบาทถ้วน');
    expect(picture).not.toHaveTextContent('ใบสรุปคำสั่งซื้อ');
  });
});
