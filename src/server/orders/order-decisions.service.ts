import { count, eq, max } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.ts';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type {
  AdminTransactionDetail,
  TransactionsSummary,
} from '../../shared/contracts/admin-orders.ts';
import {
  canMoveTo,
  confirmOutcome,
  isForwardMove,
  type OrderStatus,
  rejectOutcome,
  STAGE_TIMESTAMP,
  stageIndex,
  stampsAfter,
  type WorkflowStage,
  workflowLocked,
} from '../../shared/domain/order-workflow.ts';
import type { SessionUser } from '../accounts/session.service.ts';
import type { Database, Executor } from '../db/client.ts';
import { transactions } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import {
  applyItemEdits,
  checkTicked,
  leaveTrace,
  lockItems,
  returnHeldStock,
  withLockedOrder,
} from './admin-transactions.service.ts';

const text = adminMessages.transactions;

/**
 * Sets the workflow stage by the one transition table: back to any earlier stage, forward one
 * stage (its time stamped now). Moving back clears the stamps of the stages after the new one: a
 * stage not reached is pending, and a pending stage has no time. A rejected or cancelled order
 * does not move.
 */
export async function moveWorkflow(
  db: Database,
  actor: SessionUser,
  id: string,
  target: WorkflowStage,
): Promise<AdminTransactionDetail> {
  return withLockedOrder(db, id, async (tx, row) => {
    if (workflowLocked(row)) throw new AppError('CONFLICT', text.workflowLocked);
    const from = row.workflowStatus;
    if (from === target) return;
    if (!canMoveTo(from, target, false)) throw new AppError('CONFLICT', text.workflowStep);
    const stamp = STAGE_TIMESTAMP[target];
    const now = new Date();
    const stamps: Partial<Record<ReturnType<typeof stampsAfter>[number], Date | null>> = {};
    if (isForwardMove(from, target)) {
      if (stamp) stamps[stamp] = now;
    } else {
      for (const later of stampsAfter(target)) stamps[later] = null;
    }
    await tx
      .update(transactions)
      .set({ workflowStatus: target, ...stamps, updatedAt: now })
      .where(eq(transactions.id, id));
    await leaveTrace(tx, actor, id, { action: 'workflow', details: { from, to: target } });
  });
}

/**
 * Confirm (decisions.md): the ticked lines are kept and every other live line is cancelled by
 * the item-edit path (stock back, order re-priced with its discount re-capped); then status
 * confirmed, workflow received, order_received_at now — one transaction, one history line. The
 * order row is locked, so a repeat (double click, a colleague at once) changes nothing.
 */
export async function confirmTransaction(
  db: Database,
  actor: SessionUser,
  id: string,
  itemIds: readonly number[],
): Promise<AdminTransactionDetail> {
  return withLockedOrder(db, id, async (tx, row) => {
    const items = await lockItems(tx, id);
    checkTicked(items, itemIds);
    const outcome = confirmOutcome(row);
    if (outcome.kind === 'noop') return;
    if (outcome.kind === 'conflict') {
      throw new AppError(
        'CONFLICT',
        outcome.reason === 'rejected' ? text.confirmRejected : text.confirmCancelled,
      );
    }
    const kept = new Set(itemIds);
    const unticked = items
      .filter((item) => !item.isCancelled && !kept.has(item.id))
      .map((item) => ({ id: item.id, quantity: item.quantity, cancelled: true }));
    const applied = await applyItemEdits(tx, row, items, unticked);
    const now = new Date();
    const ahead = stageIndex(row.workflowStatus) > stageIndex('received');
    await tx
      .update(transactions)
      .set({
        status: 'confirmed',
        workflowStatus: ahead ? row.workflowStatus : 'received',
        orderReceivedAt: ahead && row.orderReceivedAt ? row.orderReceivedAt : now,
        updatedAt: now,
      })
      .where(eq(transactions.id, id));
    await leaveTrace(tx, actor, id, {
      action: 'confirm',
      details: { itemIds: [...itemIds], ...(applied ?? {}) },
    });
  });
}

/**
 * Reject (decisions.md): rejected with the Thai reason staff chose (the customer reads it),
 * status cancelled, and the stock of its live lines back on the shelf, once only however often
 * it is asked.
 */
export async function rejectTransaction(
  db: Database,
  actor: SessionUser,
  id: string,
  itemIds: readonly number[],
  reason: string,
): Promise<AdminTransactionDetail> {
  return withLockedOrder(db, id, async (tx, row) => {
    const items = await lockItems(tx, id);
    checkTicked(items, itemIds);
    const outcome = rejectOutcome(row);
    if (outcome.kind === 'noop') return;
    if (outcome.kind === 'conflict') {
      throw new AppError(
        'CONFLICT',
        text.rejectDecided(
          checkoutMessages.orders.statuses[outcome.reason as OrderStatus] ?? outcome.reason,
        ),
      );
    }
    const returned = await returnHeldStock(tx, items);
    await tx
      .update(transactions)
      .set({
        status: 'cancelled',
        orderRejected: true,
        rejectionReason: reason,
        updatedAt: new Date(),
      })
      .where(eq(transactions.id, id));
    await leaveTrace(tx, actor, id, {
      action: 'reject',
      details: { itemIds: [...itemIds], reason, unitsReturned: returned },
    });
  });
}

/**
 * What the back office polls every few seconds: the orders still waiting for a decision and when
 * the newest order came in. Two index look-ups (status, created_at), so polling stays cheap.
 */
export async function transactionsSummary(db: Executor): Promise<TransactionsSummary> {
  const [[pending], [newest]] = await Promise.all([
    db.select({ n: count() }).from(transactions).where(eq(transactions.status, 'pending')),
    db.select({ at: max(transactions.createdAt) }).from(transactions),
  ]);
  return {
    newOrders: Number(pending?.n ?? 0),
    latestOrderAt: newest?.at ? new Date(newest.at).toISOString() : null,
  };
}
