import { placeOrderResponseSchema } from '../shared/contracts/orders-answers.ts';
import { expectAnswer, type TestClient, type TestContext } from './api-client.ts';
import { createProduct } from './factories/catalog.ts';

let keys = 0;
const idempotencyKey = () => {
  keys += 1;
  return { headers: { 'Idempotency-Key': `contract-${keys}-${Date.now()}` } };
};

/** Checkout for a customer the test already has, in the test's database. */
export function customerCheckout(ctx: TestContext) {
  /** A customer's order of one fresh product, placed through checkout. */
  async function placeOrder(customer: TestClient, quantity = 2) {
    const product = await createProduct(ctx.handle.db, { stockCount: 50 });
    const { order } = await expectAnswer(
      placeOrderResponseSchema,
      customer.api.orders.$post(
        // Paid on delivery: the tracker then passes the payments stage without a slip.
        { json: { items: [{ productId: product.id, quantity }], paymentMethod: 'cod' } },
        idempotencyKey(),
      ),
      201,
    );
    return order;
  }

  return { placeOrder };
}
