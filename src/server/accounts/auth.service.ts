import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accountMessages } from '../../shared/account-messages.ts';
import {
  type SessionUser as ApiUser,
  type loginRequestSchema,
  PROFILE_EDIT_COOLDOWN_DAYS,
  type registerRequestSchema,
  type updateProfileRequestSchema,
} from '../../shared/contracts/accounts.ts';
import type { ClientChannel } from '../../shared/domain/analytics.ts';
import { recordEvent } from '../analytics/events.service.ts';
import type { Database, Executor } from '../db/client.ts';
import { unknownPhoneLogins, users } from '../db/schema/accounts.ts';
import { AppError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import { recordRegistrationConsents } from '../privacy/consents.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession, deleteSession, deleteUserSessions } from './session.service.ts';

/** Failed logins in a row after which the account waits BLOCK_SECONDS after each failure. */
export const MAX_FAILED_ATTEMPTS = 5;
export const BLOCK_SECONDS = 180;
/** Failed logins in a row after which the account stays locked until staff unlock it. */
export const LOCK_AFTER_FAILURES = 15;

type UserRow = typeof users.$inferSelect;

/** The user as the API shows it: no hash, no counters. */
export function toApiUser(
  row: Pick<
    UserRow,
    'id' | 'phone' | 'firstName' | 'lastName' | 'address' | 'role' | 'createdAt'
  > & { lastProfileEditAt: Date | null },
): ApiUser {
  return {
    id: row.id,
    phone: row.phone,
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    lastProfileEditAt: row.lastProfileEditAt ? row.lastProfileEditAt.toISOString() : null,
  };
}

export interface SignedIn {
  user: ApiUser;
  session: { token: string; expiresAt: Date };
}

/** Registration makes an active customer and signs them in; a phone is used once (unique index). */
export async function registerCustomer(
  db: Database,
  input: Omit<z.output<typeof registerRequestSchema>, 'confirmPassword'>,
  previousToken: string | null,
): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        phone: input.phone,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        address: input.address,
        role: 'customer',
        status: 'active',
      })
      // Two registrations racing for one phone: the unique index lets one in.
      .onConflictDoNothing({ target: users.phone })
      .returning();
    if (!row) {
      throw new AppError('PHONE_TAKEN', accountMessages.login.phoneTaken, {
        fields: { phone: accountMessages.login.phoneTaken },
      });
    }
    await recordRegistrationConsents(tx, row.id, input.marketingConsent);
    if (previousToken) await deleteSession(tx, previousToken);
    const session = await createSession(tx, row.id);
    return { user: toApiUser(row), session };
  });
  logger.info('member registered', { userId: result.user.id });
  return result;
}

// Unknown phones are checked against this hash so they take as long as a wrong password.
const dummyHash = hashPassword(randomBytes(24).toString('base64url'));

const blockInterval = sql.raw(`interval '${BLOCK_SECONDS} seconds'`);
const blockCutoff = sql`now() - ${blockInterval}`;

function invalidCredentials(): AppError {
  return new AppError('INVALID_CREDENTIALS', accountMessages.login.invalidCredentials);
}

/**
 * Login with the lockout rules, atomic under concurrency: one UPDATE both checks the block and
 * books the attempt as a failure before the password is evaluated, so parallel attempts cannot
 * get more than MAX_FAILED_ATTEMPTS passwords checked. A success clears the counter.
 */
export async function login(
  db: Database,
  input: z.output<typeof loginRequestSchema>,
  previousToken: string | null,
  /** Where the login came from (analytics' one channel rule). */
  channel: ClientChannel = 'website',
): Promise<SignedIn> {
  const attempt = await bookAttempt(db, input.phone);
  if (!attempt) {
    await verifyPassword(await dummyHash, input.password);
    throw invalidCredentials();
  }

  if (!(await verifyPassword(attempt.passwordHash, input.password))) {
    await failedAttempt(db, attempt);
    throw invalidCredentials();
  }

  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ failedLoginAttempts: 0, lastFailedLogin: null })
      .where(eq(users.id, attempt.id))
      .returning();
    if (!row) throw invalidCredentials();
    if (previousToken) await deleteSession(tx, previousToken);
    const session = await createSession(tx, row.id);
    await recordEvent(tx, {
      eventType: 'user_login',
      userId: row.id,
      userName: `${row.firstName} ${row.lastName}`,
      channel,
      details: { login_method: 'phone' },
    });
    return { user: toApiUser(row), session };
  });
  logger.info('login', { userId: result.user.id });
  return result;
}

/** A member's attempt booked as a failure until its secret proves right. */
export interface BookedAttempt {
  id: string;
  passwordHash: string;
  failedLoginAttempts: number;
}

/**
 * Books an attempt to sign in with a phone (a password or a reset code) as a failure before its
 * secret is checked, refusing it while the phone is blocked (429) or the account locked (423).
 * Answers the member, or null for a phone that is no member's (its failure booked too).
 */
export async function bookAttempt(db: Database, phone: string): Promise<BookedAttempt | null> {
  const [attempt] = await db
    .update(users)
    .set({
      failedLoginAttempts: sql`${users.failedLoginAttempts} + 1`,
      lastFailedLogin: sql`now()`,
    })
    .where(
      and(
        eq(users.phone, phone),
        eq(users.isLocked, false),
        eq(users.status, 'active'),
        or(
          lt(users.failedLoginAttempts, MAX_FAILED_ATTEMPTS),
          isNull(users.lastFailedLogin),
          lte(users.lastFailedLogin, blockCutoff),
        ),
      ),
    )
    .returning({
      id: users.id,
      passwordHash: users.passwordHash,
      failedLoginAttempts: users.failedLoginAttempts,
    });
  if (attempt) return attempt;

  const [refused] = await db
    .select({
      isLocked: users.isLocked,
      status: users.status,
      retryAfterSeconds: sql<number>`ceil(extract(epoch from (${users.lastFailedLogin} + ${blockInterval} - now())))::int`,
    })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  if (!refused) {
    await bookUnknownPhone(db, phone);
    return null;
  }
  if (refused.isLocked || refused.status !== 'active') {
    throw new AppError('ACCOUNT_LOCKED', accountMessages.login.accountLocked);
  }
  throw tooManyAttempts(refused.retryAfterSeconds);
}

/** A wrong secret: after LOCK_AFTER_FAILURES in a row the account locks and is signed out. */
export async function failedAttempt(db: Database, attempt: BookedAttempt): Promise<void> {
  if (attempt.failedLoginAttempts >= LOCK_AFTER_FAILURES) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ isLocked: true }).where(eq(users.id, attempt.id));
      await deleteUserSessions(tx, attempt.id);
    });
    logger.warn('account locked after failed logins', { userId: attempt.id });
  } else {
    logger.info('login failed', { userId: attempt.id });
  }
}

/** A secret proved right outside a login (erasure's password): the failures are forgotten. */
export async function clearFailedAttempts(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginAttempts: 0, lastFailedLogin: null })
    .where(eq(users.id, userId));
}

function tooManyAttempts(retryAfterSeconds: unknown): AppError {
  const seconds = Math.min(BLOCK_SECONDS, Math.max(1, Number(retryAfterSeconds) || 1));
  return new AppError('TOO_MANY_ATTEMPTS', accountMessages.login.tryAgainIn(seconds), {
    extra: { retryAfterSeconds: seconds },
  });
}

/**
 * A login for a phone that is no member's fails as a member's wrong password does, with the same
 * counting: MAX_FAILED_ATTEMPTS failures block it for BLOCK_SECONDS, LOCK_AFTER_FAILURES lock it.
 * Otherwise the 429 and 423 answers would tell a stranger which phones are customers'. As for
 * members, one guarded statement books the failure or finds the block, so parallel attempts
 * cannot get past the count; the caller checks the secret against a dummy to take as long.
 */
async function bookUnknownPhone(db: Database, phone: string): Promise<void> {
  const phoneHash = createHash('sha256').update(phone).digest('hex');
  const counted = unknownPhoneLogins.failedLoginAttempts;
  const last = unknownPhoneLogins.lastFailedLogin;
  const [booked] = await db
    .insert(unknownPhoneLogins)
    .values({ phoneHash, failedLoginAttempts: 1, lastFailedLogin: sql`now()` })
    .onConflictDoUpdate({
      target: unknownPhoneLogins.phoneHash,
      set: { failedLoginAttempts: sql`${counted} + 1`, lastFailedLogin: sql`now()` },
      setWhere: and(
        lt(counted, LOCK_AFTER_FAILURES),
        or(lt(counted, MAX_FAILED_ATTEMPTS), lte(last, blockCutoff)),
      ),
    })
    .returning({ failedLoginAttempts: counted });
  if (booked) return;
  const [refused] = await db
    .select({
      failedLoginAttempts: counted,
      retryAfterSeconds: sql<number>`ceil(extract(epoch from (${last} + ${blockInterval} - now())))::int`,
    })
    .from(unknownPhoneLogins)
    .where(eq(unknownPhoneLogins.phoneHash, phoneHash));
  if ((refused?.failedLoginAttempts ?? 0) >= LOCK_AFTER_FAILURES) {
    throw new AppError('ACCOUNT_LOCKED', accountMessages.login.accountLocked);
  }
  throw tooManyAttempts(refused?.retryAfterSeconds);
}

/** Logout ends the server session; the cookie alone is then worth nothing. */
export async function logout(db: Executor, token: string | null): Promise<void> {
  if (token) await deleteSession(db, token);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A customer's own edit of name and address, at most once every 7 days: the lock is checked and
 * the edit time stamped in the same UPDATE, so two parallel saves cannot both pass.
 */
export async function updateOwnProfile(
  db: Executor,
  userId: string,
  input: z.output<typeof updateProfileRequestSchema>,
): Promise<{ user: ApiUser; nextEditAt: string }> {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      address: input.address,
      lastProfileEditAt: sql`now()`,
    })
    .where(
      and(
        eq(users.id, userId),
        or(
          isNull(users.lastProfileEditAt),
          lte(
            users.lastProfileEditAt,
            sql`now() - ${sql.raw(`interval '${PROFILE_EDIT_COOLDOWN_DAYS} days'`)}`,
          ),
        ),
      ),
    )
    .returning();
  if (!row?.lastProfileEditAt)
    throw new AppError('EDIT_LOCKED', accountMessages.profile.editLocked);
  const nextEditAt = new Date(
    row.lastProfileEditAt.getTime() + PROFILE_EDIT_COOLDOWN_DAYS * DAY_MS,
  );
  logger.info('profile updated', { userId });
  return { user: toApiUser(row), nextEditAt: nextEditAt.toISOString() };
}
