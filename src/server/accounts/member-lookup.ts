import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';

export interface MemberName {
  id: string;
  firstName: string;
  lastName: string;
}

/** The member a phone number belongs to (normalised digits), for orders taken by phone. */
export async function findMemberByPhone(db: Executor, phone: string): Promise<MemberName | null> {
  const [member] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return member ?? null;
}

/** Whether the id is a customer's account (not staff, not gone): whose points staff adjust. */
export async function isCustomer(db: Executor, id: string): Promise<boolean> {
  const [member] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return member?.role === 'customer';
}
