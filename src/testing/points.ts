import { eq } from 'drizzle-orm';
import { pointsLedger } from '../server/db/schema/index.ts';
import type { MyPoints } from '../shared/contracts/points.ts';
import type { TestClient, TestContext } from './api-client.ts';

/** Staff (admin) give a member points through the back office's call; answers the new balance. */
export async function givePoints(
  admin: TestClient,
  memberId: string,
  change: number,
  note = 'แต้มต้อนรับสมาชิกใหม่',
): Promise<number> {
  const res = await admin.post(`/api/admin/members/${memberId}/points`, { change, note });
  if (res.status !== 200) throw new Error(`giving points: ${res.status} ${res.text}`);
  return (res.body as { balance: number }).balance;
}

/** `GET /api/me/points` as the member sees it. */
export async function myPoints(client: TestClient): Promise<MyPoints> {
  const res = await client.request<MyPoints>('GET', '/api/me/points');
  if (res.status !== 200) throw new Error(`my points: ${res.status} ${res.text}`);
  return res.body;
}

/** The ledger rows of one member, oldest first. */
export async function ledgerOf(ctx: TestContext, userId: string) {
  return ctx.handle.db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(pointsLedger.id);
}
