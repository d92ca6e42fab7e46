import { Hono } from 'hono';
import { paymentSettingsSchema } from '../../shared/contracts/payments.ts';
import { auditedWrite, staffActorOf } from '../audit/staff-audit.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody } from '../http/input.ts';
import { requirePermission, requireSignedIn, requireUser } from '../http/session.ts';
import { getOwnOrder } from '../orders/order-reads.ts';
import { ownOrderId } from '../orders/own-order.ts';
import {
  readPaymentSettings,
  savePaymentSettings,
  toPaymentSettings,
} from '../settings/payment-settings.ts';
import { paymentInfoOf } from './payment-info.ts';

const canManageSettings = requirePermission('settings:manage');

/** How a customer pays an order, and how the shop is paid (admin and root). */
export const paymentRoutes = new Hono<AppEnv>()
  .get('/orders/:id/payment', requireSignedIn, ownOrderId, async (c) => {
    const order = await getOwnOrder(c.var.db, requireUser(c).id, c.req.param('id'));
    return c.json(await paymentInfoOf(c.var.db, order));
  })
  .get('/admin/settings/payments', canManageSettings, async (c) =>
    c.json(toPaymentSettings(await readPaymentSettings(c.var.db))),
  )
  .put(
    '/admin/settings/payments',
    canManageSettings,
    jsonBody(paymentSettingsSchema),
    async (c) => {
      const input = c.req.valid('json');
      const saved = await auditedWrite(c.var.db, staffActorOf(requireUser(c)), {
        action: 'settings.payment',
        entity: 'settings',
        entityId: 'payment',
        before: async (tx) => toPaymentSettings(await readPaymentSettings(tx)),
        write: (tx) => savePaymentSettings(tx, input, c.var.db),
        after: (settings) => settings,
      });
      return c.json(saved);
    },
  );
