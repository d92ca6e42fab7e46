import { desc, eq } from 'drizzle-orm';
import type { PointsAdjustmentAnswer } from '../../shared/contracts/points.ts';
import { pointsMessages } from '../../shared/points-messages.ts';
import { isCustomer } from '../accounts/member-lookup.ts';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit.ts';
import type { Database } from '../db/client.ts';
import { pointsLedger } from '../db/schema/points.ts';
import { AppError } from '../http/errors.ts';
import { holdBalance, recordPoints, toHistoryEntry } from './ledger.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /api/admin/members/:id/points`: staff add or take points with a note ("adjusted"), the
 * balance held while it changes, audited in the same transaction. Taking more than the member
 * has is 409 NOT_ENOUGH_POINTS and changes nothing.
 */
export async function adjustMemberPoints(
  db: Database,
  actor: StaffActor,
  memberId: string,
  input: { change: number; note: string },
  now = new Date(),
): Promise<PointsAdjustmentAnswer> {
  if (!UUID.test(memberId)) {
    throw new AppError('NOT_FOUND', pointsMessages.admin.memberMissing);
  }
  return db.transaction(async (tx) => {
    if (!(await isCustomer(tx, memberId))) {
      throw new AppError('NOT_FOUND', pointsMessages.admin.memberMissing);
    }
    const before = await holdBalance(tx, memberId);
    if (before + input.change < 0) {
      throw new AppError('NOT_ENOUGH_POINTS', pointsMessages.admin.wouldGoNegative(before), {
        extra: { balance: before },
        fields: { change: pointsMessages.admin.wouldGoNegative(before) },
      });
    }
    const balance = await recordPoints(tx, {
      userId: memberId,
      change: input.change,
      reason: 'adjusted',
      orderId: null,
      note: input.note,
      staffId: actor.id,
      now,
    });
    await recordStaffAction(tx, actor, {
      action: 'member.points',
      entity: 'member',
      entityId: memberId,
      before: { balance: before },
      after: { balance, change: input.change, note: input.note },
    });
    const [row] = await tx
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, memberId))
      .orderBy(desc(pointsLedger.id))
      .limit(1);
    if (!row) throw new Error('the adjustment left no ledger row');
    return { balance, entry: toHistoryEntry(row) };
  });
}
