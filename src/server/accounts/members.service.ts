import { and, asc, count, desc, eq, ilike, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accountMessages } from '../../shared/account-messages.ts';
import { adminMessages } from '../../shared/admin-messages.ts';
import type {
  Member,
  MemberStatus,
  membersQuerySchema,
  updateMemberRequestSchema,
} from '../../shared/contracts/accounts.ts';
import type { Page } from '../../shared/contracts/common.ts';
import type { ResetCodeResponse } from '../../shared/contracts/password-reset.ts';
import { normalizePhone } from '../../shared/domain/phone.ts';
import { assignableRoles, can, type Role } from '../../shared/domain/roles.ts';
import { recordStaffAction, staffActorOf } from '../audit/staff-audit.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { AppError } from '../http/errors.ts';
import { FORBIDDEN_MESSAGE } from '../http/session.ts';
import { logger } from '../logger.ts';
import { issueResetCode } from './password-reset.service.ts';
import type { SessionUser } from './session.service.ts';
import { deleteUserSessions } from './session.service.ts';

type UserRow = typeof users.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const text = adminMessages.members;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toMember(row: UserRow): Member {
  return {
    id: row.id,
    phone: row.phone,
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    role: row.role,
    status: row.status,
    isLocked: row.isLocked,
    createdAt: row.createdAt.toISOString(),
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Members newest first, searched by first name, last name, full name or phone digits. */
export async function listMembers(
  db: Database,
  query: z.output<typeof membersQuerySchema>,
): Promise<Page<Member>> {
  let where: SQL | undefined;
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const digits = normalizePhone(query.q);
    where = or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      /^\d+$/.test(digits) ? like(users.phone, `%${digits}%`) : undefined,
    );
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map(toMember),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', text.notFound);
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Opens a member change: locks every root row (always in id order, so two changes cannot
 * deadlock), re-reads the acting user's role inside the transaction (it may have just changed),
 * then locks the target; an admin may not reach for a root account.
 */
async function lockTarget(
  tx: Transaction,
  actor: SessionUser,
  id: string,
): Promise<{ target: UserRow; actorRole: Role }> {
  if (!UUID_PATTERN.test(id)) throw notFound();
  await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'root'))
    .orderBy(asc(users.id))
    .for('update');
  const [current] = await tx
    .select({ role: users.role, status: users.status, isLocked: users.isLocked })
    .from(users)
    .where(eq(users.id, actor.id));
  if (current?.status !== 'active' || current.isLocked || !can(current.role, 'members:manage')) {
    throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  }
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!target) throw notFound();
  if (target.role === 'root' && current.role !== 'root') {
    throw new AppError('FORBIDDEN', text.rootOnlyTarget);
  }
  return { target, actorRole: current.role };
}

/**
 * A member's fields the audit may show: the record's id, role and standing, never the name, phone
 * or address (the audit is no copy of customers' personal data).
 */
const auditedMember = (row: UserRow) => ({
  role: row.role,
  status: row.status,
  isLocked: row.isLocked,
});

/** At least one root must stay: a root is only removed while another one remains. */
async function ensureAnotherRoot(tx: Transaction, targetId: string): Promise<void> {
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'root'), eq(users.status, 'active'), ne(users.id, targetId)));
  if ((others?.n ?? 0) === 0) throw new AppError('CONFLICT', text.lastRoot);
}

/**
 * Staff edit a member's details and role: only root hands out or takes away root, nobody changes
 * their own role, the last root stays, and a phone stays unique.
 */
export async function updateMember(
  db: Database,
  actor: SessionUser,
  id: string,
  input: z.output<typeof updateMemberRequestSchema>,
): Promise<Member> {
  try {
    return await db.transaction(async (tx) => {
      const { target, actorRole } = await lockTarget(tx, actor, id);
      const roleChanges = input.role !== undefined && input.role !== target.role;
      if (roleChanges && input.role) {
        if (!assignableRoles(actorRole).includes(input.role)) {
          throw new AppError('FORBIDDEN', text.rootOnlyAssign);
        }
        if (target.id === actor.id) throw new AppError('FORBIDDEN', text.ownRole);
        if (target.role === 'root') await ensureAnotherRoot(tx, target.id);
      }
      const changes = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== undefined),
      ) as Partial<typeof users.$inferInsert>;
      if (Object.keys(changes).length === 0) return toMember(target);
      const [row] = await tx.update(users).set(changes).where(eq(users.id, target.id)).returning();
      if (!row) throw notFound();
      // A new role takes effect at once: the member signs in again.
      if (roleChanges) await deleteUserSessions(tx, row.id);
      const details = Object.keys(changes).filter(
        (key) =>
          key !== 'role' && changes[key as keyof typeof changes] !== target[key as keyof UserRow],
      );
      await recordStaffAction(tx, staffActorOf(actor), {
        action: roleChanges ? 'member.role' : 'member.update',
        entity: 'member',
        entityId: row.id,
        before: { role: target.role },
        // Which details changed, never their values.
        after: { role: row.role, ...(details.length > 0 ? { detailsChanged: details } : {}) },
      });
      logger.info('member updated', {
        userId: row.id,
        actorId: actor.id,
        roleChanged: roleChanges,
      });
      return toMember(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('PHONE_TAKEN', accountMessages.login.phoneTaken, {
        fields: { phone: accountMessages.login.phoneTaken },
      });
    }
    throw error;
  }
}

/** Unlocking clears the lock and the failed-login counter, so the member can try again. */
export async function unlockMember(db: Database, actor: SessionUser, id: string): Promise<Member> {
  return db.transaction(async (tx) => {
    const { target } = await lockTarget(tx, actor, id);
    const [row] = await tx
      .update(users)
      .set({ isLocked: false, failedLoginAttempts: 0, lastFailedLogin: null })
      .where(eq(users.id, target.id))
      .returning();
    if (!row) throw notFound();
    await recordStaffAction(tx, staffActorOf(actor), {
      action: 'member.unlock',
      entity: 'member',
      entityId: row.id,
      before: { isLocked: target.isLocked, failedLoginAttempts: target.failedLoginAttempts },
      after: { isLocked: row.isLocked, failedLoginAttempts: row.failedLoginAttempts },
    });
    logger.info('member unlocked', { userId: row.id, actorId: actor.id });
    return toMember(row);
  });
}

/** Activating or deactivating; an inactive member is signed out at once and cannot log in. */
export async function setMemberStatus(
  db: Database,
  actor: SessionUser,
  id: string,
  status: MemberStatus,
): Promise<Member> {
  return db.transaction(async (tx) => {
    const { target } = await lockTarget(tx, actor, id);
    if (status === 'inactive' && target.status === 'active') {
      if (target.id === actor.id) throw new AppError('FORBIDDEN', text.ownDeactivate);
      if (target.role === 'root') await ensureAnotherRoot(tx, target.id);
    }
    const [row] = await tx.update(users).set({ status }).where(eq(users.id, target.id)).returning();
    if (!row) throw notFound();
    if (status === 'inactive') await deleteUserSessions(tx, row.id);
    await recordStaffAction(tx, staffActorOf(actor), {
      action: 'member.status',
      entity: 'member',
      entityId: row.id,
      before: { status: target.status },
      after: { status: row.status },
    });
    logger.info('member status changed', { userId: row.id, actorId: actor.id, status });
    return toMember(row);
  });
}

/** Deleting a member for good; their orders stay (they carry their own copy of the details). */
export async function deleteMember(db: Database, actor: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { target } = await lockTarget(tx, actor, id);
    if (target.id === actor.id) throw new AppError('FORBIDDEN', text.ownDelete);
    if (target.role === 'root') await ensureAnotherRoot(tx, target.id);
    await tx.delete(users).where(eq(users.id, target.id));
    await recordStaffAction(tx, staffActorOf(actor), {
      action: 'member.delete',
      entity: 'member',
      entityId: target.id,
      before: auditedMember(target),
      after: null,
    });
    logger.info('member deleted', { userId: target.id, actorId: actor.id });
  });
}

/**
 * A one-time reset code staff make for a member to hand over by phone or LINE (30 minutes, one
 * use, replacing the member's earlier code); the audit records that it was made, never the code.
 */
export async function makeResetCode(
  db: Database,
  actor: SessionUser,
  id: string,
): Promise<ResetCodeResponse> {
  return db.transaction(async (tx) => {
    const { target } = await lockTarget(tx, actor, id);
    const made = await issueResetCode(tx, target.id, actor.id);
    await recordStaffAction(tx, staffActorOf(actor), {
      action: 'member.reset_code',
      entity: 'member',
      entityId: target.id,
      before: null,
      after: { expiresAt: made.expiresAt },
    });
    logger.info('reset code made', { userId: target.id, actorId: actor.id });
    return made;
  });
}
