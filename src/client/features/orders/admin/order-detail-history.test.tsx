import { cleanup, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderHistoryEntry } from '../../../../shared/contracts/admin-orders.ts';
import {
  openDetail,
  page,
  pending,
  renderOrders,
  serve,
  signIn,
} from '../../../../testing/admin-orders-page.ts';
import { buildAdminOrder } from '../../../../testing/factories/orders.ts';

beforeEach(() => signIn('sale'));
afterEach(cleanup);

const entry = (
  id: number,
  action: OrderHistoryEntry['action'],
  details: Record<string, unknown>,
  actorName: string,
  createdAt: string,
): OrderHistoryEntry => ({
  id,
  actorId: null,
  actorName,
  action,
  details,
  createdAt,
});

describe("an order's history", () => {
  it('names the slip sent, refused and approved apart, and ends with the order being placed', async () => {
    const order = buildAdminOrder({
      ...pending,
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      channel: 'mobile',
      paymentMethod: 'promptpay',
      paymentStatus: 'paid',
      // Newest first, as the API answers it.
      history: [
        entry(
          4,
          'payment',
          { slipId: 's2', decision: 'approve' },
          'สมศรี ขายดี',
          '2026-11-22T14:00:00.000Z',
        ),
        entry(
          3,
          'payment',
          { slipId: 's2', transferRef: null },
          'สมชาย ใจดี',
          '2026-11-22T13:30:00.000Z',
        ),
        entry(
          2,
          'payment',
          { slipId: 's1', decision: 'reject', reason: 'ยอดเงินไม่ตรง' },
          'สมศรี ขายดี',
          '2026-11-22T13:00:00.000Z',
        ),
        entry(
          1,
          'payment',
          { slipId: 's1', transferRef: null },
          'สมชาย ใจดี',
          '2026-11-22T12:30:00.000Z',
        ),
      ],
    });
    serve({ list: page([order]), detail: order });
    renderOrders();
    const dialog = await openDetail();
    const lines = within(within(dialog).getByRole('list', { name: 'Order history' }))
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'อนุมัติสลิป: ยืนยันการชำระเงินแล้วสมศรี ขายดี · November 22, 2026, 21:00',
      'ลูกค้าส่งสลิปการชำระเงินสมชาย ใจดี · November 22, 2026, 20:30',
      'ไม่อนุมัติสลิป: ยอดเงินไม่ตรงสมศรี ขายดี · November 22, 2026, 20:00',
      'ลูกค้าส่งสลิปการชำระเงินสมชาย ใจดี · November 22, 2026, 19:30',
      // pending.createdAt: 2026-11-22T11:55Z, 18:55 in Bangkok.
      'ลูกค้าสั่งซื้อทางมือถือสมชาย ใจดี · November 22, 2026, 18:55',
    ]);
    expect(within(dialog).queryByText('Changed the payment')).toBeNull();
  });

  it('shows the placed line alone for an order nobody has changed yet', async () => {
    serve();
    renderOrders();
    const dialog = await openDetail();
    const lines = within(within(dialog).getByRole('list', { name: 'Order history' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent(/^ลูกค้าสั่งซื้อทางเว็บไซต์/);
  });
});
