import { inArray, sql } from 'drizzle-orm';
import type { CategoryId } from '../../shared/domain/categories.ts';
import type { Executor } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';

/** Units of one product to take from the shelf or put back; a product may come more than once. */
export interface StockLine {
  productId: number;
  quantity: number;
}

/** A product an order cannot have: what is left of it, or null when the product is gone. */
export interface StockShortfall {
  productId: number;
  available: number | null;
}

/**
 * Takes the lines' units from the shelf, all or none (`catalog_take_stock`, catalog/sql/stock.sql):
 * answers [] when taken, otherwise the products short, in id order, and takes nothing. The
 * products stay locked until the caller's transaction ends; run it inside that transaction.
 */
export async function takeStock(
  tx: Executor,
  lines: readonly StockLine[],
): Promise<StockShortfall[]> {
  if (lines.length === 0) return [];
  return tx
    .select({
      productId: sql<number>`product_id`,
      available: sql<number | null>`available`,
    })
    .from(
      sql`catalog_take_stock(
        p_product_ids => ${sql.param(lines.map((line) => line.productId))}::integer[],
        p_quantities => ${sql.param(lines.map((line) => line.quantity))}::integer[]
      )`,
    );
}

/**
 * Puts the lines' units back on the shelf (`catalog_return_stock`, catalog/sql/stock.sql); a
 * product that is gone takes nothing back. Run it inside the caller's transaction.
 */
export async function returnStock(tx: Executor, lines: readonly StockLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(
    sql`select catalog_return_stock(
      p_product_ids => ${sql.param(lines.map((line) => line.productId))}::integer[],
      p_quantities => ${sql.param(lines.map((line) => line.quantity))}::integer[]
    )`,
  );
}

/** Each product's category, for the lines that still name a product (a receipt's VAT split). */
export async function categoriesOf(
  tx: Executor,
  productIds: readonly number[],
): Promise<Map<number, CategoryId>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, category: products.category })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, row.category]));
}
