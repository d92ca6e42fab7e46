import { Hono } from 'hono';
import { shippingSettingsSchema } from '../../shared/contracts/shipping.ts';
import { auditedWrite, staffActorOf } from '../audit/staff-audit.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody } from '../http/input.ts';
import { requirePermission, requireUser } from '../http/session.ts';
import {
  readShippingSettings,
  saveShippingSettings,
  toShippingSettings,
} from './shipping-settings.ts';

const canManageSettings = requirePermission('settings:manage');

/** What delivery costs (admin and root). */
export const shippingRoutes = new Hono<AppEnv>()
  .get('/admin/settings/shipping', canManageSettings, async (c) =>
    c.json(await toShippingSettings(c.var.db, await readShippingSettings(c.var.db))),
  )
  .put(
    '/admin/settings/shipping',
    canManageSettings,
    jsonBody(shippingSettingsSchema),
    async (c) => {
      const input = c.req.valid('json');
      const saved = await auditedWrite(c.var.db, staffActorOf(requireUser(c)), {
        action: 'settings.shipping',
        entity: 'settings',
        entityId: 'shipping',
        before: async (tx) => toShippingSettings(tx, await readShippingSettings(tx)),
        write: (tx) => saveShippingSettings(tx, input, c.var.db),
        after: (settings) => settings,
      });
      return c.json(saved);
    },
  );
