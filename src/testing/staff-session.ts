import { createSession } from '../server/accounts/session.service.ts';
import type { Role } from '../shared/domain/roles.ts';
import type { TestClient, TestContext } from './api-client.ts';
import { createUser } from './factories/accounts.ts';

/** A client signed in as a new member of the given role (session made directly, no login call). */
export async function signedInClient(ctx: TestContext, role: Role): Promise<TestClient> {
  const user = await createUser(ctx.handle.db, { role });
  const { token } = await createSession(ctx.handle.db, user.id);
  const client = ctx.client();
  client.cookie = `sid=${token}`;
  return client;
}

/** Who is refused an admin call, and how: visitors 401, the wrong role 403. */
export const REFUSED_ROLES = [
  ['visitor', null, 401],
  ['customer', 'customer', 403],
  ['sale', 'sale', 403],
] as const satisfies readonly (readonly [string, Role | null, number])[];

export async function clientAs(ctx: TestContext, role: Role | null): Promise<TestClient> {
  return role ? signedInClient(ctx, role) : ctx.client();
}
