import { type AnyColumn, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ProductSort } from '../../shared/domain/listing.ts';
import { products } from '../db/schema/catalog.ts';
import { byteOrder } from '../db/sql-text.ts';

/**
 * A product with a banned active ingredient is never public, whatever its other flags: never
 * listed, counted, searched, recommended or shown (its page and `GET /api/products/:id` are 404).
 */
export const sellableSubstances = eq(products.hasBannedSubstance, false);

/** Percentage off, computed as the sale badge does: round((original − price) / original × 100). */
const discountExpr = sql`CASE WHEN ${products.originalPriceSatang} > ${products.priceSatang}
  THEN round((${products.originalPriceSatang} - ${products.priceSatang}) * 100.0 / ${products.originalPriceSatang})
  ELSE 0 END`;

/**
 * Sort keys. `fenced` turns each into an expression no index matches: with a search or tag
 * filter the planner would otherwise walk a sort index and test row after row (matches cluster,
 * e.g. one brand's products sit together in name order); fenced, it fetches the matches through
 * the GIN index and sorts only those.
 */
export function orderBy(sort: ProductSort, fenced: boolean): SQL[] {
  const number = (column: AnyColumn) => (fenced ? sql`${column} + 0` : sql`${column}`);
  const name = fenced
    ? sql`(${products.nameSortKey} || '') COLLATE "C"`
    : byteOrder(products.nameSortKey);
  const id = number(products.id);
  const created = fenced ? sql`${products.createdAt} + interval '0 s'` : sql`${products.createdAt}`;
  switch (sort) {
    case 'name':
      return [asc(name), asc(id)];
    case 'price-low':
      return [asc(number(products.priceSatang)), asc(name), asc(id)];
    case 'price-high':
      return [desc(number(products.priceSatang)), asc(name), asc(id)];
    case 'rating':
      return [desc(number(products.rating)), desc(number(products.reviewCount)), asc(id)];
    case 'discount':
      return [desc(discountExpr), asc(name), asc(id)];
    case 'newest':
      return [desc(created), desc(id)];
  }
}
