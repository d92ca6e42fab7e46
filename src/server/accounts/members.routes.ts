import { Hono } from 'hono';
import {
  type Member,
  type MemberResponse,
  memberStatusRequestSchema,
  membersQuerySchema,
  updateMemberRequestSchema,
} from '../../shared/contracts/accounts.ts';
import type { Page } from '../../shared/contracts/common.ts';
import type { ResetCodeResponse } from '../../shared/contracts/password-reset.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { requirePermission, requireUser } from '../http/session.ts';
import {
  deleteMember,
  listMembers,
  makeResetCode,
  setMemberStatus,
  unlockMember,
  updateMember,
} from './members.service.ts';

const guard = requirePermission('members:manage');

export const membersRoutes = new Hono<AppEnv>()
  .get('/admin/members', guard, queryOf(membersQuerySchema), async (c) => {
    return c.json<Page<Member>>(await listMembers(c.var.db, c.req.valid('query')));
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
  .post('/admin/members/:id/status', guard, jsonBody(memberStatusRequestSchema), async (c) => {
    const { status } = c.req.valid('json');
    const member = await setMemberStatus(c.var.db, requireUser(c), c.req.param('id'), status);
    return c.json<MemberResponse>({ member });
  })
  .post('/admin/members/:id/reset-code', guard, async (c) => {
    const made = await makeResetCode(c.var.db, requireUser(c), c.req.param('id'));
    c.header('Cache-Control', 'no-store');
    return c.json<ResetCodeResponse>(made);
  })
  .delete('/admin/members/:id', guard, async (c) => {
    await deleteMember(c.var.db, requireUser(c), c.req.param('id'));
    return c.body(null, 204);
  });
