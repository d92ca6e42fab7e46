import { count, eq } from 'drizzle-orm';
import { sessions, users } from '../server/db/schema/index.ts';
import type { MemberStatusRequest, UpdateMemberRequest } from '../shared/contracts/accounts.ts';
import { authResponseSchema } from '../shared/contracts/accounts-answers.ts';
import { expectAnswer, type TestClient, type TestContext } from './api-client.ts';
import { TEST_ROOT_PASSWORD, TEST_ROOT_PHONE } from './constants.ts';
import { createUser, type UserOverrides } from './factories/accounts.ts';

export const FORBIDDEN = 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้';

export const login = (client: TestClient, phone: string, password: string) =>
  client.api.auth.login.$post({ json: { phone, password } });

// The members API through the typed client.
export const list = (
  client: TestClient,
  query: { q?: string; page?: number; pageSize?: number } = {},
) => client.api.admin.members.$get({ query });
export const edit = (client: TestClient, id: string, json: UpdateMemberRequest) => {
  const request = { param: { id }, json };
  return client.api.admin.members[':id'].$patch(request);
};
export const unlock = (client: TestClient, id: string) =>
  client.api.admin.members[':id'].unlock.$post({ param: { id } });
export const setStatus = (client: TestClient, id: string, json: MemberStatusRequest) => {
  const request = { param: { id }, json };
  return client.api.admin.members[':id'].status.$post(request);
};
export const remove = (client: TestClient, id: string) =>
  client.api.admin.members[':id'].$delete({ param: { id } });
export const me = (client: TestClient) => client.api.auth.me.$get();

export const details = {
  firstName: 'ประยุทธ',
  lastName: 'นาดี',
  address: '7 หมู่ 4 ต.บางปะหัน จ.พระนครศรีอยุธยา',
};

/** Members signed in through the login API, root among them, and their rows, in the test's database. */
export function memberAccounts(ctx: TestContext) {
  async function signIn(phone: string, password: string): Promise<TestClient> {
    const client = ctx.client();
    await expectAnswer(authResponseSchema, login(client, phone, password));
    return client;
  }

  async function member(overrides: UserOverrides = {}) {
    const user = await createUser(ctx.handle.db, overrides);
    return { user, client: await signIn(user.phone, user.password) };
  }

  const asRoot = () => signIn(TEST_ROOT_PHONE, TEST_ROOT_PASSWORD);

  async function rootId(): Promise<string> {
    const [row] = await ctx.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, TEST_ROOT_PHONE));
    return row?.id ?? '';
  }

  async function row(id: string) {
    const [found] = await ctx.handle.db.select().from(users).where(eq(users.id, id));
    return found;
  }

  async function sessionCount(userId: string) {
    const [found] = await ctx.handle.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    return found?.n ?? 0;
  }

  return { signIn, member, asRoot, rootId, row, sessionCount };
}
