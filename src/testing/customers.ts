import { createSession } from '../server/accounts/session.service.ts';
import type { TestClient, TestContext } from './api-client.ts';
import { createUser, type UserOverrides, type UserRow } from './factories/accounts.ts';

export interface SignedInCustomer {
  user: UserRow & { password: string };
  client: TestClient;
}

/** A member with a live session and a browser carrying its cookie (no login API needed). */
export async function signedInCustomer(
  ctx: TestContext,
  overrides: UserOverrides = {},
): Promise<SignedInCustomer> {
  const user = await createUser(ctx.handle.db, overrides);
  const { token } = await createSession(ctx.handle.db, user.id);
  const client = ctx.client();
  client.cookie = `sid=${token}`;
  return { user, client };
}

/** Many customers at once, for race tests (argon2 hashing is the slow part, so run it in batches). */
export async function signedInCustomers(
  ctx: TestContext,
  howMany: number,
): Promise<SignedInCustomer[]> {
  const customers: SignedInCustomer[] = [];
  for (let start = 0; start < howMany; start += 10) {
    const batch = Array.from({ length: Math.min(10, howMany - start) }, () =>
      signedInCustomer(ctx),
    );
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}
