import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/**
 * What a point is worth and how much of an order points may pay: one row, edited by admin and
 * root. The share is kept in basis points (5000 = half of the net) so no float is stored.
 */
export const pointsSettings = pgTable(
  'points_settings',
  {
    id: integer().primaryKey().default(1),
    pointValueSatang: integer().notNull().default(1),
    maxShareBasisPoints: integer().notNull().default(5000),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('points_settings_single_row', sql`${t.id} = 1`),
    check('points_settings_value_positive', sql`${t.pointValueSatang} > 0`),
    check('points_settings_share_range', sql`${t.maxShareBasisPoints} BETWEEN 0 AND 10000`),
  ],
);

/**
 * A member's balance, kept in step with the ledger in the same transaction as every ledger row
 * (decision 0054); its row is what two orders spending at once lock.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('member_points_balance_nonnegative', sql`${t.balance} >= 0`)],
);

/** Every change of a member's points, with its reason and order: never edited, never deleted. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    change: integer().notNull(),
    /** earned | spent | returned | revoked | adjusted (shared/domain/points.ts). */
    reason: varchar({ length: 10 }).notNull(),
    orderId: varchar({ length: 32 }).references(() => orders.id, { onDelete: 'set null' }),
    note: varchar({ length: 500 }),
    /** The staff member who adjusted; null for the order's own changes. */
    staffId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_ledger_user_at').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('points_ledger_order').on(t.orderId),
    // An order earns once: delivery is made once, and a repeat must not pay twice.
    uniqueIndex('points_ledger_earned_once').on(t.orderId).where(sql`${t.reason} = 'earned'`),
    check('points_ledger_change_nonzero', sql`${t.change} <> 0`),
    check(
      'points_ledger_reason',
      sql`${t.reason} IN ('earned', 'spent', 'returned', 'revoked', 'adjusted')`,
    ),
  ],
);
