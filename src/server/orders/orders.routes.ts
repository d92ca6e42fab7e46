import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { pageQuerySchema } from '../../shared/contracts/common.ts';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  type PlaceOrderResponse,
  placeOrderRequestSchema,
} from '../../shared/contracts/orders.ts';
import type { Order } from '../../shared/contracts/orders-answers.ts';
import { checkAddress } from '../addresses/subdistricts.ts';
import type { Executor } from '../db/client.ts';
import { countRequest } from '../http/address-limits.ts';
import { requestChannel } from '../http/channel.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { requireSessionToken, requireSignedIn, requireUser } from '../http/session.ts';
import { cancelOwnOrder, confirmOwnDelivery } from './order-decisions.service.ts';
import { getOwnOrder, listOwnOrders } from './order-reads.ts';
import { placeOrder } from './orders.service.ts';
import { ownOrderId } from './own-order.ts';
import { RememberedAddresses } from './remembered-addresses.ts';
import { RememberedProducts } from './remembered-products.ts';

function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key';
    throw new AppError('VALIDATION', message, { fields: { [IDEMPOTENCY_HEADER]: message } });
  }
  return parsed.data;
}

/**
 * Checkout's checks before its body is read, in their order: a session cookie (401; the session
 * itself is checked by the order's own database call, http/session.ts), then a well-formed
 * Idempotency-Key (400).
 */
const checkoutHeaders = createMiddleware<AppEnv>(async (c, next) => {
  requireSessionToken(c);
  readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
  await next();
});

/**
 * The stars the customer gave each product of one of their orders, by product id: content's
 * reviews, handed by the app (orders does not import content, decision 0037).
 */
export type OrderReviews = (
  db: Executor,
  userId: string,
  orderId: string,
) => Promise<ReadonlyMap<number, number>>;

/** A delivered order's lines, each with the customer's review of its product when there is one. */
async function withReviews(db: Executor, userId: string, order: Order, reviewsOf: OrderReviews) {
  if (order.status !== 'delivered') return order;
  const given = await reviewsOf(db, userId, order.id);
  if (given.size === 0) return order;
  const items = order.items.map((item) => {
    const rating = item.productId === null ? undefined : given.get(item.productId);
    return rating === undefined ? item : { ...item, review: { rating } };
  });
  return { ...order, items };
}

/** Checkout and the customer's own orders. */
export function createOrderRoutes(deps: { reviewsOf: OrderReviews }) {
  const products = new RememberedProducts();
  const addresses = new RememberedAddresses();
  return (
    new Hono<AppEnv>()
      .post('/orders', checkoutHeaders, jsonBody(placeOrderRequestSchema), async (c) => {
        const sessionToken = requireSessionToken(c);
        const idempotencyKey = readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
        const body = c.req.valid('json');
        // An order carrying a code says whether the code is valid: it counts as a code check,
        // as validate and a quote with a code do (429 past the address's limit).
        if (body.discountCode) await countRequest(c, 'codeCheck');
        const { order, created, user } = await placeOrder(
          c.var.db,
          { sessionToken, ...body, idempotencyKey, channel: requestChannel(c) },
          { products, addresses },
        );
        c.set('user', user);
        const answer: PlaceOrderResponse = order.shippingAddress
          ? { order, ...(await checkAddress(c.var.db, order.shippingAddress)) }
          : { order };
        if (!created) c.header('Idempotent-Replayed', 'true');
        return c.json(answer, created ? 201 : 200);
      })
      .get('/orders', requireSignedIn, queryOf(pageQuerySchema), async (c) => {
        const user = requireUser(c);
        return c.json(await listOwnOrders(c.var.db, user.id, c.req.valid('query')));
      })
      .get('/orders/:id', requireSignedIn, ownOrderId, async (c) => {
        const user = requireUser(c);
        const order = await getOwnOrder(c.var.db, user.id, c.req.param('id'));
        return c.json(await withReviews(c.var.db, user.id, order, deps.reviewsOf));
      })
      // The customer's own moves of the order lifecycle (shared/domain/order-lifecycle.ts).
      .post('/orders/:id/cancel', requireSignedIn, ownOrderId, async (c) => {
        const order = await cancelOwnOrder(c.var.db, requireUser(c), c.req.param('id'));
        return c.json({ order });
      })
      .post('/orders/:id/delivered', requireSignedIn, ownOrderId, async (c) => {
        const order = await confirmOwnDelivery(c.var.db, requireUser(c), c.req.param('id'));
        return c.json({ order });
      })
  );
}
