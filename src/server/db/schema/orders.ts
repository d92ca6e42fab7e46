import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products, productVariants } from './catalog.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import {
  cancelledBy,
  eventChannel,
  orderStatus,
  paymentMethod,
  paymentStatus,
  workflowStage,
} from './enums.ts';

/** An order's structured address (shared/contracts/addresses.ts `ShippingAddress`). */
export interface OrderShippingAddress {
  recipient: string;
  phone: string;
  line1: string;
  subdistrict: string;
  district: string;
  province: string;
  postcode: string;
}

/** An order. Name, phone and address are copied at checkout so the order outlives the member. */
export const orders = pgTable(
  'transactions',
  {
    /** 'TXN' followed by the millisecond timestamp, bumped when taken. */
    id: varchar({ length: 32 }).primaryKey(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The customer's phone, shown to staff as the username. */
    username: varchar({ length: 100 }).notNull(),
    firstName: varchar({ length: 100 }).notNull(),
    lastName: varchar({ length: 100 }).notNull(),
    phone: varchar({ length: 10 }).notNull(),
    address: varchar({ length: 500 }).notNull(),
    /** The structured copy the flat `address` was built from; null for free-text orders. */
    shippingAddress: jsonb().$type<OrderShippingAddress>(),
    totalAmountSatang: integer().notNull(),
    discountCode: varchar({ length: 50 }),
    discountValueSatang: integer().notNull().default(0),
    netAmountSatang: integer().notNull(),
    /** What delivery costs the customer; the amount due is the net amount plus this. */
    shippingFeeSatang: integer().notNull().default(0),
    /**
     * The part of the shipping fee that paying the courier added (shipping settings' COD fee when
     * the order was placed); 0 for orders from before it was kept apart.
     */
    codFeeSatang: integer().notNull().default(0),
    /** The member's points the order spent (points' ledger), given back when it is cancelled. */
    pointsUsed: integer().notNull().default(0),
    /** What those points took off the net amount; the amount due is net − this + shipping. */
    pointsDiscountSatang: integer().notNull().default(0),
    status: orderStatus().notNull().default('pending'),
    workflowStatus: workflowStage().notNull().default('orders'),
    orderRejected: boolean().notNull().default(false),
    rejectionReason: text(),
    orderReceivedAt: timestamptz(),
    paymentConfirmedAt: timestamptz(),
    deliveryStartedAt: timestamptz(),
    courierAssignedAt: timestamptz(),
    /** The lifecycle's payment (shared/domain/order-lifecycle.ts); null method: arranged with the shop. */
    paymentMethod: paymentMethod(),
    paymentStatus: paymentStatus().notNull().default('awaiting'),
    paymentDueAt: timestamptz(),
    cancelledBy: cancelledBy(),
    deliveredAt: timestamptz(),
    /** The parcel: which carrier took it, its tracking number, when (shared/domain/carriers.ts). */
    carrier: varchar({ length: 20 }),
    trackingNumber: varchar({ length: 40 }),
    shippedAt: timestamptz(),
    /** The receipt issued when the order was paid (payments' `receipts`); null before. */
    receiptNumber: integer(),
    channel: eventChannel().notNull().default('website'),
    idempotencyKey: varchar({ length: 100 }),
    /**
     * SHA-256 of the request that made the order with that key (orders.service.ts `requestHash`):
     * the same key with another cart is refused rather than answered with this order.
     */
    requestHash: varchar({ length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_created_at_idx').on(t.createdAt),
    index('transactions_user_id_idx').on(t.userId, t.createdAt),
    index('transactions_status_idx').on(t.status),
    // The key first: checkout looks an order up by its key alone, the customer compared after
    // (orders/sql/place_order.sql), so the one index that can serve it is this one.
    unique('transactions_idempotency_per_user').on(t.idempotencyKey, t.userId),
    check('transactions_total_nonnegative', sql`${t.totalAmountSatang} >= 0`),
    check('transactions_discount_nonnegative', sql`${t.discountValueSatang} >= 0`),
    check('transactions_net_nonnegative', sql`${t.netAmountSatang} >= 0`),
    check('transactions_shipping_fee_nonnegative', sql`${t.shippingFeeSatang} >= 0`),
    check(
      'transactions_points_nonnegative',
      sql`${t.pointsUsed} >= 0 AND ${t.pointsDiscountSatang} >= 0`,
    ),
    check(
      'transactions_cod_fee_within_shipping',
      sql`${t.codFeeSatang} >= 0 AND ${t.codFeeSatang} <= ${t.shippingFeeSatang}`,
    ),
    index('transactions_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.paymentDueAt} IS NOT NULL AND ${t.status} IN ('pending', 'confirmed')`),
    check(
      'transactions_cancelled_says_by_whom',
      sql`(${t.status} = 'cancelled') = (${t.cancelledBy} IS NOT NULL)`,
    ),
  ],
);

export const orderItems = pgTable(
  'transaction_items',
  {
    id: serial().primaryKey(),
    transactionId: varchar({ length: 32 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    productName: varchar({ length: 200 }).notNull(),
    /** The pack size sold; null once the product is deleted. */
    variantId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    /** The size's label as it was when ordered ("1 ลิตร"): what orders and receipts print. */
    variantLabel: varchar({ length: 40 }),
    quantity: integer().notNull(),
    pricePerUnitSatang: integer().notNull(),
    totalPriceSatang: integer().notNull(),
    isEligibleForPromotion: boolean().notNull().default(true),
    isCancelled: boolean().notNull().default(false),
    /** The member points one unit earns, as the pack size said when ordered. */
    memberPoints: integer().notNull().default(0),
  },
  (t) => [
    index('transaction_items_transaction_id_idx').on(t.transactionId),
    index('transaction_items_variant_id_idx').on(t.variantId),
    check('transaction_items_quantity_range', sql`${t.quantity} BETWEEN 1 AND 999`),
    check('transaction_items_price_nonnegative', sql`${t.pricePerUnitSatang} >= 0`),
    check('transaction_items_total_nonnegative', sql`${t.totalPriceSatang} >= 0`),
  ],
);

/** Who changed an order, when and how: shown newest first in the admin detail view. */
export const orderHistory = pgTable(
  'transaction_history',
  {
    id: serial().primaryKey(),
    transactionId: varchar({ length: 32 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar({ length: 201 }).notNull(),
    action: varchar({ length: 50 }).notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('transaction_history_transaction_id_idx').on(t.transactionId, t.createdAt)],
);
