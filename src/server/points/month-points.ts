import { and, gte, lt, sql } from 'drizzle-orm';
import type { MonthPoints } from '../../shared/contracts/reports.ts';
import type { Executor } from '../db/client.ts';
import { pointsLedger } from '../db/schema/points.ts';

/**
 * The points of a month's ledger rows (the month's summary, `GET /api/admin/reports/summary`):
 * earned on delivery less what refunds took back, spent on orders less what cancellations gave
 * back, and the staff's adjustments (their sum, either way).
 */
export async function pointsOfMonth(
  db: Executor,
  span: { from: Date; to: Date },
): Promise<MonthPoints> {
  const of = (reasons: string[]) =>
    sql<number>`coalesce(sum(${pointsLedger.change}) filter (where ${pointsLedger.reason} in (${sql.join(
      reasons.map((reason) => sql`${reason}`),
      sql`, `,
    )})), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      earned: of(['earned', 'revoked']),
      spent: of(['spent', 'returned']),
      adjusted: of(['adjusted']),
    })
    .from(pointsLedger)
    .where(and(gte(pointsLedger.createdAt, span.from), lt(pointsLedger.createdAt, span.to)));
  return {
    earned: row?.earned ?? 0,
    spent: -(row?.spent ?? 0),
    adjusted: row?.adjusted ?? 0,
  };
}
