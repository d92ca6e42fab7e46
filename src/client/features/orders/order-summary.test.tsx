import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { get, mockApi } from '../../../testing/api-mock.ts';
import { buildOrder, COD_ORDER_AMOUNTS } from '../../../testing/factories/orders.ts';
import { orderInSatang } from './order-money.ts';
import { OrderSummary } from './order-summary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderSummary(order: ReturnType<typeof buildOrder>) {
  const router = createMemoryRouter([
    { path: '/', element: <OrderSummary order={orderInSatang(order)} headingLevel="h1" /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe("the customer's order", () => {
  it('shows the structured address it goes to: recipient, house line, ต./อ./จ. and postcode', () => {
    renderSummary(
      buildOrder({
        shippingAddress: {
          recipient: 'สมศรี ใจดี',
          phone: '0812345678',
          line1: '45 หมู่ 2',
          subdistrict: 'ภาชี',
          district: 'ภาชี',
          province: 'พระนครศรีอยุธยา',
          postcode: '13140',
        },
      }),
    );
    const shipTo = screen.getByRole('region', { name: 'ที่อยู่จัดส่ง' });
    expect(shipTo).toHaveTextContent('ผู้รับ สมศรี ใจดี 081-234-5678');
    expect(shipTo).toHaveTextContent('ต.ภาชี อ.ภาชี จ.พระนครศรีอยุธยา 13140');
  });

  it('shows the text address of an order placed before addresses had a structure', () => {
    renderSummary(buildOrder());
    expect(screen.getByRole('region', { name: 'ที่อยู่จัดส่ง' })).toHaveTextContent(
      '12 หมู่ 3 ต.บ้านเกาะ อ.พระนครศรีอยุธยา',
    );
  });

  it('lists the lines the shop cancelled apart from the order, struck through', () => {
    const [kept, dropped] = buildOrder().items;
    if (!kept || !dropped) throw new Error('two lines');
    renderSummary(
      buildOrder({
        status: 'confirmed',
        workflowStatus: 'received',
        items: [kept],
        cancelledItems: [dropped],
        totalAmount: 1780,
        discountValue: 178,
        netAmount: 1602,
      }),
    );
    const items = screen.getByRole('list', { name: 'รายการสินค้า' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(1);
    expect(within(items).getByText('ไกลโฟเซต ไร่ทอง 48%')).toBeVisible();
    const cancelled = screen.getByRole('list', { name: 'รายการที่ร้านยกเลิก' });
    expect(screen.getByRole('heading', { name: 'รายการที่ร้านยกเลิก (ไม่คิดเงิน)' })).toBeVisible();
    expect(within(cancelled).getByText('ถังพ่นยา 16 ลิตร × 1')).toHaveClass('line-through');
    expect(within(cancelled).getByText('฿1,290.00')).toHaveClass('line-through');
    expect(screen.getByText('-฿178.00')).toBeVisible();
    expect(screen.getByText('฿1,602.00')).toBeVisible();
  });

  it('shows the reason staff gave for a rejection', () => {
    renderSummary(
      buildOrder({ status: 'cancelled', orderRejected: true, rejectionReason: 'สินค้าหมด' }),
    );
    expect(screen.getByText('คำสั่งซื้อถูกปฏิเสธ: สินค้าหมด')).toBeVisible();
  });

  it('shows what the courier collects: the fee of the parcel, the COD fee and the amount due', () => {
    renderSummary(
      buildOrder({
        ...COD_ORDER_AMOUNTS,
      }),
    );
    const row = (label: string) => screen.getByText(label).closest('div');
    expect(row('ยอดสุทธิ')).toHaveTextContent('฿1,590.00');
    expect(row('ค่าจัดส่ง')).toHaveTextContent('ส่งฟรี');
    expect(row('ค่าธรรมเนียมเก็บเงินปลายทาง')).toHaveTextContent('฿20.00');
    expect(row('ยอดที่ต้องชำระ')).toHaveTextContent('฿1,610.00');
  });

  it('says its status in Thai', () => {
    renderSummary(buildOrder({ status: 'shipped', workflowStatus: 'courier' }));
    const header = screen.getByRole('heading', { level: 1 }).closest('header');
    expect(header).toHaveTextContent('กำลังจัดส่ง');
    expect(header).not.toHaveTextContent('Shipped');
  });

  it('names the pack size sold once, even when the product’s name still carries another', () => {
    const [line] = buildOrder().items;
    if (!line) throw new Error('a line');
    renderSummary(
      buildOrder({
        items: [{ ...line, productName: 'อิมิดาโคลพริด 70% WG 100 กรัม', variantLabel: '500 กรัม' }],
      }),
    );
    expect(screen.getByText('อิมิดาโคลพริด 70% WG (500 กรัม)')).toBeVisible();
  });

  it('has no cancelled section when nothing was cancelled', () => {
    renderSummary(buildOrder({ cancelledItems: [] }));
    expect(screen.queryByRole('list', { name: 'รายการที่ร้านยกเลิก' })).toBeNull();
  });
});

describe("the customer's own moves", () => {
  it('offers no cancel once the shop confirmed, and "received" once shipped', () => {
    renderSummary(buildOrder({ status: 'confirmed', workflowStatus: 'received' }));
    expect(screen.queryByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' })).toBeNull();
    cleanup();
    // A paid order asks for its documents (tax-documents-panel.tsx): none yet.
    mockApi(
      get('/orders/:id/tax-documents', {
        vatRegistered: false,
        taxInvoice: null,
        creditNotes: [],
        receiptPdfUrl: null,
      }),
    );
    renderSummary(
      buildOrder({ status: 'shipped', workflowStatus: 'courier', paymentStatus: 'paid' }),
    );
    expect(screen.getByRole('button', { name: 'ได้รับสินค้าแล้ว' })).toBeVisible();
  });

  it('says the shop cancelled an unpaid order when its time ran out', () => {
    renderSummary(
      buildOrder({ status: 'cancelled', cancelledBy: 'timeout', paymentMethod: 'promptpay' }),
    );
    expect(screen.getByText('ยกเลิกอัตโนมัติ (ไม่ได้ชำระเงินภายในเวลา)')).toBeVisible();
  });

  it('shows the parcel once shipped: the carrier in Thai, the number, a link to its tracking page', () => {
    renderSummary(
      buildOrder({
        status: 'shipped',
        workflowStatus: 'courier',
        shipment: {
          carrier: 'thailandpost',
          trackingNumber: 'EF582568151TH',
          trackingUrl: 'https://track.thailandpost.co.th/?trackNumber=EF582568151TH',
          shippedAt: '2026-11-26T03:00:00.000Z',
          deliveredAt: null,
        },
      }),
    );
    expect(screen.getByText('ไปรษณีย์ไทย')).toBeVisible();
    expect(screen.getByText('EF582568151TH')).toBeVisible();
    expect(screen.getByRole('link', { name: 'ติดตามพัสดุ' })).toHaveAttribute(
      'href',
      'https://track.thailandpost.co.th/?trackNumber=EF582568151TH',
    );
  });

  it('copies the tracking number and says so, or says how to copy it by hand', async () => {
    // user-event puts a clipboard of its own on the page.
    const user = userEvent.setup();
    const shipment = {
      carrier: 'kerry' as const,
      trackingNumber: 'KERDO12345678',
      trackingUrl: null,
      shippedAt: '2026-11-26T03:00:00.000Z',
      deliveredAt: null,
    };
    renderSummary(buildOrder({ status: 'shipped', workflowStatus: 'courier', shipment }));
    // No tracking page is known for Kerry: the number is copied into its app instead.
    expect(screen.queryByRole('link', { name: 'ติดตามพัสดุ' })).toBeNull();
    const copy = screen.getByRole('button', { name: 'คัดลอกเลขพัสดุ KERDO12345678' });
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('KERDO12345678');
    expect(screen.getByRole('status')).toHaveTextContent('คัดลอกแล้ว');
    // The customer's own "received" button is there for a shipped order.
    expect(screen.getByRole('button', { name: 'ได้รับสินค้าแล้ว' })).toBeVisible();

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    cleanup();
    renderSummary(buildOrder({ status: 'shipped', workflowStatus: 'courier', shipment }));
    await user.click(screen.getByRole('button', { name: 'คัดลอกเลขพัสดุ KERDO12345678' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'คัดลอกไม่ได้ กรุณากดค้างที่เลขพัสดุเพื่อคัดลอก',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows no parcel before the shop hands the order to a carrier', () => {
    renderSummary(buildOrder());
    expect(screen.queryByText('เลขพัสดุ')).toBeNull();
  });
});

describe("the customer's order: member points", () => {
  it('shows the points discount among the totals and the points to come until delivered', () => {
    renderSummary(
      buildOrder({
        pointsUsed: 5000,
        pointsDiscount: 50,
        pointsEarned: 40,
        amountDue: 2842,
        status: 'pending',
      }),
    );
    expect(screen.getByText('ส่วนลดแต้ม (ใช้ 5,000 แต้ม)')).toBeTruthy();
    expect(screen.getByText('-฿50.00')).toBeTruthy();
    expect(screen.getByText('จะได้รับ 40 แต้มเมื่อได้รับสินค้า')).toBeTruthy();
  });

  it('shows no points line for an order without points, and the points earned once delivered', () => {
    renderSummary(buildOrder({ pointsEarned: 40, status: 'delivered' }));
    expect(screen.queryByText(/ส่วนลดแต้ม/)).toBeNull();
    expect(screen.getByText('ได้รับ 40 แต้มแล้ว')).toBeTruthy();
  });
});
