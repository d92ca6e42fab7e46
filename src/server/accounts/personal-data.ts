import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';

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
