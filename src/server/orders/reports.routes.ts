import { Hono } from 'hono';
import { summaryQuerySchema } from '../../shared/contracts/reports.ts';
import type { AppEnv } from '../http/env.ts';
import { queryOf } from '../http/input.ts';
import { requirePermission } from '../http/session.ts';
import { monthSummary } from './month-summary.ts';

/** The books' reports: admin and root. */
export const reportRoutes = new Hono<AppEnv>().get(
  '/admin/reports/summary',
  requirePermission('reports:view'),
  queryOf(summaryQuerySchema),
  async (c) => c.json(await monthSummary(c.var.db, c.req.valid('query').month)),
);
