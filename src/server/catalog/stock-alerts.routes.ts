import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  type StockAlertList,
  stockAlertInputSchema,
  type WaitingList,
} from '../../shared/contracts/stock-alerts.ts';
import { stockAlertMessages } from '../../shared/stock-alert-messages.ts';
import { countAgainstLimit } from '../http/address-limits.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody } from '../http/input.ts';
import { paramFits } from '../http/params.ts';
import { requirePermission, requireSignedIn, requireUser } from '../http/session.ts';
import {
  deleteStockAlert,
  listStockAlerts,
  requestStockAlert,
  waitingBySize,
} from './stock-alerts.service.ts';

const WHOLE_NUMBER = /^\d{1,9}$/;
const productId = paramFits('id', WHOLE_NUMBER, stockAlertMessages.sizeNotFound);
const alertId = paramFits('id', WHOLE_NUMBER, stockAlertMessages.alertNotFound);

/** Counted per customer like the shop's other customer writes (429 past the limit). */
const alertWrites = createMiddleware<AppEnv>(async (c, next) => {
  await countAgainstLimit(
    c.var.db,
    'stockAlert',
    requireUser(c).id,
    c.var.config.RATE_LIMIT_FACTOR,
    stockAlertMessages.tooMany,
  );
  await next();
});

/** A customer's back-in-stock alerts (decision 0051). */
export const stockAlertRoutes = new Hono<AppEnv>()
  .post(
    '/products/:id/stock-alerts',
    requireSignedIn,
    productId,
    alertWrites,
    jsonBody(stockAlertInputSchema),
    async (c) => {
      const { variantId } = c.req.valid('json');
      const alert = await requestStockAlert(
        c.var.db,
        requireUser(c).id,
        Number(c.req.param('id')),
        variantId,
      );
      return c.json(alert, 201);
    },
  )
  .get('/me/stock-alerts', requireSignedIn, async (c) => {
    const list: StockAlertList = { items: await listStockAlerts(c.var.db, requireUser(c).id) };
    return c.json(list);
  })
  // The back office's count of customers waiting, per sold-out size (the products page's badge).
  .get('/admin/stock-alerts', requirePermission('products:manage'), async (c) => {
    const waiting: WaitingList = {
      items: [...(await waitingBySize(c.var.db))].map(([variantId, customers]) => ({
        variantId,
        customers,
      })),
    };
    return c.json(waiting);
  })
  .delete('/me/stock-alerts/:id', requireSignedIn, alertId, alertWrites, async (c) => {
    await deleteStockAlert(c.var.db, requireUser(c).id, Number(c.req.param('id')));
    return c.body(null, 204);
  });
