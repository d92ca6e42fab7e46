import { Hono } from 'hono';
import type { SetupStatus } from '../../shared/contracts/settings-answers.ts';
import type { AppEnv } from '../http/env.ts';
import { requirePermission } from '../http/session.ts';
import { type SetupReaders, shopSetupStatus } from './shop-setup.ts';

/**
 * `GET /api/admin/settings/setup`: which settings the shop must still set before it sells, for the
 * owner's checklist in the back office (admin and root, as every settings screen).
 */
export function createSetupRoutes(readers: SetupReaders) {
  return new Hono<AppEnv>().get(
    '/admin/settings/setup',
    requirePermission('settings:manage'),
    async (c) => {
      const body: SetupStatus = await shopSetupStatus(c.var.db, readers);
      return c.json(body);
    },
  );
}
