import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  passwordResetRequestSchema,
  ResetCodeResponse,
} from '../../shared/contracts/password-reset.ts';
import {
  LINE_RESET_LINK_HOURS,
  RESET_CODE_MINUTES,
} from '../../shared/contracts/password-reset.ts';
import { passwordResetMessages } from '../../shared/password-reset-messages.ts';
import type { Database, Executor } from '../db/client.ts';
import { passwordResetCodes, users } from '../db/schema/accounts.ts';
import { AppError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import { enqueueNotification } from '../notifications/enqueue.ts';
import { lineLinkedFor } from '../notifications/line-link.service.ts';
import { bookAttempt, failedAttempt, type SignedIn, toApiUser } from './auth.service.ts';
import { hashPassword } from './password.ts';
import { createSession, deleteUserSessions } from './session.service.ts';

const codeHashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** Eight digits from a cryptographic source: 100 million codes, and 5 tries per 3 minutes. */
const newCode = () => String(randomInt(0, 100_000_000)).padStart(8, '0');

/**
 * A new one-time reset code for a member, in the caller's transaction: the member's earlier code
 * stops working, only the code's SHA-256 is kept, and it expires RESET_CODE_MINUTES later on the
 * database's clock. The code itself is answered once and never stored or logged.
 */
export async function issueResetCode(
  tx: Executor,
  userId: string,
  createdBy: string | null,
): Promise<ResetCodeResponse> {
  const code = newCode();
  const expiresAt = sql`now() + make_interval(mins => ${RESET_CODE_MINUTES})`;
  const [row] = await tx
    .insert(passwordResetCodes)
    .values({ userId, codeHash: codeHashOf(code), expiresAt, createdBy })
    .onConflictDoUpdate({
      target: passwordResetCodes.userId,
      set: { codeHash: codeHashOf(code), expiresAt, createdBy, createdAt: sql`now()` },
    })
    .returning({ expiresAt: passwordResetCodes.expiresAt });
  if (!row) throw new Error('reset code not saved');
  return { code, expiresAt: row.expiresAt.toISOString() };
}

function wrongCode(): AppError {
  return new AppError('VALIDATION', passwordResetMessages.wrongCode, {
    fields: { code: passwordResetMessages.wrongCode },
  });
}

/**
 * A member sets a new password with the code staff handed over: the attempt is counted as a
 * failed login until the code proves right (the login's blocks and lock apply, and an unknown
 * phone fails the same way after the same work); a right code is used up, every session of the
 * member ends and a new one starts, and the failures are forgotten.
 */
export async function resetPassword(
  db: Database,
  input: z.output<typeof passwordResetRequestSchema>,
): Promise<SignedIn> {
  // Hashed before anything is known of the phone: a stranger's phone costs the same time.
  const passwordHash = await hashPassword(input.password);
  const attempt = await bookAttempt(db, input.phone);
  if (!attempt) throw wrongCode();
  const result = await db.transaction(async (tx) => {
    const [used] = await tx
      .delete(passwordResetCodes)
      .where(
        and(
          eq(passwordResetCodes.userId, attempt.id),
          eq(passwordResetCodes.codeHash, codeHashOf(input.code)),
          gt(passwordResetCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetCodes.userId });
    if (!used) return null;
    const [row] = await tx
      .update(users)
      .set({ passwordHash, failedLoginAttempts: 0, lastFailedLogin: null })
      .where(eq(users.id, attempt.id))
      .returning();
    if (!row) return null;
    await deleteUserSessions(tx, row.id);
    const session = await createSession(tx, row.id);
    return { user: toApiUser(row), session };
  });
  if (!result) {
    await failedAttempt(db, attempt);
    throw wrongCode();
  }
  logger.info('password reset', { userId: result.user.id });
  return result;
}

/** The member behind a phone who may be sent a code (active, not locked), or null. */
export async function resettableMemberId(db: Executor, phone: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.status, 'active'), eq(users.isLocked, false)));
  return row?.id ?? null;
}

/**
 * A code the member asked for by LINE: made and written to the outbox for their LINE only when
 * the phone is an active member's with a LINE link at least LINE_RESET_LINK_HOURS old (a link just
 * made could be someone else's); otherwise nothing happens, and the caller answers the same
 * either way.
 */
export async function sendResetCodeByLine(db: Database, phone: string): Promise<void> {
  const userId = await resettableMemberId(db, phone);
  if (!userId) return;
  const sent = await db.transaction(async (tx) => {
    if (!(await lineLinkedFor(tx, userId, LINE_RESET_LINK_HOURS))) return false;
    const { code } = await issueResetCode(tx, userId, null);
    await enqueueNotification(tx, { to: 'customer', userId }, 'customer.reset_code', {
      code,
      minutes: RESET_CODE_MINUTES,
    });
    return true;
  });
  if (sent) logger.info('reset code sent by line', { userId });
}
