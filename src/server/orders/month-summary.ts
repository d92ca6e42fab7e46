import { and, count, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import { type MonthSummary, SUMMARY_METHODS } from '../../shared/contracts/reports.ts';
import { CATEGORY_IDS } from '../../shared/domain/categories.ts';
import { bangkokDayStart } from '../../shared/domain/dates.ts';
import { satangToBaht } from '../../shared/domain/money.ts';
import type { PaymentStatus } from '../../shared/domain/order-lifecycle.ts';
import { vatInGross } from '../../shared/domain/vat.ts';
import { productTaxOf } from '../catalog/product-tax.ts';
import type { Executor } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/orders.ts';
import { orderRefunds } from '../db/schema/refunds.ts';
import { getShopLegal } from '../settings/shop-legal.ts';

/** Money the shop received on an order (some of it may have gone back since). */
const RECEIVED: PaymentStatus[] = ['paid', 'partially_refunded', 'refunded'];

/** The instants a Bangkok calendar month (yyyy-MM) begins and ends. */
export function bangkokMonth(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next =
    monthNumber === 12
      ? `${year + 1}-01-01`
      : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { from: bangkokDayStart(`${month}-01`), to: bangkokDayStart(next) };
}

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

const inBaht = <K extends string>(satang: Record<K, number>) =>
  Object.fromEntries(
    Object.entries<number>(satang).map(([key, value]) => [key, satangToBaht(value)]),
  ) as Record<K, number>;

/**
 * The month's summary (`GET /api/admin/reports/summary`), summed in satang and answered in baht. Orders are the month's by
 * the time they were placed (Asia/Bangkok); `paid` is the amount due of those the shop received
 * money for, split by method; their live lines are the sales, exempt or taxable by the product's
 * `vatExempt` (a line whose product was deleted counts as taxable) and by category; `refunded`
 * is the money given back in the month. VAT is 7/107 of the taxable gross when the shop is
 * VAT-registered.
 */
export async function monthSummary(
  db: Executor,
  month: string,
  pointsOf: (db: Executor, span: { from: Date; to: Date }) => Promise<MonthSummary['points']>,
): Promise<MonthSummary> {
  const { from, to } = bangkokMonth(month);
  const inMonth = and(gte(orders.createdAt, from), lt(orders.createdAt, to));
  const [placed] = await db.select({ n: count() }).from(orders).where(inMonth);
  const received = await db
    .select({
      id: orders.id,
      method: orders.paymentMethod,
      due: orders.netAmountSatang,
      points: orders.pointsDiscountSatang,
      fee: orders.shippingFeeSatang,
    })
    .from(orders)
    .where(and(inMonth, inArray(orders.paymentStatus, RECEIVED)));
  const lines =
    received.length === 0
      ? []
      : await db
          .select({ productId: orderItems.productId, total: orderItems.totalPriceSatang })
          .from(orderItems)
          .where(
            and(
              inArray(
                orderItems.transactionId,
                received.map((order) => order.id),
              ),
              eq(orderItems.isCancelled, false),
            ),
          );
  const [refunds] = await db
    .select({ total: sum(orderRefunds.amountSatang).mapWith(Number) })
    .from(orderRefunds)
    .where(and(gte(orderRefunds.createdAt, from), lt(orderRefunds.createdAt, to)));
  const tax = await productTaxOf(
    db,
    lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  );
  const { vatRegistered } = await getShopLegal(db);

  const byPaymentMethod = zeroes(SUMMARY_METHODS);
  let paid = 0;
  for (const order of received) {
    // What the customer paid: the net less what points paid, and the delivery.
    const due = order.due - order.points + order.fee;
    paid += due;
    byPaymentMethod[order.method ?? 'arranged'] += due;
  }
  const byCategory = zeroes(CATEGORY_IDS);
  let exemptSales = 0;
  let taxableSales = 0;
  for (const line of lines) {
    const product = line.productId === null ? undefined : tax.get(line.productId);
    if (product?.vatExempt) exemptSales += line.total;
    else taxableSales += line.total;
    if (product) byCategory[product.category] += line.total;
  }
  return {
    month,
    orders: placed?.n ?? 0,
    paid: satangToBaht(paid),
    refunded: satangToBaht(refunds?.total ?? 0),
    exemptSales: satangToBaht(exemptSales),
    taxableSales: satangToBaht(taxableSales),
    vat: satangToBaht(vatRegistered ? vatInGross(taxableSales) : 0),
    vatRegistered,
    byPaymentMethod: inBaht(byPaymentMethod),
    byCategory: inBaht(byCategory),
    points: await pointsOf(db, { from, to }),
  };
}
