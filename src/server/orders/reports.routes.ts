import { Hono } from 'hono';
import { summaryQuerySchema } from '../../shared/contracts/reports.ts';
import type { AppEnv } from '../http/env.ts';
import { queryOf } from '../http/input.ts';
import { requirePermission } from '../http/session.ts';
import { monthSummary } from './month-summary.ts';

/**
 * The books' reports: admin and root. The month's member points come from the points domain,
 * handed over by the app (app.ts), as orders imports no other domain (decision 0037).
 */
export function createReportRoutes(deps: { pointsOf: Parameters<typeof monthSummary>[2] }) {
  return new Hono<AppEnv>().get(
    '/admin/reports/summary',
    requirePermission('reports:view'),
    queryOf(summaryQuerySchema),
    async (c) => c.json(await monthSummary(c.var.db, c.req.valid('query').month, deps.pointsOf)),
  );
}
