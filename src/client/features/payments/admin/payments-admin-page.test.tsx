import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ROUTES } from '../../../../shared/admin-routes.ts';
import type { AdminPaymentItem } from '../../../../shared/contracts/payments-answers.ts';
import { paymentMessages } from '../../../../shared/payment-messages.ts';
import { errorReply, get, memberOf, mockApi, post } from '../../../../testing/api-mock.ts';
import { buildAdminOrder } from '../../../../testing/factories/orders.ts';
import { renderPages } from '../../../../testing/page-router.tsx';
import { useSessionStore } from '../../accounts/session-store.ts';
import * as paymentsPage from './payments-admin-page.tsx';
import { useWaitingSlipsStore } from './waiting-slips.ts';

function waiting(
  orderId: string,
  slipId: string,
  submittedAt: string,
  overrides: { amountDue?: number; transferRef?: string | null; sendingBank?: string | null } = {},
): AdminPaymentItem {
  const transferRef =
    overrides.transferRef === undefined ? '0153001ABCD1234' : overrides.transferRef;
  const { history: _history, ...order } = buildAdminOrder({
    id: orderId,
    paymentMethod: 'promptpay',
    paymentStatus: 'in_review',
    amountDue: overrides.amountDue ?? 2892,
  });
  return {
    order,
    slip: {
      id: slipId,
      status: 'in_review',
      submittedAt,
      reason: null,
      sendingBank: overrides.sendingBank === undefined ? '004' : overrides.sendingBank,
      transferRef,
      needsCheck: transferRef === null,
      checkReason: transferRef === null ? 'NO_QR' : null,
    },
  };
}

// The server answers the slips to check by eye first, then oldest first; the page keeps that order.
const oldest = waiting(
  'TXN1795348500000',
  '0b7d4c1e-0000-4000-8000-000000000001',
  '2026-11-25T02:05:00.000Z',
  {
    amountDue: 1250.5,
  },
);
const newer = waiting(
  'TXN1795348600000',
  '0b7d4c1e-0000-4000-8000-000000000002',
  '2026-11-25T03:40:00.000Z',
  {
    amountDue: 3070,
    transferRef: null,
    sendingBank: null,
  },
);

const queueOf = (items: AdminPaymentItem[], total = items.length) => ({ items, total });

function renderQueue() {
  return renderPages({ '/admin/payments': paymentsPage }, '/admin/payments');
}

const cards = () =>
  within(screen.getByRole('list', { name: 'ตรวจสอบการชำระเงิน' })).getAllByRole('article');
const card = (orderId: string) => screen.getByRole('article', { name: `คำสั่งซื้อ ${orderId}` });

beforeEach(() => {
  useSessionStore.setState({ status: 'ready', user: memberOf('sale') });
  useWaitingSlipsStore.setState({ count: null });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the payments queue', () => {
  it('is the sidebar entry the messages name', () => {
    expect(ADMIN_ROUTES.adminPayments.nav.label).toBe(paymentMessages.admin.nav);
  });

  it('shows each waiting slip in the server’s order, with its picture, the amount due and the reference', async () => {
    const calls = mockApi(get('/admin/payments', queueOf([newer, oldest])));
    renderQueue();
    await screen.findByRole('list', { name: 'ตรวจสอบการชำระเงิน' });
    expect(calls[0]?.search.get('status')).toBe('in_review');
    expect(cards().map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'คำสั่งซื้อ TXN1795348600000',
      'คำสั่งซื้อ TXN1795348500000',
    ]);
    expect(screen.getByText('รอตรวจสอบ 2 รายการ')).toBeVisible();

    const first = card(oldest.order.id);
    const enlarge = within(first).getByRole('button', {
      name: 'ดูสลิปของคำสั่งซื้อ TXN1795348500000 ขนาดใหญ่',
    });
    expect(enlarge.querySelector('img')).toHaveAttribute(
      'src',
      `/api/slips/${oldest.slip.id}/image`,
    );
    expect(within(first).getByText('฿1,250.50')).toBeVisible();
    expect(within(first).getByText('0153001ABCD1234')).toBeVisible();
    expect(within(first).getByText('004')).toBeVisible();
    expect(within(first).getByText('พร้อมเพย์ (สแกน QR)')).toBeVisible();
    expect(within(first).getByText('สมหญิง ทองดี')).toBeVisible();
    // Submitted at 09:05 in Bangkok.
    expect(within(first).getByText(/09:05/)).toBeVisible();

    // A slip without the bank's QR says so, and why it must be checked by eye.
    const second = card(newer.order.id);
    expect(within(second).getByText('฿3,070.00')).toBeVisible();
    expect(within(second).getByText(paymentMessages.admin.noReference)).toBeVisible();
    expect(
      within(second).getByText(
        'อ่าน QR ตรวจสอบสลิปไม่ได้ ตรวจยอดเงิน ชื่อบัญชี และเวลาโอนกับบัญชีของร้านก่อนยืนยัน',
      ),
    ).toBeVisible();
    expect(within(second).getByText('ต้องตรวจสอบเพิ่ม:')).toBeVisible();
    expect(within(first).queryByText('ต้องตรวจสอบเพิ่ม:')).toBeNull();

    // The picture opens large in a dialog.
    await userEvent.click(enlarge);
    const dialog = screen.getByRole('dialog', { name: 'สลิปของคำสั่งซื้อ TXN1795348500000' });
    expect(
      within(dialog).getByRole('img', { name: 'สลิปของคำสั่งซื้อ TXN1795348500000' }),
    ).toHaveAttribute('src', `/api/slips/${oldest.slip.id}/image`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('approves a slip: posts the decision, takes it off the list and counts one less', async () => {
    const calls = mockApi(
      get('/admin/payments', queueOf([oldest, newer], 5)),
      post('/admin/transactions/:id/payment', {
        transaction: buildAdminOrder({ id: oldest.order.id }),
      }),
    );
    renderQueue();
    const first = await screen.findByRole('article', { name: `คำสั่งซื้อ ${oldest.order.id}` });
    expect(screen.getByText('รอตรวจสอบ 5 รายการ')).toBeVisible();
    await userEvent.click(within(first).getByRole('button', { name: 'ยืนยันการชำระเงิน' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'ยืนยันการชำระเงินแล้ว (TXN1795348500000)',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: `/api/admin/transactions/${oldest.order.id}/payment`,
        body: { decision: 'approve' },
      }),
    ]);
    expect(cards()).toHaveLength(1);
    expect(screen.queryByRole('article', { name: `คำสั่งซื้อ ${oldest.order.id}` })).toBeNull();
    expect(screen.getByText('รอตรวจสอบ 4 รายการ')).toBeVisible();
    expect(useWaitingSlipsStore.getState().count).toBe(4);
  });

  it('rejects a slip only with a Thai reason, and sends it', async () => {
    const calls = mockApi(
      get('/admin/payments', queueOf([oldest, newer])),
      post('/admin/transactions/:id/payment', {
        transaction: buildAdminOrder({ id: newer.order.id }),
      }),
    );
    renderQueue();
    const second = await screen.findByRole('article', { name: `คำสั่งซื้อ ${newer.order.id}` });
    await userEvent.click(within(second).getByRole('button', { name: 'ไม่อนุมัติ' }));
    const dialog = screen.getByRole('dialog', { name: 'ไม่อนุมัติสลิปของคำสั่งซื้อ TXN1795348600000' });
    const reason = within(dialog).getByRole('textbox', { name: /เหตุผล/ });
    expect(reason).toHaveFocus();
    // Its closing button says what it does: go back without refusing (not "Cancel").
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'กลับ ไม่ปฏิเสธสลิป' })).toBeVisible();

    // No reason: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(reason).toHaveAccessibleDescription(/กรุณาระบุเหตุผล/);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(reason, '  ยอดโอนไม่ตรงกับคำสั่งซื้อ ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'แจ้งลูกค้าให้ส่งสลิปใหม่แล้ว (TXN1795348600000)',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: `/api/admin/transactions/${newer.order.id}/payment`,
        body: { decision: 'reject', reason: 'ยอดโอนไม่ตรงกับคำสั่งซื้อ' },
      }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('รอตรวจสอบ 1 รายการ')).toBeVisible();
  });

  it('says so when someone else decided first, and loads the list again', async () => {
    let answer = queueOf([oldest, newer]);
    const calls = mockApi(
      get('/admin/payments', () => answer),
      post(
        '/admin/transactions/:id/payment',
        () => {
          answer = queueOf([newer]);
          return errorReply('NO_SLIP_IN_REVIEW', 'สลิปนี้ได้รับการตรวจสอบแล้ว');
        },
        409,
      ),
    );
    renderQueue();
    const first = await screen.findByRole('article', { name: `คำสั่งซื้อ ${oldest.order.id}` });
    await userEvent.click(within(first).getByRole('button', { name: 'ยืนยันการชำระเงิน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('สลิปนี้ได้รับการตรวจสอบแล้ว');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(card(newer.order.id)).toBeVisible();
    // The message stays with the list as reloaded.
    expect(screen.getByRole('alert')).toHaveTextContent('สลิปนี้ได้รับการตรวจสอบแล้ว');
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(screen.getByText('รอตรวจสอบ 1 รายการ')).toBeVisible();
  });

  it('says when nothing waits', async () => {
    mockApi(get('/admin/payments', queueOf([])));
    renderQueue();
    expect(await screen.findByText('ไม่มีสลิปที่รอตรวจสอบ')).toBeVisible();
    expect(screen.getByText('รอตรวจสอบ 0 รายการ')).toBeVisible();
  });
});
