import { eq } from 'drizzle-orm';
import { products, productVariants } from '../server/db/schema/index.ts';
import type { PlaceOrderRequest } from '../shared/contracts/orders.ts';
import type { TestClient, TestContext } from './api-client.ts';
import { productStock } from './factories/catalog.ts';

export const quote = (
  client: TestClient,
  json: Parameters<TestClient['api']['cart']['quote']['$post']>[0]['json'],
) => client.api.cart.quote.$post({ json });
export const placeOrder = (client: TestClient, json: PlaceOrderRequest) =>
  client.api.orders.$post({ json });

/** A product's row with what is left of it (its live sizes' stock), and its sizes' rows. */
export function packSizeRows(ctx: TestContext) {
  async function sizesInDatabase(productId: number) {
    return ctx.handle.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(productVariants.id);
  }

  async function productRow(productId: number) {
    const [row] = await ctx.handle.db.select().from(products).where(eq(products.id, productId));
    return row && { ...row, stockCount: await productStock(ctx.handle.db, productId) };
  }

  return { sizesInDatabase, productRow };
}
