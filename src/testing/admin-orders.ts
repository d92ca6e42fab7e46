import { eq } from 'drizzle-orm';
import { createSession } from '../server/accounts/session.service.ts';
import { analyticsEvents, orderHistory, orders } from '../server/db/schema/index.ts';
import { adminOrderDetailSchema } from '../shared/contracts/admin-orders-answers.ts';
import { IDEMPOTENCY_HEADER } from '../shared/contracts/orders.ts';
import { placeOrderResponseSchema } from '../shared/contracts/orders-answers.ts';
import type { PaymentMethod } from '../shared/domain/order-lifecycle.ts';
import type { Role } from '../shared/domain/roles.ts';
import { expectAnswer, type TestClient, type TestContext } from './api-client.ts';
import { type SignedInCustomer, signedInCustomer } from './customers.ts';
import { createUser, type UserOverrides } from './factories/accounts.ts';
import { createProduct, type ProductOverrides, productStock } from './factories/catalog.ts';

/** A staff member with a live session and the browser carrying its cookie. */
export async function staffClient(
  ctx: TestContext,
  role: Role,
  overrides: UserOverrides = {},
): Promise<{ client: TestClient; user: Awaited<ReturnType<typeof createUser>> }> {
  const user = await createUser(ctx.handle.db, { role, ...overrides });
  const { token } = await createSession(ctx.handle.db, user.id);
  const client = ctx.client();
  client.cookie = `sid=${token}`;
  return { client, user };
}

let keys = 0;

/**
 * A customer's order placed through the real checkout (stock taken, prices from the database),
 * with fresh products unless given, paid on delivery unless said; answers the order, the customer
 * and the products.
 */
export async function placedOrder(
  ctx: TestContext,
  lines: { product?: ProductOverrides; quantity: number }[] = [{ quantity: 2 }],
  options: {
    discountCode?: string;
    customer?: UserOverrides;
    paymentMethod?: PaymentMethod;
    /** The customer who orders (one signed in already, holding points), instead of a new one. */
    member?: SignedInCustomer;
    pointsToUse?: number;
  } = {},
) {
  const customer = options.member ?? (await signedInCustomer(ctx, options.customer));
  const made = [];
  for (const line of lines) made.push(await createProduct(ctx.handle.db, line.product ?? {}));
  keys += 1;
  const res = customer.client.api.orders.$post(
    {
      json: {
        items: made.map((product, index) => ({
          productId: product.id,
          quantity: lines[index]?.quantity ?? 1,
        })),
        ...(options.discountCode ? { discountCode: options.discountCode } : {}),
        ...(options.pointsToUse ? { pointsToUse: options.pointsToUse } : {}),
        // Cash on delivery unless said: the tracker may pass the payments stage without a slip.
        paymentMethod: options.paymentMethod ?? 'cod',
      },
    },
    { headers: { [IDEMPOTENCY_HEADER]: `admin-test-${keys}-${Date.now()}` } },
  );
  const { order } = await expectAnswer(placeOrderResponseSchema, res, 201);
  return { order, customer, products: made };
}

export function stockOf(ctx: TestContext, productId: number): Promise<number> {
  return productStock(ctx.handle.db, productId);
}

export async function orderRow(ctx: TestContext, id: string) {
  const [row] = await ctx.handle.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function historyOf(ctx: TestContext, id: string) {
  return ctx.handle.db.select().from(orderHistory).where(eq(orderHistory.transactionId, id));
}

/** The `transaction` analytics events about one order. */
export async function eventsAbout(ctx: TestContext, id: string) {
  const rows = await ctx.handle.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.eventType, 'transaction'));
  return rows.filter((row) => row.details.transaction_id === id);
}

/** The ids of an order's lines, as staff see them. */
export async function itemIdsOf(client: TestClient, id: string): Promise<number[]> {
  const res = client.api.admin.transactions[':id'].$get({ param: { id } });
  const transaction = await expectAnswer(adminOrderDetailSchema, res);
  return transaction.items.map((item) => item.id);
}

/**
 * Puts an order straight into "handed to the carrier" (until the shop has a ship move: issue 19),
 * every earlier stage stamped at one past time; `cod` for a cash-on-delivery parcel, else paid.
 */
export async function shipOrder(ctx: TestContext, id: string, { cod = false } = {}) {
  const at = new Date('2026-11-20T00:00:00Z');
  await ctx.handle.db
    .update(orders)
    .set({
      status: 'shipped',
      workflowStatus: 'courier',
      ...(cod
        ? { paymentMethod: 'cod' as const, paymentStatus: 'cod' as const }
        : { paymentStatus: 'paid' as const }),
      orderReceivedAt: at,
      paymentConfirmedAt: at,
      deliveryStartedAt: at,
      courierAssignedAt: at,
    })
    .where(eq(orders.id, id));
}
