import { Hono } from 'hono';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import { pageQuerySchema } from '../../shared/contracts/common.ts';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  type PlaceOrderResponse,
  placeOrderRequestSchema,
} from '../../shared/contracts/orders.ts';
import { requestChannel } from '../analytics/channel.ts';
import { parseJson } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError, parseQuery } from '../http/errors.ts';
import { requireSessionToken, requireUser } from '../http/session.ts';
import { logNotifier, type Notifier } from './notifier.ts';
import { cancelOwnOrder, confirmOwnDelivery } from './order-decisions.service.ts';
import { getOwnOrder, listOwnOrders } from './order-reads.ts';
import { placeOrder } from './orders.service.ts';
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

/** Checkout and the customer's own orders. */
/** Order ids are 'TXN' and digits; anything else names no order of the customer's. */
function ownOrderId(raw: string): string {
  if (!/^TXN\d{1,29}$/.test(raw)) throw new AppError('NOT_FOUND', checkoutMessages.orders.notFound);
  return raw;
}

export function createOrderRoutes(deps: { notifier?: Notifier } = {}) {
  const notifier = deps.notifier ?? logNotifier;
  const products = new RememberedProducts();
  return (
    new Hono<AppEnv>()
      .post('/orders', async (c) => {
        // The session is checked by the order's own database call (http/session.ts).
        const sessionToken = requireSessionToken(c);
        const idempotencyKey = readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
        const body = await parseJson(c, placeOrderRequestSchema);
        const { order, created, user } = await placeOrder(
          c.var.db,
          { sessionToken, ...body, idempotencyKey, channel: requestChannel(c) },
          { notifier, products },
        );
        c.set('user', user);
        const answer: PlaceOrderResponse = { order };
        if (!created) c.header('Idempotent-Replayed', 'true');
        return c.json(answer, created ? 201 : 200);
      })
      .get('/orders', async (c) => {
        const user = requireUser(c);
        const page = parseQuery(c, pageQuerySchema);
        return c.json(await listOwnOrders(c.var.db, user.id, page));
      })
      .get('/orders/:id', async (c) => {
        const user = requireUser(c);
        return c.json(await getOwnOrder(c.var.db, user.id, ownOrderId(c.req.param('id'))));
      })
      // The customer's own moves of the order lifecycle (shared/domain/order-lifecycle.ts).
      .post('/orders/:id/cancel', async (c) => {
        const user = requireUser(c);
        const order = await cancelOwnOrder(c.var.db, user, ownOrderId(c.req.param('id')));
        return c.json({ order });
      })
      .post('/orders/:id/delivered', async (c) => {
        const user = requireUser(c);
        const order = await confirmOwnDelivery(c.var.db, user, ownOrderId(c.req.param('id')));
        return c.json({ order });
      })
  );
}
