import { Hono } from 'hono';
import { type AuditPage, auditQuerySchema } from '../../shared/contracts/staff-audit.ts';
import type { AppEnv } from '../http/env.ts';
import { queryOf } from '../http/input.ts';
import { requirePermission } from '../http/session.ts';
import { auditActors, listStaffAudit, type StaffActor } from './staff-audit.ts';

const guard = requirePermission('audit:view');

/** The staff audit, for admin and root. */
export const auditRoutes = new Hono<AppEnv>()
  .get('/admin/audit', guard, queryOf(auditQuerySchema), async (c) => {
    return c.json<AuditPage>(await listStaffAudit(c.var.db, c.req.valid('query')));
  })
  .get('/admin/audit/actors', guard, async (c) => {
    const items = await auditActors(c.var.db);
    return c.json<{ items: StaffActor[]; total: number }>({ items, total: items.length });
  });
