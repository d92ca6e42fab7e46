import { inArray } from 'drizzle-orm';
import type { ProductDeliveryLimits } from '../../shared/domain/shipping.ts';
import type { Executor } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';

/** How these products may travel (a cart's, an order's being shipped), read now. */
export async function readDeliveryLimits(
  db: Executor,
  productIds: readonly number[],
): Promise<ProductDeliveryLimits[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      name: products.name,
      codAllowed: products.codAllowed,
      refusedCarriers: products.refusedCarriers,
    })
    .from(products)
    .where(inArray(products.id, [...productIds]));
}
