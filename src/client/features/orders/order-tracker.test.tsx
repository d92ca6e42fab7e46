import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/contracts/orders.ts';
import { buildOrder } from '../../../testing/factories/orders.ts';
import { orderInSatang } from './order-money.ts';
import { OrderTracker } from './order-tracker.tsx';

afterEach(cleanup);

const placedAt = '2026-11-22T11:55:00.000Z';
const shipment = {
  carrier: 'thailandpost' as const,
  trackingNumber: 'EF582568151TH',
  trackingUrl: null,
  shippedAt: '2026-11-24T02:00:00.000Z',
  deliveredAt: null,
};

function steps(overrides: Partial<Order>) {
  render(<OrderTracker order={orderInSatang(buildOrder({ createdAt: placedAt, ...overrides }))} />);
  const items = within(screen.getByRole('list', { name: 'สถานะคำสั่งซื้อ' })).getAllByRole('listitem');
  return {
    texts: items.map((item) => item.textContent),
    current: items.filter((item) => item.getAttribute('aria-current') === 'step'),
  };
}

describe("the customer's tracker", () => {
  it('ends a cancelled order where it stopped, in red, with nothing current before it', () => {
    const { texts, current } = steps({
      status: 'cancelled',
      cancelledBy: 'timeout',
      paymentMethod: 'promptpay',
    });
    expect(texts).toEqual(['✓สั่งซื้อแล้ว (เสร็จแล้ว)22 พ.ย. 2569 18:55', '✕คำสั่งซื้อถูกยกเลิก (สิ้นสุด)']);
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('คำสั่งซื้อถูกยกเลิก');
  });

  it('shows a delivered order with every step done and the day it arrived', () => {
    const { texts, current } = steps({
      status: 'delivered',
      workflowStatus: 'courier',
      paymentMethod: 'promptpay',
      paymentStatus: 'paid',
      orderReceivedAt: '2026-11-22T12:10:00.000Z',
      paymentConfirmedAt: '2026-11-22T12:10:00.000Z',
      deliveryStartedAt: '2026-11-23T03:00:00.000Z',
      courierAssignedAt: '2026-11-24T02:00:00.000Z',
      shipment: { ...shipment, deliveredAt: '2026-11-26T07:30:00.000Z' },
    });
    expect(texts).toEqual([
      '✓สั่งซื้อแล้ว (เสร็จแล้ว)22 พ.ย. 2569 18:55',
      '✓ร้านรับคำสั่งซื้อ (เสร็จแล้ว)22 พ.ย. 2569 19:10',
      '✓ชำระเงินแล้ว (เสร็จแล้ว)22 พ.ย. 2569 19:10',
      '✓เตรียมจัดส่ง (เสร็จแล้ว)23 พ.ย. 2569 10:00',
      '✓ส่งมอบให้ขนส่ง (เสร็จแล้ว)24 พ.ย. 2569 09:00',
      '✓ได้รับสินค้าแล้ว (เสร็จแล้ว)26 พ.ย. 2569 14:30',
    ]);
    expect(current).toHaveLength(0);
  });

  it('never says a COD order is paid before the courier has the cash: it is paid on arrival', () => {
    // The ship move stamps every stage it passes, the payments stage included.
    const { texts, current } = steps({
      status: 'shipped',
      workflowStatus: 'courier',
      paymentMethod: 'cod',
      paymentStatus: 'cod',
      netAmount: 1590,
      shippingFee: 20,
      deliveryFee: 0,
      codFee: 20,
      amountDue: 1610,
      orderReceivedAt: '2026-11-22T12:10:00.000Z',
      paymentConfirmedAt: '2026-11-24T02:00:00.000Z',
      deliveryStartedAt: '2026-11-24T02:00:00.000Z',
      courierAssignedAt: '2026-11-24T02:00:00.000Z',
      shipment,
    });
    expect(texts).toEqual([
      '✓สั่งซื้อแล้ว (เสร็จแล้ว)22 พ.ย. 2569 18:55',
      '✓ร้านรับคำสั่งซื้อ (เสร็จแล้ว)22 พ.ย. 2569 19:10',
      '✓เตรียมจัดส่ง (เสร็จแล้ว)24 พ.ย. 2569 09:00',
      '✓ส่งมอบให้ขนส่ง (เสร็จแล้ว)24 พ.ย. 2569 09:00',
      '5กำลังจัดส่ง (ขั้นตอนปัจจุบัน)ชำระ ฿1,610.00 กับพนักงานส่ง',
    ]);
    expect(texts.join()).not.toContain('ชำระเงินแล้ว');
    expect(current).toHaveLength(1);
  });

  it('puts the hand-over to the carrier before the parcel is on its way, and waits for the shop first', () => {
    const { texts, current } = steps({ paymentMethod: 'promptpay' });
    expect(texts).toEqual([
      '✓สั่งซื้อแล้ว (เสร็จแล้ว)22 พ.ย. 2569 18:55',
      '2ร้านรับคำสั่งซื้อ (ขั้นตอนปัจจุบัน)',
      '3ชำระเงินแล้ว (รอดำเนินการ)',
      '4เตรียมจัดส่ง (รอดำเนินการ)',
      '5ส่งมอบให้ขนส่ง (รอดำเนินการ)',
      '6ได้รับสินค้าแล้ว (รอดำเนินการ)',
    ]);
    expect(current[0]).toHaveTextContent('ร้านรับคำสั่งซื้อ');
  });

  it('ends a rejected order with the shop’s refusal and its reason', () => {
    const { texts } = steps({
      status: 'cancelled',
      orderRejected: true,
      rejectionReason: 'สินค้าหมด',
    });
    expect(texts.at(-1)).toBe('✕ร้านปฏิเสธคำสั่งซื้อ (สิ้นสุด)');
    expect(screen.getByText('คำสั่งซื้อถูกปฏิเสธ: สินค้าหมด')).toBeVisible();
  });
});
