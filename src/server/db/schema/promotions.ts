import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { discountType } from './enums.ts';

export const promotions = pgTable(
  'promotions',
  {
    id: serial().primaryKey(),
    title: varchar({ length: 200 }).notNull(),
    message: varchar({ length: 2000 }).notNull(),
    imageUrl: text(),
    discountCode: varchar({ length: 50 }).notNull().unique(),
    discountType: discountType().notNull().default('fixed'),
    /** Hundredths of the unit: satang for `fixed`, hundredths of a percent for `percentage` (10% = 1000). */
    discountValueHundredths: integer().notNull(),
    maxUses: integer().notNull().default(100),
    currentUses: integer().notNull().default(0),
    startDate: timestamptz(),
    endDate: timestamptz(),
    isActive: boolean().notNull().default(true),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('promotions_created_at_idx').on(t.createdAt),
    check('promotions_code_format', sql`${t.discountCode} ~ '^[A-Z0-9]+$'`),
    check('promotions_value_nonnegative', sql`${t.discountValueHundredths} >= 0`),
    check(
      'promotions_percentage_at_most_100',
      sql`${t.discountType} <> 'percentage' OR ${t.discountValueHundredths} <= 10000`,
    ),
    check('promotions_max_uses_positive', sql`${t.maxUses} >= 1`),
    check(
      'promotions_uses_within_max',
      sql`${t.currentUses} >= 0 AND ${t.currentUses} <= ${t.maxUses}`,
    ),
    check(
      'promotions_end_after_start',
      sql`${t.startDate} IS NULL OR ${t.endDate} IS NULL OR ${t.endDate} > ${t.startDate}`,
    ),
  ],
);

/** One redemption per customer per promotion. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: serial().primaryKey(),
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    /** Null once the customer's account is erased: the use still counts against the code. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    transactionId: varchar({ length: 32 }),
    redeemedAt: createdAt(),
  },
  (t) => [
    unique('promotion_redemptions_one_per_user').on(t.promotionId, t.userId),
    // A cancelled order gives its use back by the order's id (promotions/sql/code-use.sql).
    index('promotion_redemptions_transaction_id_idx').on(t.transactionId),
  ],
);
