import { Hono } from 'hono';
import {
  adminShopSettingsSchema,
  type ShopSettingsAnswer,
} from '../../shared/contracts/admin-settings.ts';
import { staffActorOf } from '../audit/staff-audit.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody } from '../http/input.ts';
import { requirePermission, requireUser } from '../http/session.ts';
import { getAdminShopSettings, updateShopSettings } from './settings.service.ts';

const canManage = requirePermission('settings:manage');

/** The shop's settings as the back office reads and saves them. */
export const adminSettingsRoutes = new Hono<AppEnv>()
  .get('/admin/settings/shop', canManage, async (c) => c.json(await getAdminShopSettings(c.var.db)))
  .put('/admin/settings/shop', canManage, jsonBody(adminShopSettingsSchema), async (c) => {
    const body: ShopSettingsAnswer = {
      settings: await updateShopSettings(
        c.var.db,
        c.req.valid('json'),
        staffActorOf(requireUser(c)),
      ),
    };
    return c.json(body);
  });
