import { sql } from 'drizzle-orm';
import {
  bit,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, timestamptz } from './columns.ts';
import { paymentMethod, slipCheckReason, slipStatus } from './enums.ts';
import { orders } from './orders.ts';

/** The VAT rate from a date on, in basis points (700 = 7%): a receipt takes the rate of its day. */
export const vatRates = pgTable(
  'vat_rates',
  {
    validFrom: timestamptz().primaryKey(),
    rateBasisPoints: integer().notNull(),
  },
  (t) => [check('vat_rates_range', sql`${t.rateBasisPoints} BETWEEN 0 AND 10000`)],
);

/** A picture of a transfer slip a customer sent for an order; private to staff and the customer. */
export const paymentSlips = pgTable(
  'payment_slips',
  {
    id: uuid().primaryKey().defaultRandom(),
    transactionId: varchar({ length: 32 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: slipStatus().notNull().default('in_review'),
    /** Where the stored (resized) picture is, in the file storage. */
    storageKey: varchar({ length: 200 }).notNull(),
    /** SHA-256 of the picture as sent: the same picture is one transfer. */
    imageSha256: varchar({ length: 64 }).notNull(),
    /** Read from the slip's verification QR, when it has one. */
    sendingBank: varchar({ length: 3 }),
    transferRef: varchar({ length: 64 }),
    /** Why staff must check it by eye (its picture has no QR that can be read); null if need not. */
    checkReason: slipCheckReason(),
    /**
     * How the picture looks, its QR left out (payments/slip-look.ts): a copy of it, re-encoded,
     * resized or with the QR painted over, looks the same. Null for slips sent before it was kept.
     */
    look: bit({ dimensions: 64 }),
    /** The Thai reason staff gave when they refused it. */
    reason: text(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz(),
    submittedAt: createdAt(),
  },
  (t) => [
    index('payment_slips_transaction_idx').on(t.transactionId, t.submittedAt),
    index('payment_slips_in_review_idx').on(t.submittedAt).where(sql`${t.status} = 'in_review'`),
    uniqueIndex('payment_slips_image_unique').on(t.imageSha256),
    // What comparing looks reads, and only that: a scan of it never touches the slips' rows.
    index('payment_slips_look_idx')
      .on(t.look, t.transactionId, t.transferRef)
      .where(sql`${t.look} is not null`),
    uniqueIndex('payment_slips_transfer_ref_unique').on(t.transferRef),
    // One slip at a time waits for staff on an order.
    uniqueIndex('payment_slips_one_in_review')
      .on(t.transactionId)
      .where(sql`${t.status} = 'in_review'`),
  ],
);

/** What a receipt says, fixed when it is issued (it is never edited). */
export interface ReceiptLine {
  name: string;
  quantity: number;
  unitSatang: number;
  totalSatang: number;
  /** Pesticides, fertilisers and the like: no VAT. */
  vatExempt: boolean;
}

/**
 * A receipt (ใบเสร็จรับเงิน): issued once, when the order is paid, with the next running number.
 * Numbers come from `receipt_counter` in the paying transaction, so none is skipped or reused.
 */
export const receipts = pgTable(
  'receipts',
  {
    number: integer().primaryKey(),
    /** Null once the order is deleted: the receipt stays, whole, with its number. */
    transactionId: varchar({ length: 32 })
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    /** The order's id as printed, kept when the order is gone. */
    orderNumber: varchar({ length: 32 }).notNull(),
    customerName: varchar({ length: 201 }).notNull(),
    customerAddress: varchar({ length: 500 }).notNull(),
    /** The shop as its settings named it when the receipt was issued: the paper's heading. */
    shopName: varchar({ length: 200 }).notNull().default(''),
    shopAddress: varchar({ length: 500 }).notNull().default(''),
    issuedAt: timestamptz().notNull(),
    paymentMethod: paymentMethod(),
    transferRef: varchar({ length: 64 }),
    lines: jsonb().$type<ReceiptLine[]>().notNull(),
    discountSatang: integer().notNull(),
    shippingFeeSatang: integer().notNull(),
    /** The part of the shipping fee that paying the courier added. */
    codFeeSatang: integer().notNull().default(0),
    amountSatang: integer().notNull(),
    vatRegistered: boolean().notNull(),
    taxId: varchar({ length: 13 }).notNull(),
    vatRateBasisPoints: integer().notNull(),
    /** Amounts after the discount: exempt, taxable (VAT included) and the VAT in it. */
    exemptSatang: integer().notNull(),
    taxableSatang: integer().notNull(),
    vatSatang: integer().notNull(),
    /**
     * When the customer's account was erased: the receipt is a tax document the law keeps (5
     * years), so it stays whole and is marked.
     */
    customerErasedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('receipts_issued_at_idx').on(t.issuedAt)],
);

/** The last receipt number given out: one row, bumped in the paying transaction. */
export const receiptCounter = pgTable(
  'receipt_counter',
  {
    id: integer().primaryKey().default(1),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [check('receipt_counter_single_row', sql`${t.id} = 1`)],
);
