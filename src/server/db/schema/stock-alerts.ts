import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products, productVariants } from './catalog.ts';
import { createdAt, timestamptz } from './columns.ts';

/**
 * A customer waiting for a sold-out pack size. When the size goes from none to some, by any path,
 * the catalogue's trigger (catalog/sql/stock-alerts.sql) tells the customer once, in the same
 * transaction, and stamps `notifiedAt`: the alert has ended and stays as the account page's
 * "back in stock" notice. One waiting alert per customer and size.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('stock_alerts_one_waiting')
      .on(t.userId, t.variantId)
      .where(sql`${t.notifiedAt} IS NULL`),
    index('stock_alerts_waiting_by_size').on(t.variantId).where(sql`${t.notifiedAt} IS NULL`),
    index('stock_alerts_user').on(t.userId, t.createdAt),
  ],
);
