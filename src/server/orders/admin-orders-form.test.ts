import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import { formatPhone } from '../../shared/domain/phone.ts';
import {
  eventsAbout,
  itemIdsOf,
  orderRow,
  placedOrder,
  stockOf,
} from '../../testing/admin-orders.ts';
import {
  addOrder,
  base,
  customersOrder,
  editOrder,
  rejectItems,
  setupOrdersTestApp,
} from '../../testing/admin-orders-api.ts';
import { answer, expectAnswer, refusal } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { orders } from '../db/schema/index.ts';

const { ctx, staff } = setupOrdersTestApp();

describe('manual orders (POST) and the edit form (PUT)', () => {
  it('takes an order by phone for an existing customer: server prices, stock taken, channel phone', async () => {
    const { user: member, client: memberClient } = await signedInCustomer(ctx, {
      firstName: 'ประยูร',
      lastName: 'นาดี',
    });
    const product = await createProduct(ctx.handle.db, { price: 250.25, stockCount: 6 });
    // The browser's own price and total are ignored: the server prices the items.
    const line = { productId: product.id, quantity: 4, price: 1 };
    const res = addOrder(staff.sale, {
      username: formatPhone(member.phone),
      items: [line],
      totalAmount: 1,
      shippingAddress: '5 หมู่ 2 ต.บางปะหัน',
      status: 'pending',
    });
    const { transaction } = await expectAnswer(orderAnswerSchema, res, 201);
    expect(transaction).toMatchObject({
      userId: member.id,
      username: member.phone,
      firstName: 'ประยูร',
      lastName: 'นาดี',
      phone: member.phone,
      address: '5 หมู่ 2 ต.บางปะหัน',
      channel: 'phone',
      totalAmount: 1001,
      netAmount: 1001,
      status: 'pending',
      workflowStatus: 'orders',
    });
    expect(transaction.id).toMatch(/^TXN\d+$/);
    expect(transaction.history[0]).toMatchObject({
      action: 'create',
      actorName: staff.saleName,
    });
    expect(await stockOf(ctx, product.id)).toBe(2);
    const events = await eventsAbout(ctx, transaction.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      channel: 'phone',
      amountSatang: 100100,
      userId: member.id,
      userName: 'ประยูร นาดี',
    });
    // The member sees it under My orders.
    const mine = await customersOrder(memberClient, transaction.id);
    expect(mine).toMatchObject({ totalAmount: 1001, items: [{ quantity: 4 }] });
  });

  it('takes a walk-in order with a total in baht and satang, and checks the form', async () => {
    const res = addOrder(staff.sale, {
      username: 'ลุงมา ตลาดเช้า',
      totalAmount: 1234.56,
      shippingAddress: 'รับที่ร้าน',
      status: 'confirmed',
    });
    const { transaction } = await expectAnswer(orderAnswerSchema, res, 201);
    expect(transaction).toMatchObject({
      userId: null,
      username: 'ลุงมา ตลาดเช้า',
      firstName: 'ลุงมา ตลาดเช้า',
      totalAmount: 1234.56,
      netAmount: 1234.56,
      items: [],
      status: 'confirmed',
      workflowStatus: 'received',
    });
    expect((await orderRow(ctx, transaction.id))?.totalAmountSatang).toBe(123456);

    const noTotal = await refusal(
      addOrder(staff.sale, { username: 'ป้าแดง', shippingAddress: 'ตลาด' }),
      400,
    );
    expect(noTotal.fields?.totalAmount).toBe('Add items or enter the total amount.');
    const tooPrecise = await refusal(
      addOrder(staff.sale, { username: 'ป้าแดง', totalAmount: 10.005, shippingAddress: 'ตลาด' }),
      400,
    );
    expect(tooPrecise.fields?.totalAmount).toBe('กรุณากรอกจำนวนเงินมากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง');
    // Sent raw: a form without its address is wrong on purpose.
    const noAddress = await staff.sale.post(base, { username: 'ป้าแดง', totalAmount: 10 });
    expect(noAddress.body.error.fields.shippingAddress).toBe('กรุณากรอกข้อมูลนี้');
    const noName = await refusal(
      addOrder(staff.sale, { username: '  ', totalAmount: 10, shippingAddress: 'x' }),
      400,
    );
    expect(noName.fields?.username).toBe('กรุณากรอกข้อมูลนี้');
  });

  it('refuses a manual order beyond the stock and keeps nothing', async () => {
    const product = await createProduct(ctx.handle.db, { stockCount: 1 });
    const before = await ctx.handle.db.select({ n: count() }).from(orders);
    const res = addOrder(staff.sale, {
      username: 'ป้าแดง',
      items: [{ productId: product.id, quantity: 2 }],
      shippingAddress: 'ตลาด',
    });
    await refusal(res, 409, 'OUT_OF_STOCK');
    expect(await stockOf(ctx, product.id)).toBe(1);
    expect(await ctx.handle.db.select({ n: count() }).from(orders)).toEqual(before);
  });

  it('edits username, address, total and status; cancelling returns stock, reviving takes it', async () => {
    const created = await answer(
      addOrder(staff.sale, { username: 'ป้าแดง', totalAmount: 100, shippingAddress: 'ตลาด' }),
      201,
    );
    const id = created.transaction.id;
    const res = editOrder(staff.sale, id, {
      username: 'ป้าแดง ตลาดบ่าย',
      totalAmount: 150.75,
      shippingAddress: 'ตลาดบ่าย ซอย 2',
      status: 'pending',
    });
    const edited = await expectAnswer(orderAnswerSchema, res);
    expect(edited.transaction).toMatchObject({
      username: 'ป้าแดง ตลาดบ่าย',
      address: 'ตลาดบ่าย ซอย 2',
      totalAmount: 150.75,
      netAmount: 150.75,
    });
    expect(edited.transaction.history[0]).toMatchObject({ action: 'update' });

    const { order, products } = await placedOrder(ctx, [
      { product: { stockCount: 5 }, quantity: 2 },
    ]);
    const product = products[0];
    if (!product) throw new Error('a product');
    const form = {
      username: order.phone,
      totalAmount: order.totalAmount,
      shippingAddress: order.address,
    };
    const wrongTotal = await refusal(
      editOrder(staff.sale, order.id, { ...form, totalAmount: 1, status: 'pending' }),
      400,
    );
    expect(wrongTotal.fields?.totalAmount).toBe(
      'The total comes from the items; change the items instead.',
    );
    const cancelled = editOrder(staff.sale, order.id, { ...form, status: 'cancelled' });
    await expectAnswer(orderAnswerSchema, cancelled);
    expect(await stockOf(ctx, product.id)).toBe(5);
    const revived = await answer(editOrder(staff.sale, order.id, { ...form, status: 'confirmed' }));
    expect(revived.transaction).toMatchObject({
      status: 'confirmed',
      workflowStatus: 'received',
      userId: order.userId,
    });
    expect(await stockOf(ctx, product.id)).toBe(3);
  });

  it('keeps a rejected order cancelled', async () => {
    const { order } = await placedOrder(ctx);
    await answer(
      rejectItems(staff.sale, order.id, await itemIdsOf(staff.sale, order.id), 'สินค้าหมด'),
    );
    const res = editOrder(staff.sale, order.id, {
      username: order.phone,
      totalAmount: order.totalAmount,
      shippingAddress: order.address,
      status: 'pending',
    });
    expect((await refusal(res, 409)).message).toBe('A rejected order stays cancelled.');
  });
});
