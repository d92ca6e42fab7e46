import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { streamSSE } from 'hono/streaming';
import { adminMessages } from '../../shared/admin-messages.ts';
import {
  adminOrderListQuerySchema,
  decisionRequestSchema,
  itemEditsRequestSchema,
  manualOrderRequestSchema,
  type OrderAnswer,
  type OrdersSummary,
  orderExportQuerySchema,
  orderUpdateRequestSchema,
  packingSlipsQuerySchema,
  rejectRequestSchema,
  shipmentRequestSchema,
  workflowRequestSchema,
} from '../../shared/contracts/admin-orders.ts';
import { refundRequestSchema } from '../../shared/contracts/refunds.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { requirePermission, requireUser } from '../http/session.ts';
import { logger } from '../logger.ts';
import { getAdminOrder, listAdminOrders } from './admin-order-reads.ts';
import { deleteOrder, editOrderItems, updateOrder } from './admin-orders.service.ts';
import { liveSummaryOf } from './live-summary.ts';
import { createManualOrder } from './manual-order.ts';
import {
  confirmOrder,
  markDeliveredByStaff,
  moveWorkflow,
  ordersSummary,
  rejectOrder,
  shipOrder,
} from './order-decisions.service.ts';
import { exportRange, ordersCsv } from './order-export.ts';
import { refundOrder } from './order-refunds.ts';
import { packingSlipsHtml } from './packing-slip.ts';

const canManage = requirePermission('transactions:manage');
const canDelete = requirePermission('transactions:delete');
const canRefund = requirePermission('transactions:refund');

/**
 * Order ids are 'TXN' and digits; anything else names no order: a 404 before the body is read.
 */
const knownId = createMiddleware<AppEnv>(async (c, next) => {
  if (!/^TXN\d{1,29}$/.test(c.req.param('id') ?? ''))
    throw new AppError('NOT_FOUND', adminMessages.transactions.notFound);
  await next();
});

/** Text written as it is made: a failure half-way ends the download (logged), never a 500 page. */
function textStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        logger.error('export failed half-way', { error });
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** A page to print: names and addresses, so kept by no cache. */
const PRINT_PAGE = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-store',
};

const answer = (transaction: OrderAnswer['transaction']): OrderAnswer => ({
  transaction,
});

/** How often a quiet live stream says it is still there. */
const LIVE_KEEPALIVE_MS = 25_000;

/** The back office's orders: sale, admin and root follow them up; only admin and root delete. */
export const adminOrderRoutes = new Hono<AppEnv>()
  .get('/admin/transactions', canManage, queryOf(adminOrderListQuerySchema), async (c) => {
    return c.json(await listAdminOrders(c.var.db, c.req.valid('query')));
  })
  // Before '/:id': polled by the open back office for new orders.
  .get('/admin/transactions/summary', canManage, async (c) => {
    return c.json(await ordersSummary(c.var.db));
  })
  // Before '/:id' too: the same summary, pushed as orders come in (orders/live-summary.ts).
  .get('/admin/transactions/live', canManage, async (c) => {
    const first = await ordersSummary(c.var.db);
    const res = streamSSE(c, async (stream) => {
      const send = (summary: OrdersSummary) =>
        stream.writeSSE({ event: 'summary', data: JSON.stringify(summary) }).catch(() => {});
      await send(first);
      const stop = liveSummaryOf(c.var.db).listen(first, (summary) => void send(summary));
      stream.onAbort(stop);
      // A comment now and then keeps proxies from closing a quiet stream.
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(LIVE_KEEPALIVE_MS);
        if (!stream.aborted) await stream.write(': still here\n\n').catch(() => {});
      }
      stop();
    });
    // Neither gzip (http/listener.ts) nor a proxy may hold the events back.
    res.headers.set('Cache-Control', 'no-cache, no-transform');
    res.headers.set('X-Accel-Buffering', 'no');
    return res;
  })
  // Before '/:id' too: the orders the filters match, as a spreadsheet (streamed batch by batch).
  .get('/admin/transactions/export.csv', canManage, queryOf(orderExportQuerySchema), async (c) => {
    const filters = c.req.valid('query');
    const { from, to } = await exportRange(c.var.db, filters);
    const name = `orders-${from.replaceAll('-', '')}-${to.replaceAll('-', '')}.csv`;
    return c.body(textStream(ordersCsv(c.var.db, filters)), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    });
  })
  .get(
    '/admin/transactions/packing-slips',
    canManage,
    queryOf(packingSlipsQuerySchema),
    async (c) => {
      return c.html(await packingSlipsHtml(c.var.db, c.req.valid('query').ids), 200, PRINT_PAGE);
    },
  )
  .get('/admin/transactions/:id/packing-slip', canManage, knownId, async (c) => {
    return c.html(await packingSlipsHtml(c.var.db, [c.req.param('id')]), 200, PRINT_PAGE);
  })
  .post('/admin/transactions', canManage, jsonBody(manualOrderRequestSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(answer(await createManualOrder(c.var.db, requireUser(c), input)), 201);
  })
  .get('/admin/transactions/:id', canManage, knownId, async (c) => {
    return c.json(await getAdminOrder(c.var.db, c.req.param('id')));
  })
  .put(
    '/admin/transactions/:id',
    canManage,
    knownId,
    jsonBody(orderUpdateRequestSchema),
    async (c) => {
      const id = c.req.param('id');
      const input = c.req.valid('json');
      return c.json(answer(await updateOrder(c.var.db, requireUser(c), id, input)));
    },
  )
  .delete('/admin/transactions/:id', canDelete, knownId, async (c) => {
    await deleteOrder(c.var.db, requireUser(c), c.req.param('id'));
    return c.body(null, 204);
  })
  .post(
    '/admin/transactions/:id/workflow',
    canManage,
    knownId,
    jsonBody(workflowRequestSchema),
    async (c) => {
      const id = c.req.param('id');
      const { stage } = c.req.valid('json');
      return c.json(answer(await moveWorkflow(c.var.db, requireUser(c), id, stage)));
    },
  )
  .post(
    '/admin/transactions/:id/confirm',
    canManage,
    knownId,
    jsonBody(decisionRequestSchema),
    async (c) => {
      const id = c.req.param('id');
      const { itemIds } = c.req.valid('json');
      return c.json(answer(await confirmOrder(c.var.db, requireUser(c), id, itemIds)));
    },
  )
  .post(
    '/admin/transactions/:id/reject',
    canManage,
    knownId,
    jsonBody(rejectRequestSchema),
    async (c) => {
      const id = c.req.param('id');
      const { itemIds, reason } = c.req.valid('json');
      return c.json(answer(await rejectOrder(c.var.db, requireUser(c), id, itemIds, reason)));
    },
  )
  .post(
    '/admin/transactions/:id/shipment',
    canManage,
    knownId,
    jsonBody(shipmentRequestSchema),
    async (c) => {
      const id = c.req.param('id');
      const shipment = c.req.valid('json');
      return c.json(answer(await shipOrder(c.var.db, requireUser(c), id, shipment)));
    },
  )
  // Admin and root give money back (the lifecycle's `refund`).
  .post(
    '/admin/transactions/:id/refund',
    canRefund,
    knownId,
    jsonBody(refundRequestSchema),
    async (c) => {
      const id = c.req.param('id');
      const input = c.req.valid('json');
      return c.json(answer(await refundOrder(c.var.db, requireUser(c), id, input)));
    },
  )
  .post('/admin/transactions/:id/delivered', canManage, knownId, async (c) => {
    const id = c.req.param('id');
    return c.json(answer(await markDeliveredByStaff(c.var.db, requireUser(c), id)));
  })
  .patch(
    '/admin/transactions/:id/items',
    canManage,
    knownId,
    jsonBody(itemEditsRequestSchema),
    async (c) => {
      const id = c.req.param('id');
      const { items } = c.req.valid('json');
      return c.json(answer(await editOrderItems(c.var.db, requireUser(c), id, items)));
    },
  );
