import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { MyPoints, PointsHistoryEntry } from '../../shared/contracts/points.ts';
import type { PointsReason } from '../../shared/domain/points.ts';
import type { Executor } from '../db/client.ts';
import { memberPoints, pointsLedger } from '../db/schema/points.ts';

/** The most history rows `GET /api/me/points` answers, newest first. */
export const HISTORY_LIMIT = 100;

export interface PointsChange {
  userId: string;
  change: number;
  reason: PointsReason;
  orderId: string | null;
  now: Date;
  note?: string | null;
  staffId?: string | null;
}

/**
 * One change of a member's points (`points_record`, points/sql/points.sql): the ledger row and
 * the balance kept in step, in the caller's transaction. Answers the new balance.
 */
export async function recordPoints(tx: Executor, change: PointsChange): Promise<number> {
  const [row] = await tx.select({ balance: sql<number>`balance` }).from(
    sql`points_record(
      p_user_id => ${change.userId}::uuid,
      p_change => ${change.change}::integer,
      p_reason => ${change.reason}::varchar,
      p_order_id => ${change.orderId}::varchar,
      p_now => ${change.now.toISOString()}::timestamptz,
      p_note => ${change.note ?? null}::varchar,
      p_staff_id => ${change.staffId ?? null}::uuid
    ) AS balance`,
  );
  if (!row) throw new Error('points_record answered nothing');
  return Number(row.balance);
}

/** The member's balance, locked until the caller's transaction ends (`points_hold_balance`). */
export async function holdBalance(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: sql<number>`balance` })
    .from(sql`points_hold_balance(p_user_id => ${userId}::uuid) AS balance`);
  return Number(row?.balance ?? 0);
}

/** The member's balance as it stands (no lock): 0 for a member who never had points. */
export async function balanceOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: memberPoints.balance })
    .from(memberPoints)
    .where(eq(memberPoints.userId, userId));
  return row?.balance ?? 0;
}

/**
 * The points a member's orders not yet delivered nor cancelled will earn: orders' to say
 * (orders/pending-points.ts), handed to points by the app (app.ts).
 */
export type PendingPoints = (db: Executor, userId: string) => Promise<number>;

/** `GET /api/me/points`: the balance, what is pending, and the history newest first. */
export async function myPoints(
  db: Executor,
  userId: string,
  pendingOf: PendingPoints,
): Promise<MyPoints> {
  const [balance, pending, rows] = await Promise.all([
    balanceOf(db, userId),
    pendingOf(db, userId),
    db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(HISTORY_LIMIT),
  ]);
  return { balance, pending, history: rows.map(toHistoryEntry) };
}

export function toHistoryEntry(row: typeof pointsLedger.$inferSelect): PointsHistoryEntry {
  return {
    id: row.id,
    ...(row.orderId ? { orderId: row.orderId } : {}),
    change: row.change,
    reason: row.reason as PointsReason,
    ...(row.note ? { note: row.note } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What an order's rows say of its points: spent, given back, earned, taken back. */
export async function orderPointsRows(tx: Executor, orderId: string) {
  return tx
    .select({ change: pointsLedger.change, reason: pointsLedger.reason })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.orderId, orderId), isNotNull(pointsLedger.orderId)));
}

/** What the shop holds of a member's points (PDPA export): the balance and every ledger row. */
export async function pointsDataOf(db: Executor, userId: string) {
  const [balance, rows] = await Promise.all([
    balanceOf(db, userId),
    db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(pointsLedger.createdAt, pointsLedger.id),
  ]);
  return { balance, history: rows.map(toHistoryEntry) };
}
