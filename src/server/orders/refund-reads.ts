import { asc, eq, sum } from 'drizzle-orm';
import type { CustomerRefund, Refund } from '../../shared/contracts/refunds.ts';
import { satangToBaht } from '../../shared/domain/money.ts';
import type { RefundMethod } from '../../shared/domain/refunds.ts';
import type { Executor } from '../db/client.ts';
import { orderRefunds } from '../db/schema/refunds.ts';

// The reads of an order's refunds (orders' `order_refunds`): the order answers show them.

type RefundRow = typeof orderRefunds.$inferSelect;

const toRefund = (row: RefundRow): Refund => ({
  id: row.id,
  amount: satangToBaht(row.amountSatang),
  method: row.method as RefundMethod,
  reference: row.reference,
  lineIds: row.lineIds,
  note: row.note,
  staffName: row.staffName,
  createdAt: row.createdAt.toISOString(),
});

/** The order's refunds, oldest first. */
export async function refundsOf(db: Executor, orderId: string): Promise<Refund[]> {
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.transactionId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  return rows.map(toRefund);
}

/** What the customer sees of them: how much, how and when. */
export async function customerRefundsOf(db: Executor, orderId: string): Promise<CustomerRefund[]> {
  return (await refundsOf(db, orderId)).map(({ amount, method, createdAt }) => ({
    amount,
    method,
    createdAt,
  }));
}

export async function refundedSatang(db: Executor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(orderRefunds.amountSatang).mapWith(Number) })
    .from(orderRefunds)
    .where(eq(orderRefunds.transactionId, orderId));
  return row?.total ?? 0;
}
