import { inArray, sql } from 'drizzle-orm';
import type { CategoryId } from '../../shared/domain/categories.ts';
import type { Executor } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';

/**
 * Units of one pack size to take from the shelf or put back; a size may come more than once. A
 * line without a size (its product was deleted) has nothing to take or give back.
 */
export interface StockLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/** A size an order cannot have: what is left of it, or null when the size is gone. */
export interface StockShortfall {
  productId: number;
  variantId: number | null;
  available: number | null;
}

/**
 * Takes the lines' units from their sizes' shelves, all or none (`catalog_take_stock`,
 * catalog/sql/stock.sql): answers [] when taken, otherwise the sizes short, in id order, and
 * takes nothing. The products and sizes stay locked until the caller's transaction ends; run it
 * inside that transaction.
 */
export async function takeStock(
  tx: Executor,
  lines: readonly StockLine[],
): Promise<StockShortfall[]> {
  const gone = lines.filter((line) => line.variantId === null);
  if (gone.length > 0) {
    return gone.map((line) => ({ productId: line.productId, variantId: null, available: null }));
  }
  if (lines.length === 0) return [];
  const productOf = new Map(lines.map((line) => [line.variantId, line.productId]));
  const short = await tx
    .select({
      productId: sql<number | null>`product_id`,
      variantId: sql<number>`variant_id`,
      available: sql<number | null>`available`,
    })
    .from(
      sql`catalog_take_stock(
        p_variant_ids => ${sql.param(lines.map((line) => line.variantId))}::integer[],
        p_quantities => ${sql.param(lines.map((line) => line.quantity))}::integer[]
      )`,
    );
  // A size that is gone has no product to say; the line that named it does.
  return short.map((line) => ({
    ...line,
    productId: line.productId ?? (productOf.get(line.variantId) as number),
  }));
}

/**
 * Puts the lines' units back on their sizes' shelves (`catalog_return_stock`,
 * catalog/sql/stock.sql); a size that is gone takes nothing back. Run it inside the caller's
 * transaction.
 */
export async function returnStock(tx: Executor, lines: readonly StockLine[]): Promise<void> {
  const back = lines.filter((line) => line.variantId !== null);
  if (back.length === 0) return;
  await tx.execute(
    sql`select catalog_return_stock(
      p_variant_ids => ${sql.param(back.map((line) => line.variantId))}::integer[],
      p_quantities => ${sql.param(back.map((line) => line.quantity))}::integer[]
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
