import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { bookAttempt, clearFailedAttempts, failedAttempt } from './auth.service.ts';
import { verifyPassword } from './password.ts';

/**
 * What the accounts domain holds about a customer, as their data export gives it: the profile,
 * never the password's hash nor the sign-in counters' internals.
 */
export async function accountDataOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      address: users.address,
      role: users.role,
      status: users.status,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      lastProfileEditAt: users.lastProfileEditAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * The customer's own password, checked before their account is erased, as a login checks it: the
 * attempt is booked as a failure first (429 while the phone is blocked, 423 once locked), a wrong
 * password stays one, and a right one clears the count. Staff accounts are not erased this way
 * and are not counted. Answers the user's role for the caller's refusal.
 */
export async function checkOwnPassword(
  db: Database,
  userId: string,
  password: string,
): Promise<{ matches: boolean; role: string } | null> {
  const [row] = await db
    .select({ phone: users.phone, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  if (row.role !== 'customer') return { matches: false, role: row.role };
  const attempt = await bookAttempt(db, row.phone);
  if (!attempt || attempt.id !== userId) return null;
  if (!(await verifyPassword(attempt.passwordHash, password))) {
    await failedAttempt(db, attempt);
    return { matches: false, role: row.role };
  }
  await clearFailedAttempts(db, userId);
  return { matches: true, role: row.role };
}

/**
 * Holds the account's row until the caller's transaction ends: an order being placed for it
 * meanwhile is committed first (and seen) or waits and then finds no account.
 */
export async function holdAccount(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Erasure's last step: the account goes, and with it its sessions, addresses and links. */
export async function deleteAccount(tx: Executor, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
