import { cleanup, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../../../shared/contracts/admin-orders.ts';
import {
  openDetail,
  pending,
  renderOrders,
  serve,
  signIn,
  writesOf,
} from '../../../../testing/admin-orders-page.ts';
import { errorReply, post } from '../../../../testing/api-mock.ts';
import { buildAdminOrder } from '../../../../testing/factories/orders.ts';
import { useOrdersSummaryStore } from './orders-summary.ts';

// Paid by PromptPay (฿3,070 of lines, ฿50 delivery), then cancelled by staff.
const cancelledPaid = buildAdminOrder({
  ...pending,
  status: 'cancelled',
  cancelledBy: 'staff',
  workflowStatus: 'payments',
  paymentMethod: 'promptpay',
  paymentStatus: 'paid',
  refundable: 3120,
});

const refunded: AdminOrderDetail = {
  ...cancelledPaid,
  paymentStatus: 'partially_refunded',
  refundable: 120,
  refunds: [
    {
      id: 1,
      amount: 3000,
      method: 'bank_transfer',
      reference: 'KBANK-778',
      lineIds: [],
      note: null,
      staffName: 'สมศรี ใจดี',
      createdAt: '2026-11-25T03:00:00.000Z',
    },
  ],
};

beforeEach(() => {
  useOrdersSummaryStore.setState({ summary: null });
});
afterEach(cleanup);

async function refundSection() {
  const dialog = await openDetail();
  const section = within(dialog).getByRole('heading', { name: 'การคืนเงิน' }).closest('section');
  if (!section) throw new Error('no refunds section');
  return within(section);
}

describe('the refund form in the order detail', () => {
  it('is prefilled with what may go back, sends baht, and lists the refund', async () => {
    signIn('admin');
    const sent = serve(
      { detail: cancelledPaid },
      post('/admin/transactions/:id/refund', { transaction: refunded }),
    );
    renderOrders();
    const section = await refundSection();
    const amount = section.getByRole('textbox', { name: /ยอดคืน/ });
    expect(amount).toHaveValue('3120');
    expect(section.getByText('คืนได้อีก ฿3,120.00')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    await userEvent.selectOptions(
      section.getByRole('combobox', { name: /วิธีคืนเงิน/ }),
      'bank_transfer',
    );
    await userEvent.type(section.getByRole('textbox', { name: /เลขอ้างอิง/ }), 'KBANK-778');
    await userEvent.click(section.getByRole('button', { name: 'บันทึกการคืนเงิน' }));
    expect(await section.findByText(/KBANK-778/)).toBeVisible();
    expect(writesOf(sent)).toMatchObject([
      { body: { amount: 3000, method: 'bank_transfer', reference: 'KBANK-778' } },
    ]);
    expect(section.getByRole('textbox', { name: /ยอดคืน/ })).toHaveValue('120');
  });

  it('asks for an amount in baht and a reference before sending, and shows the server’s refusal', async () => {
    signIn('admin');
    const refusedText = 'ยอดคืนเงินเกินยอดที่ชำระมาหักด้วยยอดที่คืนไปแล้ว';
    const sent = serve(
      { detail: cancelledPaid },
      post(
        '/admin/transactions/:id/refund',
        errorReply('REFUND_TOO_LARGE', refusedText, { reason: 'REFUND_TOO_LARGE' }),
        409,
      ),
    );
    renderOrders();
    const section = await refundSection();
    const amount = section.getByRole('textbox', { name: /ยอดคืน/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    await userEvent.click(section.getByRole('button', { name: 'บันทึกการคืนเงิน' }));
    expect(amount).toHaveAccessibleDescription(/ทศนิยมไม่เกิน 2 ตำแหน่ง/);
    expect(section.getByRole('textbox', { name: /เลขอ้างอิง/ })).toHaveAccessibleDescription(
      'กรุณากรอกเลขอ้างอิงการคืนเงิน',
    );
    expect(writesOf(sent)).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.type(section.getByRole('textbox', { name: /เลขอ้างอิง/ }), 'x');
    await userEvent.click(section.getByRole('button', { name: 'บันทึกการคืนเงิน' }));
    expect(await section.findByText(refusedText)).toBeVisible();
  });

  it('is not offered to sale staff, nor on an order with nothing received', async () => {
    signIn('sale');
    serve({ detail: cancelledPaid });
    renderOrders();
    const dialog = await openDetail();
    expect(within(dialog).queryByRole('button', { name: 'บันทึกการคืนเงิน' })).toBeNull();
  });
});
