import { Hono } from 'hono';
import type { Health } from '../../shared/contracts/common.ts';
import type { AppEnv } from '../http/env.ts';

export const healthRoutes = new Hono<AppEnv>().get('/health', (c) =>
  c.json({ status: 'ok', database: c.var.dbKind } satisfies Health),
);
