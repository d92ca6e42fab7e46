import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Health } from '../../shared/contracts/common.ts';
import type { AppEnv } from '../http/env.ts';

/**
 * `/health`: the process answers (no database work, so a load balancer's probe costs nothing).
 * `/health/database`: the database answers too; 503 UNAVAILABLE when it does not (http/errors.ts).
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/health', (c) => c.json({ status: 'ok', database: c.var.dbKind } satisfies Health))
  .get('/health/database', async (c) => {
    await c.var.db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: c.var.dbKind } satisfies Health);
  });
