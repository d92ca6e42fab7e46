import { eq } from 'drizzle-orm';
import { analyticsEvents, orders, promotions } from '../server/db/schema/index.ts';
import { IDEMPOTENCY_HEADER, type PlaceOrderRequest } from '../shared/contracts/orders.ts';
import { placeOrderResponseSchema } from '../shared/contracts/orders-answers.ts';
import { expectAnswer, type TestClient, type TestContext } from './api-client.ts';
import { productStock } from './factories/catalog.ts';

/** `POST /api/orders` through the typed client, with an Idempotency-Key when given. */
export function placeOrder(client: TestClient, json: PlaceOrderRequest, key?: string) {
  return client.api.orders.$post({ json }, key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {});
}

/** An order placed: 201, the answer checked against the contract; answers the order. */
export async function placed(client: TestClient, json: PlaceOrderRequest, key?: string) {
  return (await expectAnswer(placeOrderResponseSchema, placeOrder(client, json, key), 201)).order;
}

/** What a checkout leaves in the test's database: stock, a code's uses, orders and events. */
export function checkoutRows(ctx: TestContext) {
  function stockOf(productId: number) {
    return productStock(ctx.handle.db, productId);
  }

  async function usesOf(promotionId: number) {
    const [row] = await ctx.handle.db
      .select({ currentUses: promotions.currentUses })
      .from(promotions)
      .where(eq(promotions.id, promotionId));
    return row?.currentUses;
  }

  async function ordersOf(userId: string) {
    return ctx.handle.db.select().from(orders).where(eq(orders.userId, userId));
  }

  async function eventsFor(orderId: string) {
    const rows = await ctx.handle.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventType, 'transaction'));
    return rows.filter((row) => row.details.transaction_id === orderId);
  }

  return { stockOf, usesOf, ordersOf, eventsFor };
}
