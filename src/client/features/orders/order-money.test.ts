import { describe, expect, it } from 'vitest';
import { buildAdminOrder, buildOrder } from '../../../testing/factories/orders.ts';
import { orderInSatang } from './order-money.ts';

describe('an order answer in satang', () => {
  it('turns the totals and every line (cancelled ones too) from baht into satang, once', () => {
    const [line] = buildOrder().items;
    if (!line) throw new Error('a line');
    const order = orderInSatang(
      buildOrder({
        items: [{ ...line, pricePerUnit: 19.99, quantity: 3, totalPrice: 59.97 }],
        cancelledItems: [{ ...line, pricePerUnit: 0.1, quantity: 1, totalPrice: 0.1 }],
        totalAmount: 60.07,
        discountValue: 6.01,
        netAmount: 54.06,
        shippingFee: 50.5,
        deliveryFee: 30.25,
        codFee: 20.25,
        amountDue: 104.56,
      }),
    );
    expect(order).toMatchObject({
      totalAmount: 6007,
      discountValue: 601,
      netAmount: 5406,
      shippingFee: 5050,
      deliveryFee: 3025,
      codFee: 2025,
      amountDue: 10456,
    });
    expect(order.items[0]).toMatchObject({ pricePerUnit: 1999, totalPrice: 5997, quantity: 3 });
    expect(order.cancelledItems?.[0]).toMatchObject({ pricePerUnit: 10, totalPrice: 10 });
  });

  it("keeps the rest as it came, and a staff order's lines with their ids and history", () => {
    const transaction = buildAdminOrder();
    const converted = orderInSatang(transaction);
    expect(converted.items.map((item) => [item.id, item.totalPrice, item.isCancelled])).toEqual([
      [11, 178000, false],
      [12, 129000, false],
    ]);
    expect(converted.history).toBe(transaction.history);
    expect(converted.username).toBe(transaction.username);
    expect('cancelledItems' in converted).toBe(false);
  });
});
