import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
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
 * The customer's own password, checked before their account is erased; staff accounts are not
 * erased this way. Answers the user's role for the caller's refusal.
 */
export async function checkOwnPassword(
  db: Executor,
  userId: string,
  password: string,
): Promise<{ matches: boolean; role: string } | null> {
  const [row] = await db
    .select({ hash: users.passwordHash, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return { matches: await verifyPassword(row.hash, password), role: row.role };
}

/** Erasure's last step: the account goes, and with it its sessions, addresses and links. */
export async function deleteAccount(tx: Executor, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
