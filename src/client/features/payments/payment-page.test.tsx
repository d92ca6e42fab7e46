import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/contracts/orders.ts';
import type { PaymentInfo } from '../../../shared/contracts/payments.ts';
import { errorReply, get, memberOf, mockApi, post } from '../../../testing/api-mock.ts';
import { buildOrder } from '../../../testing/factories/orders.ts';
import {
  buildPaymentInfo,
  buildReceipt,
  buildSlip,
  SAMPLE_QR_SVG,
} from '../../../testing/factories/payment-answers.ts';
import { renderPages } from '../../../testing/page-router.tsx';
import { useSessionStore } from '../accounts/session-store.ts';
import * as paymentPage from './payment-page.tsx';

const saveQr = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('./qr-picture.ts', async (original) => ({
  ...(await original<typeof import('./qr-picture.ts')>()),
  saveQrPicture: saveQr,
}));
const download = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../orders/download-receipt.ts', async (original) => ({
  ...(await original<typeof import('../orders/download-receipt.ts')>()),
  downloadReceipt: download,
}));

const ID = 'TXN1795348555341';
const inTwoHours = () => new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();

const promptpayOrder = (overrides: Partial<Order> = {}) =>
  buildOrder({ paymentMethod: 'promptpay', paymentStatus: 'awaiting', ...overrides });

/** The order and its payment as the API answers them; `payment` may change between calls. */
function answer(order: Order, payment: PaymentInfo | (() => PaymentInfo)) {
  return mockApi(
    get('/orders/:id', order),
    get('/orders/:id/payment', () => (typeof payment === 'function' ? payment() : payment)),
  );
}

const renderPayment = () =>
  renderPages({ '/orders/:id/payment': paymentPage }, `/orders/${ID}/payment`);

beforeEach(() => {
  useSessionStore.setState({ user: memberOf('customer', { id: 'u-1' }), status: 'ready' });
  saveQr.mockClear();
  download.mockClear();
});

afterEach(cleanup);

describe('paying by PromptPay', () => {
  it('shows the amount, the QR as a picture of the server’s SVG, the account and the time left', async () => {
    const sent = answer(promptpayOrder(), buildPaymentInfo({ dueAt: inTwoHours() }));
    renderPayment();
    const qr = await screen.findByRole('img', { name: 'QR พร้อมเพย์สำหรับยอด ฿2,892.00' });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SAMPLE_QR_SVG)}`,
    );
    // The SVG is never put into the page as markup.
    expect(document.querySelector('svg')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'ชำระเงิน' })).toBeInTheDocument();
    expect(screen.getByText('ยอดที่ต้องชำระ')).toBeInTheDocument();
    expect(screen.getByText('฿2,892.00')).toHaveClass('text-4xl');
    expect(screen.getByText('ร้านเกษตรอยุธยา')).toBeInTheDocument();
    expect(screen.getByText(/กรุณาชำระภายใน/)).toBeInTheDocument();
    expect(screen.getByText(/เหลือเวลา/)).toHaveTextContent(/เหลือเวลา (1:59:[0-5]\d|2:00:00)/);
    expect(screen.getByRole('timer')).toHaveTextContent(/^(1:59:[0-5]\d|2:00:00)$/);
    expect(sent.map((request) => request.path).sort()).toEqual([
      `/api/orders/${ID}`,
      `/api/orders/${ID}/payment`,
    ]);
  });

  it('saves the QR as a picture with the amount and the account name under it', async () => {
    answer(promptpayOrder(), buildPaymentInfo({ dueAt: inTwoHours() }));
    const user = userEvent.setup();
    renderPayment();
    await user.click(await screen.findByRole('button', { name: 'บันทึกรูป QR' }));
    expect(saveQr).toHaveBeenCalledWith({
      svg: SAMPLE_QR_SVG,
      amountLine: 'ยอดชำระ ฿2,892.00',
      nameLine: 'ร้านเกษตรอยุธยา',
      fileName: `promptpay-${ID}.png`,
    });
  });

  it('shows the PromptPay number beside the QR, in groups, and copies it as digits', async () => {
    answer(promptpayOrder(), buildPaymentInfo({ dueAt: inTwoHours() }));
    const user = userEvent.setup();
    renderPayment();
    const number = await screen.findByText('081-222-3333');
    expect(number.closest('dl')).toHaveTextContent('หมายเลขพร้อมเพย์081-222-3333');
    await user.click(screen.getByRole('button', { name: 'คัดลอกหมายเลขพร้อมเพย์ 081-222-3333' }));
    expect(await navigator.clipboard.readText()).toBe('0812223333');
    expect(await screen.findByText('คัดลอกแล้ว')).toBeVisible();
  });

  it('says the time is up at the deadline and no longer shows the QR', async () => {
    answer(
      promptpayOrder(),
      buildPaymentInfo({ dueAt: new Date(Date.now() - 1000).toISOString() }),
    );
    renderPayment();
    expect(await screen.findByText('หมดเวลาชำระเงิน')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR พร้อมเพย์/ })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('paying by bank transfer', () => {
  it("lists the shop's accounts and copies a number", async () => {
    answer(
      promptpayOrder({ paymentMethod: 'bank_transfer' }),
      buildPaymentInfo({
        method: 'bank_transfer',
        dueAt: inTwoHours(),
        promptpay: undefined,
        bankAccounts: [
          { bank: 'ธนาคารกสิกรไทย', accountName: 'ร้านเกษตรอยุธยา', accountNumber: '123-4-56789-0' },
          { bank: 'ธนาคารกรุงไทย', accountName: 'ร้านเกษตรอยุธยา', accountNumber: '987-6-54321-0' },
        ],
      }),
    );
    // user-event puts a clipboard of its own on the page.
    const user = userEvent.setup();
    renderPayment();
    const accounts = await screen.findByRole('region', { name: 'บัญชีของร้าน' });
    const items = within(accounts).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('ธนาคารกสิกรไทย');
    expect(items[0]).toHaveTextContent('123-4-56789-0');
    expect(screen.queryByRole('img', { name: /QR/ })).toBeNull();

    await user.click(
      within(items[1] as HTMLElement).getByRole('button', {
        name: 'คัดลอกเลขที่บัญชี 987-6-54321-0',
      }),
    );
    expect(await navigator.clipboard.readText()).toBe('987-6-54321-0');
    expect(within(items[1] as HTMLElement).getByRole('status')).toHaveTextContent('คัดลอกแล้ว');
  });
});

describe('sending the slip', () => {
  it('posts the picture as multipart, then shows the order waiting for the shop', async () => {
    let payment = buildPaymentInfo({ dueAt: inTwoHours() });
    answer(promptpayOrder(), () => payment);
    const slip = buildSlip();
    const sent = mockApi(
      post(
        '/orders/:id/slips',
        () => {
          payment = { ...payment, status: 'in_review', slips: [slip] };
          return { slip, order: promptpayOrder({ paymentStatus: 'in_review' }) };
        },
        201,
      ),
    );
    const user = userEvent.setup();
    renderPayment();
    const picture = new File(['slip'], 'slip.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText('ถ่ายรูปหรือเลือกรูปสลิป'), picture);
    expect(screen.getByText('รูปที่เลือก: slip.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ส่งสลิป' }));

    const news = await screen.findByText('ส่งสลิปแล้ว ร้านจะตรวจสอบโดยเร็ว');
    await waitFor(() => expect(news).toHaveFocus());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe(`/api/orders/${ID}/slips`);
    expect(sent[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]?.body).toMatch(
      /Content-Disposition: form-data; name="file"; filename=.*\r\nContent-Type: image\/jpeg/,
    );
    const list = screen.getByRole('region', { name: 'สลิปที่ส่งแล้ว' });
    expect(within(list).getByText('รอตรวจสอบ')).toBeInTheDocument();
    // The picture sent, as the server serves it to the order's customer and staff only.
    expect(
      within(list).getByRole('img', { name: 'รูปสลิปที่ส่งเมื่อ 22 พ.ย. 2569 19:10' }),
    ).toHaveAttribute('src', `/api/slips/${slip.id}/image`);
    expect(screen.queryByRole('button', { name: 'ส่งสลิป' })).toBeNull();
    expect(screen.queryByRole('img', { name: /QR พร้อมเพย์/ })).toBeNull();
  });

  it('refuses a picture over 10 MB before sending anything', async () => {
    answer(promptpayOrder(), buildPaymentInfo({ dueAt: inTwoHours() }));
    const user = userEvent.setup();
    renderPayment();
    const input = await screen.findByLabelText('ถ่ายรูปหรือเลือกรูปสลิป');
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('รูปใหญ่เกิน 10 MB');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'ส่งสลิป' }));
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณาเลือกรูปสลิป');
  });

  it("shows the server's refusal as it says it", async () => {
    answer(promptpayOrder(), buildPaymentInfo({ dueAt: inTwoHours() }));
    mockApi(
      post(
        '/orders/:id/slips',
        errorReply('SLIP_ALREADY_USED', 'สลิปนี้เคยถูกใช้แล้ว กรุณาส่งสลิปของการโอนครั้งนี้'),
        409,
      ),
    );
    const user = userEvent.setup();
    renderPayment();
    await user.upload(
      await screen.findByLabelText('ถ่ายรูปหรือเลือกรูปสลิป'),
      new File(['slip'], 'slip.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'ส่งสลิป' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'สลิปนี้เคยถูกใช้แล้ว กรุณาส่งสลิปของการโอนครั้งนี้',
    );
    expect(screen.getByRole('button', { name: 'ส่งสลิป' })).toBeEnabled();
  });

  it("after a refusal shows the shop's reason and lets the customer send another", async () => {
    answer(
      promptpayOrder({ paymentStatus: 'rejected' }),
      buildPaymentInfo({
        status: 'rejected',
        dueAt: inTwoHours(),
        slips: [buildSlip({ status: 'rejected', reason: 'ยอดเงินไม่ตรงกับคำสั่งซื้อ' })],
      }),
    );
    renderPayment();
    expect(await screen.findByRole('heading', { level: 2, name: 'ส่งสลิปใหม่' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
      'สลิปไม่ผ่านการตรวจสอบ: ยอดเงินไม่ตรงกับคำสั่งซื้อ',
    );
    expect(screen.getByRole('button', { name: 'ส่งสลิปใหม่' })).toBeEnabled();
    const list = screen.getByRole('region', { name: 'สลิปที่ส่งแล้ว' });
    expect(within(list).getByText('ไม่ผ่านการตรวจสอบ')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR พร้อมเพย์/ })).toBeInTheDocument();
  });
});

describe('an order no longer to pay', () => {
  it('paid: says so and downloads the receipt', async () => {
    const paid = promptpayOrder({
      paymentStatus: 'paid',
      status: 'confirmed',
      workflowStatus: 'payments',
      receiptNumber: 1,
    });
    answer(
      paid,
      buildPaymentInfo({
        status: 'paid',
        promptpay: undefined,
        slips: [buildSlip({ status: 'approved' })],
      }),
    );
    mockApi(get('/orders/:id/receipt', buildReceipt()));
    const user = userEvent.setup();
    renderPayment();
    expect(await screen.findByText('ชำระเงินแล้ว')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลดใบเสร็จ' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(download.mock.calls[0]).toEqual([expect.any(HTMLElement), ID, 'receipt-RC-000001.png']);
    expect(screen.queryByRole('button', { name: 'ส่งสลิป' })).toBeNull();
  });

  it('cancelled by the timer: says it was cancelled for want of payment, with no QR', async () => {
    answer(
      promptpayOrder({ status: 'cancelled', cancelledBy: 'timeout' }),
      buildPaymentInfo({ dueAt: new Date(Date.now() - 60_000).toISOString() }),
    );
    renderPayment();
    expect(await screen.findByText('ยกเลิกอัตโนมัติ (ไม่ได้ชำระเงินภายในเวลา)')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR/ })).toBeNull();
    expect(screen.queryByText('ยอดที่ต้องชำระ')).toBeNull();
    expect(screen.queryByLabelText('ถ่ายรูปหรือเลือกรูปสลิป')).toBeNull();
  });

  it('cancelled otherwise: says the order is cancelled', async () => {
    const cancelled = promptpayOrder({ status: 'cancelled', cancelledBy: 'customer' });
    mockApi(
      get('/orders/:id', cancelled),
      get('/orders/:id/payment', errorReply('NOT_AWAITING_PAYMENT', 'ไม่ได้รอการชำระเงิน'), 409),
    );
    renderPayment();
    expect(await screen.findByText('คำสั่งซื้อนี้ถูกยกเลิกแล้ว')).toBeInTheDocument();
  });

  it('cash on delivery: pays the courier', async () => {
    answer(
      buildOrder({ paymentMethod: 'cod', paymentStatus: 'cod' }),
      buildPaymentInfo({ method: 'cod', status: 'cod', dueAt: null, promptpay: undefined }),
    );
    renderPayment();
    expect(await screen.findByText('ชำระเงินสดเมื่อได้รับสินค้า')).toBeInTheDocument();
    expect(screen.getByText('฿2,892.00')).toBeInTheDocument();
    expect(screen.queryByLabelText('ถ่ายรูปหรือเลือกรูปสลิป')).toBeNull();
  });

  it('says not found for an order that is not mine', async () => {
    mockApi(
      get('/orders/:id', errorReply('NOT_FOUND', 'Not found'), 404),
      get('/orders/:id/payment', errorReply('NOT_FOUND', 'Not found'), 404),
    );
    renderPayment();
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบคำสั่งซื้อนี้');
  });
});
