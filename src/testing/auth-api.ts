import { count, eq, sql } from 'drizzle-orm';
import { sessions, users } from '../server/db/schema/index.ts';
import type { LoginRequest, RegisterRequest } from '../shared/contracts/accounts.ts';
import type { TestClient, TestContext } from './api-client.ts';
import { nextPhone } from './factories/accounts.ts';

/** The keys of the user a register or login answer carries, sorted: no more (no password hash). */
export const USER_KEYS = [
  'address',
  'createdAt',
  'firstName',
  'id',
  'lastName',
  'lastProfileEditAt',
  'phone',
  'role',
];

/** A registration that passes, with a fresh phone. */
export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    firstName: 'สมหญิง',
    lastName: 'รักนา',
    phone: nextPhone(),
    password: 'green-rice-77',
    confirmPassword: 'green-rice-77',
    acceptPrivacyNotice: true,
    address: '45 หมู่ 2 ต.หันตรา อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000',
    ...overrides,
  };
}

/** The account rows an auth test reads and ages, in the test's database. */
export function accountRows(ctx: TestContext) {
  return {
    async userByPhone(phone: string) {
      const [row] = await ctx.handle.db.select().from(users).where(eq(users.phone, phone));
      return row;
    },

    async countUsers(phone: string) {
      const [row] = await ctx.handle.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.phone, phone));
      return row?.n ?? 0;
    },

    async sessionCount(userId: string) {
      const [row] = await ctx.handle.db
        .select({ n: count() })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return row?.n ?? 0;
    },

    /** Moves the last failed login back, as if that many seconds had passed. */
    async ageLastFailure(phone: string, seconds: number) {
      await ctx.handle.db
        .update(users)
        .set({ lastFailedLogin: sql`now() - make_interval(secs => ${seconds}::int)` })
        .where(eq(users.phone, phone));
    },
  };
}

export const register = (client: TestClient, json: RegisterRequest) =>
  client.api.auth.register.$post({ json });
export const login = (client: TestClient, json: LoginRequest) =>
  client.api.auth.login.$post({ json });
export const me = (client: TestClient) => client.api.auth.me.$get();
export const credentials = (user: { phone: string; password: string }): LoginRequest => ({
  phone: user.phone,
  password: user.password,
});
export const wrong = (client: TestClient, phone: string) =>
  login(client, { phone, password: 'not-the-password' });
