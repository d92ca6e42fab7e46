import { and, asc, min, type SQL, sql } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.ts';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type { OrderFilters } from '../../shared/contracts/admin-orders.ts';
import { CARRIERS, type Carrier } from '../../shared/domain/carriers.ts';
import { csvRow, digitsText, UTF8_BOM } from '../../shared/domain/csv.ts';
import { bangkokDateTime, bangkokDayKey } from '../../shared/domain/dates.ts';
import type { Satang } from '../../shared/domain/money.ts';
import { shownPaymentStatus } from '../../shared/domain/order-lifecycle.ts';
import { paymentMessages } from '../../shared/payment-messages.ts';
import type { Executor } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { filterCondition } from './admin-order-reads.ts';
import { amountDueSatang, type OrderItemRow, type OrderRow } from './order.mapper.ts';
import { itemsOf } from './order-store.ts';

const text = adminMessages.transactions.export;

/** Orders read per query: a year of orders never sits in memory at once. */
export const EXPORT_BATCH = 200;

/** Satang (never negative on an order) as baht with two decimals, exactly: 123456 → "1234.56". */
export function bahtText(satang: Satang): string {
  return `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;
}

const carrierName = (carrier: string | null) =>
  carrier === null
    ? ''
    : (CARRIERS as readonly string[]).includes(carrier)
      ? checkoutMessages.parcel.carriers[carrier as Carrier]
      : carrier;

/** The Bangkok days the export covers: as asked, else from the first matching order to today. */
export async function exportRange(
  db: Executor,
  filters: OrderFilters,
  now = new Date(),
): Promise<{ from: string; to: string }> {
  const to = filters.to ?? bangkokDayKey(now);
  if (filters.from) return { from: filters.from, to };
  const [first] = await db
    .select({ at: min(orders.createdAt) })
    .from(orders)
    .where(filterCondition(filters));
  const from = first?.at ? bangkokDayKey(first.at) : to;
  return { from: from < to ? from : to, to };
}

/** One order's rows: a row per line still part of it, or one row for an order without lines. */
function orderRows(row: OrderRow, lines: readonly OrderItemRow[]): string {
  const order = [
    row.id,
    bangkokDateTime(row.createdAt),
    `${row.firstName} ${row.lastName}`.trim(),
    digitsText(row.phone),
    text.status(text.statuses[row.status], checkoutMessages.orders.statuses[row.status]),
    row.paymentMethod ? paymentMessages.methods[row.paymentMethod] : text.noMethod,
    paymentMessages.admin.shownPaymentStatuses[shownPaymentStatus(row)],
  ];
  const totals = [
    bahtText(row.netAmountSatang),
    bahtText(row.shippingFeeSatang),
    bahtText(amountDueSatang(row)),
    row.discountCode ?? '',
    carrierName(row.carrier),
    row.trackingNumber ?? '',
  ];
  const live = lines.filter((line) => !line.isCancelled);
  if (live.length === 0) return csvRow([...order, '', '', '', '', '', ...totals]);
  return live
    .map((line) =>
      csvRow([
        ...order,
        line.productName,
        line.variantLabel ?? '',
        line.quantity,
        bahtText(line.pricePerUnitSatang),
        bahtText(line.totalPriceSatang),
        ...totals,
      ]),
    )
    .join('');
}

/**
 * The orders the filters match as CSV, oldest first, one row per order line (lines the shop
 * cancelled are left out), money in baht with two decimals: the BOM and the header, then one chunk
 * per batch of orders, read by keyset (created_at, id) so each batch is one index range.
 */
export async function* ordersCsv(db: Executor, filters: OrderFilters) {
  yield UTF8_BOM + csvRow(text.columns);
  const where = filterCondition(filters);
  let after: { at: string; id: string } | null = null;
  for (;;) {
    // The cursor's time as PostgreSQL's own text: a JS Date would drop its microseconds.
    const past: SQL | undefined = after
      ? sql`(${orders.createdAt}, ${orders.id}) > (${after.at}::timestamptz, ${after.id})`
      : undefined;
    const rows: { row: OrderRow; at: string }[] = await db
      .select({ row: orders, at: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(and(where, past))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    const lines = await itemsOf(
      db,
      rows.map(({ row }) => row.id),
    );
    const linesOf = new Map<string, OrderItemRow[]>();
    for (const line of lines) {
      linesOf.set(line.transactionId, [...(linesOf.get(line.transactionId) ?? []), line]);
    }
    yield rows.map(({ row }) => orderRows(row, linesOf.get(row.id) ?? [])).join('');
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1];
    if (!last) return;
    after = { at: last.at, id: last.row.id };
  }
}
