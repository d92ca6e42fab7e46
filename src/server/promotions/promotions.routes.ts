import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { listActivePromotions } from './promotions.service.ts';

export const promotionRoutes = new Hono<AppEnv>().get('/promotions/active', async (c) =>
  c.json(await listActivePromotions(c.var.db)),
);
