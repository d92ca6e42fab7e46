import { Hono } from 'hono';
import {
  type Member,
  type MemberResponse,
  memberStatusRequestSchema,
  membersQuerySchema,
  updateMemberRequestSchema,
} from '../../shared/contracts/accounts.ts';
import type { Page } from '../../shared/contracts/common.ts';
import { parseJson } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { parseQuery } from '../http/errors.ts';
import { jsonBody } from '../http/input.ts';
import { requirePermission, requireUser } from '../http/session.ts';
import {
  deleteMember,
  listMembers,
  setMemberStatus,
  unlockMember,
  updateMember,
} from './members.service.ts';

const guard = requirePermission('members:manage');

export const membersRoutes = new Hono<AppEnv>()
  .get('/admin/members', guard, async (c) => {
    const query = parseQuery(c, membersQuerySchema);
    return c.json<Page<Member>>(await listMembers(c.var.db, query));
  })
  .patch('/admin/members/:id', guard, jsonBody(updateMemberRequestSchema), async (c) => {
    const input = c.req.valid('json');
    const member = await updateMember(c.var.db, requireUser(c), c.req.param('id'), input);
    return c.json<MemberResponse>({ member });
  })
  .post('/admin/members/:id/unlock', guard, async (c) => {
    const member = await unlockMember(c.var.db, requireUser(c), c.req.param('id'));
    return c.json<MemberResponse>({ member });
  })
  .post('/admin/members/:id/status', guard, async (c) => {
    const { status } = await parseJson(c, memberStatusRequestSchema);
    const member = await setMemberStatus(c.var.db, requireUser(c), c.req.param('id'), status);
    return c.json<MemberResponse>({ member });
  })
  .delete('/admin/members/:id', guard, async (c) => {
    await deleteMember(c.var.db, requireUser(c), c.req.param('id'));
    return c.body(null, 204);
  });
