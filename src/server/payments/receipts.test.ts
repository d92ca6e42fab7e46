import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { receiptSchema } from '../../shared/contracts/payments-answers.ts';
import { shippingSettingsAnswerSchema } from '../../shared/contracts/shipping-answers.ts';
import { orderRow, placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, setupTestApp } from '../../testing/api-client.ts';
import { orders } from '../db/schema/index.ts';
import { receipts } from '../db/schema/payments.ts';
import { paymentSettings, shopSettings } from '../db/schema/settings.ts';
import { findReceipt } from './receipts.ts';

const ctx = setupTestApp();

/** A cash-on-delivery order handed to the courier (the shipment call is not part of this test). */
async function shippedCodOrder(lines: Parameters<typeof placedOrder>[1]) {
  const placed = await placedOrder(ctx, lines, { paymentMethod: 'cod' });
  await ctx.handle.db
    .update(orders)
    .set({ status: 'shipped', workflowStatus: 'courier' })
    .where(eq(orders.id, placed.order.id));
  return placed;
}

/** The customer says the parcel arrived. */
const delivered = async (placed: Awaited<ReturnType<typeof shippedCodOrder>>) => {
  const said = placed.customer.client.api.orders[':id'].delivered.$post({
    param: { id: placed.order.id },
  });
  return (await expectAnswer(placeOrderResponseSchema, said)).order;
};

describe('receipts', () => {
  it('are issued once, with consecutive numbers, when a cash-on-delivery order is delivered', async () => {
    const first = await shippedCodOrder([{ quantity: 1 }]);
    const second = await shippedCodOrder([{ quantity: 2 }]);
    const a = await delivered(first);
    const b = await delivered(second);
    expect(a).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(a.receiptNumber).not.toBeNull();
    expect(b.receiptNumber).toBe((a.receiptNumber ?? 0) + 1);
    // Said again, the delivery changes nothing and issues nothing.
    const again = await delivered(first);
    expect(again.receiptNumber).toBe(a.receiptNumber);
    const rows = await ctx.handle.db
      .select()
      .from(receipts)
      .where(eq(receipts.transactionId, first.order.id));
    expect(rows).toHaveLength(1);
  });

  it('keep exempt goods apart from taxable ones when the shop is VAT-registered', async () => {
    await ctx.handle.db
      .update(paymentSettings)
      .set({ vatRegistered: true, taxId: '0105556123456' });
    try {
      const placed = await shippedCodOrder([
        { product: { category: 'herbicides', price: 500 }, quantity: 2 },
        { product: { category: 'equipments', price: 1070 }, quantity: 1 },
      ]);
      await delivered(placed);
      const receipt = await findReceipt(ctx.handle.db, placed.order.id);
      expect(receipt).toMatchObject({
        orderId: placed.order.id,
        amount: 2070,
        vatRegistered: true,
        taxId: '0105556123456',
        vatRate: 7,
        exemptAmount: 1000,
        taxableAmount: 1070,
        vat: 70,
        paymentMethod: 'cod',
        transferRef: null,
      });
      expect(receipt?.label).toMatch(/^RC-\d{6}$/);
      expect(receipt?.lines.map((line) => line.vatExempt)).toEqual([true, false]);
    } finally {
      await ctx.handle.db.update(paymentSettings).set({ vatRegistered: false, taxId: '' });
    }
  });

  it('count everything as exempt for a shop not registered for VAT', async () => {
    const placed = await shippedCodOrder([
      { product: { category: 'equipments', price: 1070 }, quantity: 1 },
    ]);
    await delivered(placed);
    expect(await findReceipt(ctx.handle.db, placed.order.id)).toMatchObject({
      vatRegistered: false,
      exemptAmount: 1070,
      taxableAmount: 0,
      vat: 0,
    });
  });

  it('outlive the order they were issued for', async () => {
    const placed = await shippedCodOrder([{ quantity: 1 }]);
    const { receiptNumber } = await delivered(placed);
    await ctx.handle.db.delete(orders).where(eq(orders.id, placed.order.id));
    expect(await orderRow(ctx, placed.order.id)).toBeUndefined();
    const [kept] = await ctx.handle.db
      .select()
      .from(receipts)
      .where(eq(receipts.number, receiptNumber ?? 0));
    expect(kept).toMatchObject({ orderNumber: placed.order.id, transactionId: null });
  });

  it("keep the COD fee apart and the shop's name and address as they were when issued", async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const fees = (codFee: number) =>
      expectAnswer(
        shippingSettingsAnswerSchema,
        admin.api.admin.settings.shipping.$put({
          json: { flatFee: 50, freeFrom: null, remoteSurcharge: { provinces: [], fee: 0 }, codFee },
        }),
      );
    await fees(20);
    const address = '99 หมู่ 2 ต.ประตูชัย อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000';
    await ctx.handle.db.update(shopSettings).set({ address });
    try {
      const placed = await shippedCodOrder([{ quantity: 1 }]);
      expect(placed.order).toMatchObject({ shippingFee: 70, deliveryFee: 50, codFee: 20 });
      await delivered(placed);
      // The shop moves afterwards: the receipt keeps the address it was issued under.
      await ctx.handle.db.update(shopSettings).set({ address: 'ที่อยู่ใหม่ของร้าน' });
      const receipt = await expectAnswer(
        receiptSchema,
        placed.customer.client.api.orders[':id'].receipt.$get({ param: { id: placed.order.id } }),
      );
      expect(receipt).toMatchObject({
        shopName: 'ร้านเกษตรอยุธยา',
        shopAddress: address,
        shippingFee: 70,
        deliveryFee: 50,
        codFee: 20,
        amount: placed.order.netAmount + 70,
      });
    } finally {
      await fees(0);
    }
  });
});
