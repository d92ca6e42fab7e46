import { Hono } from 'hono';
import { shippingSettingsSchema } from '../../shared/contracts/shipping.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody } from '../http/input.ts';
import { requirePermission } from '../http/session.ts';
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
  .put('/admin/settings/shipping', canManageSettings, jsonBody(shippingSettingsSchema), async (c) =>
    c.json(await saveShippingSettings(c.var.db, c.req.valid('json'))),
  );
