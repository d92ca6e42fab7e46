import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { StockAlert } from '../../shared/contracts/stock-alerts.ts';
import { paths } from '../../shared/routes.ts';
import { stockAlertMessages } from '../../shared/stock-alert-messages.ts';
import type { Executor } from '../db/client.ts';
import { products, productVariants } from '../db/schema/catalog.ts';
import { stockAlerts } from '../db/schema/stock-alerts.ts';
import { AppError } from '../http/errors.ts';

// Back-in-stock alerts (decision 0051): a customer waits for a sold-out pack size; the telling is
// the database's (catalog/sql/stock-alerts.sql), so every path that restocks a size tells them.

const alertColumns = {
  id: stockAlerts.id,
  productId: stockAlerts.productId,
  variantId: stockAlerts.variantId,
  productName: products.name,
  category: products.category,
  variantLabel: productVariants.label,
  createdAt: stockAlerts.createdAt,
  notifiedAt: stockAlerts.notifiedAt,
};

async function alertsWhere(db: Executor, where: ReturnType<typeof and>): Promise<StockAlert[]> {
  const rows = await db
    .select(alertColumns)
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(where)
    .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id));
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    variantId: row.variantId,
    productName: row.productName,
    variantLabel: row.variantLabel,
    link: paths.product(row.category, row.productId),
    createdAt: row.createdAt.toISOString(),
    notifiedAt: row.notifiedAt ? row.notifiedAt.toISOString() : null,
  }));
}

/**
 * The customer waits for the size (the product's first live size when none is named): 409
 * IN_STOCK while it has stock; asking again while an alert waits keeps the one alert.
 */
export async function requestStockAlert(
  db: Executor,
  userId: string,
  productId: number,
  variantId: number | undefined,
): Promise<StockAlert> {
  const [size] = await db
    .select({ id: productVariants.id, stockCount: productVariants.stockCount })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(productVariants.archived, false),
        variantId === undefined ? undefined : eq(productVariants.id, variantId),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .limit(1);
  if (!size) throw new AppError('NOT_FOUND', stockAlertMessages.sizeNotFound);
  if (size.stockCount > 0) throw new AppError('IN_STOCK', stockAlertMessages.inStock);
  await db
    .insert(stockAlerts)
    .values({ userId, productId, variantId: size.id })
    .onConflictDoNothing({
      target: [stockAlerts.userId, stockAlerts.variantId],
      where: sql`${stockAlerts.notifiedAt} IS NULL`,
    });
  const [alert] = await alertsWhere(
    db,
    and(
      eq(stockAlerts.userId, userId),
      eq(stockAlerts.variantId, size.id),
      isNull(stockAlerts.notifiedAt),
    ),
  );
  // Restocked between the check and the insert: the trigger told no one, for no one waited yet.
  if (!alert) throw new AppError('IN_STOCK', stockAlertMessages.inStock);
  return alert;
}

/** The customer's alerts, waiting ones and the ones that told them, newest first. */
export function listStockAlerts(db: Executor, userId: string): Promise<StockAlert[]> {
  return alertsWhere(db, and(eq(stockAlerts.userId, userId)));
}

/** Removes one of the customer's alerts; 404 for any other id. */
export async function deleteStockAlert(db: Executor, userId: string, id: number): Promise<void> {
  const gone = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.userId, userId)))
    .returning({ id: stockAlerts.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND', stockAlertMessages.alertNotFound);
}

/** How many customers wait for each size somebody waits for. */
export async function waitingBySize(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .select({ variantId: stockAlerts.variantId, waiting: count() })
    .from(stockAlerts)
    .where(isNull(stockAlerts.notifiedAt))
    .groupBy(stockAlerts.variantId)
    .orderBy(asc(stockAlerts.variantId));
  return new Map(rows.map((row) => [row.variantId, Number(row.waiting)]));
}
