import { hashPassword } from '../../server/accounts/password.ts';
import type { Executor } from '../../server/db/client.ts';
import { users } from '../../server/db/schema/index.ts';

export type NewUser = typeof users.$inferInsert;
export type UserRow = typeof users.$inferSelect;

export const DEFAULT_TEST_PASSWORD = 'rice-field-2569';

let sequence = 0;

/** A unique Thai mobile number: 09 followed by 8 digits. */
export function nextPhone(): string {
  sequence += 1;
  return `09${String(sequence + Math.floor(Math.random() * 1e6) * 100)
    .padStart(8, '0')
    .slice(-8)}`;
}

export interface UserOverrides extends Partial<Omit<NewUser, 'passwordHash'>> {
  password?: string;
}

/**
 * One real argon2id hash per password, made once in a worker: hashing is nearly all of what a test
 * account costs, and which salt an account's hash carries tests nothing here (registration, login
 * and password changes hash through the API as the shop does).
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Inserts a member (customer unless told otherwise) with a real argon2id hash. */
export async function createUser(
  db: Executor,
  overrides: UserOverrides = {},
): Promise<UserRow & { password: string }> {
  const { password = DEFAULT_TEST_PASSWORD, ...rest } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      phone: nextPhone(),
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      address: '12 หมู่ 3 ต.บ้านเกาะ อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000',
      ...rest,
      passwordHash: await hashOnce(password),
    })
    .returning();
  if (!row) throw new Error('user not inserted');
  return { ...row, password };
}
