import { cleanup, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Receipt } from '../../../../shared/contracts/payments-answers.ts';
import {
  openDetail,
  pending,
  renderOrders,
  serve,
  signIn,
} from '../../../../testing/admin-orders-page.ts';
import { get } from '../../../../testing/api-mock.ts';
import { buildAdminOrder } from '../../../../testing/factories/orders.ts';
import { useOrdersSummaryStore } from './orders-summary.ts';

const paid = buildAdminOrder({
  ...pending,
  status: 'confirmed',
  paymentMethod: 'bank_transfer',
  paymentStatus: 'paid',
  receiptNumber: 12,
});

const receipt: Receipt = {
  number: 12,
  label: 'RC-000012',
  orderId: paid.id,
  customerName: 'สมหญิง ทองดี',
  customerAddress: paid.address,
  shopName: 'ร้านเกษตรอยุธยา',
  shopAddress: 'อยุธยา',
  issuedAt: '2026-11-25T03:00:00.000Z',
  paymentMethod: 'bank_transfer',
  transferRef: '0153001ABCD1234',
  lines: [],
  discount: 178,
  shippingFee: 0,
  deliveryFee: 0,
  codFee: 0,
  amount: 2892,
  vatRegistered: true,
  taxId: '0105551234567',
  vatRate: 7,
  exemptAmount: 1602,
  taxableAmount: 1290,
  vat: 84.39,
};

beforeEach(() => {
  signIn('sale');
  useOrdersSummaryStore.setState({ summary: null });
});

afterEach(cleanup);

describe("the order's payment in its detail", () => {
  it('shows the method and the payment status, and the receipt on asking', async () => {
    const calls = serve(
      { detail: paid },
      get('/admin/transactions/:id/receipt', receipt),
      // The shop issues receipts only: the documents' links, no tax invoice to ask for.
      get('/orders/:id/tax-documents', {
        vatRegistered: false,
        taxInvoice: null,
        creditNotes: [],
        receiptPdfUrl: null,
      }),
    );
    renderOrders();
    const dialog = await openDetail();
    const payment = within(dialog).getByRole('heading', { name: 'การชำระเงิน' }).closest('section');
    if (!payment) throw new Error('no payment section');
    expect(within(payment).getByText('โอนเงินผ่านบัญชีธนาคาร')).toBeVisible();
    expect(within(payment).getByText('ชำระเงินแล้ว')).toBeVisible();
    expect(calls.some((call) => call.path.endsWith('/receipt'))).toBe(false);

    await userEvent.click(within(payment).getByRole('button', { name: 'ดูใบเสร็จ' }));
    expect(await within(payment).findByText('RC-000012')).toBeVisible();
    expect(within(payment).getByText('0153001ABCD1234')).toBeVisible();
    expect(within(payment).getByText('฿2,892.00')).toBeVisible();
    expect(within(payment).getByText('฿84.39')).toBeVisible();
    expect(within(payment).getByText('ภาษีมูลค่าเพิ่ม 7%')).toBeVisible();
    expect(within(payment).getByRole('button', { name: 'ซ่อนใบเสร็จ' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('offers no receipt before the order has one', async () => {
    serve({
      detail: buildAdminOrder({
        ...pending,
        paymentMethod: 'promptpay',
        paymentStatus: 'in_review',
      }),
    });
    renderOrders();
    const dialog = await openDetail();
    expect(within(dialog).getByText('พร้อมเพย์ (สแกน QR)')).toBeVisible();
    expect(within(dialog).getByText('รอตรวจสอบสลิป')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'ดูใบเสร็จ' })).toBeNull();
  });
});
