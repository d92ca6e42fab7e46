import { describe, expect, it } from 'vitest';
import { orderAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import { monthSummarySchema } from '../../shared/contracts/reports.ts';
import { bangkokDayKey } from '../../shared/domain/dates.ts';
import { placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { slipsFolder } from '../../testing/payments.ts';
import { givePoints } from '../../testing/points.ts';
import { cancelByStaff, paidOrder, refund } from '../../testing/refunds.ts';
import { bangkokMonth } from './month-summary.ts';

const slips = slipsFolder();
const ctx = setupTestApp({ SLIPS_DIR: slips.dir });

describe('the month’s summary', () => {
  it('counts the month’s orders, money in and back, exempt and taxable sales, VAT, methods and categories', async () => {
    const admin = (await staffClient(ctx, 'admin')).client;
    const month = bangkokDayKey(new Date()).slice(0, 7);
    const summary = () =>
      expectAnswer(monthSummarySchema, admin.api.admin.reports.summary.$get({ query: { month } }));
    const empty = await summary();
    expect(empty).toMatchObject({ orders: 0, paid: 0, refunded: 0, vat: 0, vatRegistered: false });

    // A tool (7 % VAT, ฿107 × 2) and a herbicide (exempt, ฿50 × 1), paid by PromptPay.
    const { transaction } = await paidOrder(ctx, admin, [
      { product: { category: 'equipments', price: 107, vatExempt: false }, quantity: 2 },
      { product: { category: 'herbicides', price: 50, vatExempt: true }, quantity: 1 },
    ]);
    // Placed, never paid: counted as an order, not as money.
    await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'cod' });
    const due = transaction.amountDue;

    const notRegistered = await summary();
    expect(notRegistered).toMatchObject({
      orders: 2,
      paid: due,
      exemptSales: 50,
      taxableSales: 214,
      vat: 0,
    });
    expect(notRegistered.byPaymentMethod).toEqual({
      promptpay: due,
      bank_transfer: 0,
      cod: 0,
      arranged: 0,
    });
    expect(notRegistered.byCategory.equipments).toBe(214);
    expect(notRegistered.byCategory.herbicides).toBe(50);

    const shop = await admin.api.admin.settings.shop.$get();
    const settings = (await shop.json()) as Record<string, unknown>;
    await admin.api.admin.settings.shop.$put({
      json: { ...settings, taxId: '0105540012347', vatRegistered: true } as never,
    });
    await cancelByStaff(admin, transaction.id);
    await expectAnswer(
      orderAnswerSchema,
      refund(admin, transaction.id, { amount: 25, method: 'cash', reference: 'R1' }),
    );

    const registered = await summary();
    // ฿214 × 7/107 = ฿14 (amounts in baht, as the contract writes them).
    expect(registered).toMatchObject({ vat: 14, vatRegistered: true, refunded: 25 });
  });

  it('counts the month’s member points: spent less given back, and the staff’s adjustments', async () => {
    const admin = (await staffClient(ctx, 'admin')).client;
    const month = bangkokDayKey(new Date()).slice(0, 7);
    const summary = () =>
      expectAnswer(monthSummarySchema, admin.api.admin.reports.summary.$get({ query: { month } }));
    const before = (await summary()).points;
    const member = await signedInCustomer(ctx);
    await givePoints(admin, member.user.id, 5000);
    await placedOrder(ctx, [{ product: { price: 200 }, quantity: 1 }], {
      member,
      pointsToUse: 3000,
    });
    const kept = await placedOrder(ctx, [{ product: { price: 200 }, quantity: 1 }], {
      member,
      pointsToUse: 1000,
    });
    await cancelByStaff(admin, kept.order.id);
    const after = (await summary()).points;
    expect(after.adjusted - before.adjusted).toBe(5000);
    expect(after.spent - before.spent).toBe(3000);
    expect(after.earned - before.earned).toBe(0);
  });

  it('400 for a month that is not YYYY-MM', async () => {
    const admin = (await staffClient(ctx, 'admin')).client;
    for (const month of ['2026-13', '2026-1', '26-11', '2026-11-01', 'พฤศจิกา', '']) {
      await refusal(admin.api.admin.reports.summary.$get({ query: { month } }), 400, 'VALIDATION');
    }
    await refusal(admin.api.admin.reports.summary.$get({ query: {} as never }), 400, 'VALIDATION');
  });

  it('403 for sale staff: the books are admin and root’s', async () => {
    const sale = (await staffClient(ctx, 'sale')).client;
    await refusal(sale.api.admin.reports.summary.$get({ query: { month: '2026-11' } }), 403);
  });

  it('takes the month in Bangkok time', () => {
    expect(bangkokMonth('2026-12')).toEqual({
      from: new Date('2026-11-30T17:00:00Z'),
      to: new Date('2026-12-31T17:00:00Z'),
    });
  });
});
