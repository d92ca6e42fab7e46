import { Hono } from 'hono';
import type { Crop } from '../../shared/contracts/farm-fit.ts';
import type { AppEnv } from '../http/env.ts';
import { listCrops } from './agronomy.service.ts';

/** The crops and their pests: the same for everyone and changed only by a migration. */
export const agronomyRoutes = new Hono<AppEnv>().get('/crops', async (c) => {
  const body: Crop[] = await listCrops(c.var.db);
  return c.json(body, 200, { 'Cache-Control': 'public, max-age=3600' });
});
