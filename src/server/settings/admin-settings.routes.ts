import { Hono } from 'hono';
import {
  adminShopSettingsSchema,
  type ShopSettingsAnswer,
} from '../../shared/contracts/admin-settings.ts';
import { parseJson } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { requirePermission } from '../http/session.ts';
import { getShopSettings, updateShopSettings } from './settings.service.ts';

const canManage = requirePermission('settings:manage');

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get('/admin/settings/shop', canManage, async (c) => c.json(await getShopSettings(c.var.db)))
  .put('/admin/settings/shop', canManage, async (c) => {
    const input = await parseJson(c, adminShopSettingsSchema);
    const body: ShopSettingsAnswer = { settings: await updateShopSettings(c.var.db, input) };
    return c.json(body);
  });
