import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { REFUND_METHODS } from '../../../shared/domain/refunds.ts';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { orders } from './orders.ts';

/**
 * Money the shop gave back on an order (orders' own table, written by the lifecycle's `refund`
 * move): never edited, never deleted while the order stands. The order's refunded total is the
 * sum of its rows.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial().primaryKey(),
    transactionId: varchar({ length: 32 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountSatang: integer().notNull(),
    method: varchar({ length: 20, enum: REFUND_METHODS }).notNull(),
    /** The transfer's reference, or the cash receipt's note: what finds the money again. */
    reference: varchar({ length: 100 }).notNull(),
    /** The order's lines the money is for; empty for the order as a whole. */
    lineIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    note: text(),
    staffId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's name as it was, so the record reads the same after they leave. */
    staffName: varchar({ length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_transaction_idx').on(t.transactionId, t.createdAt),
    index('order_refunds_created_idx').on(t.createdAt),
    check('order_refunds_amount_positive', sql`${t.amountSatang} > 0`),
    check('order_refunds_method_known', sql`${t.method} IN ('promptpay', 'bank_transfer', 'cash')`),
  ],
);
