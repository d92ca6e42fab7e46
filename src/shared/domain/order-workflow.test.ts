import { describe, expect, it } from 'vitest';
import {
  canEditItems,
  canMoveTo,
  confirmOutcome,
  isForwardMove,
  type OrderStatus,
  rejectOutcome,
  WORKFLOW_STAGES,
  type WorkflowStage,
  workflowLocked,
} from './order-workflow.ts';

const order = (
  status: OrderStatus,
  workflowStatus: WorkflowStage = 'orders',
  orderRejected = false,
) => ({
  status,
  workflowStatus,
  orderRejected,
});

describe('the transition table', () => {
  it('moves back to any stage and forward one stage at a time', () => {
    const allowed = WORKFLOW_STAGES.flatMap((from) =>
      WORKFLOW_STAGES.filter((to) => canMoveTo(from, to, false)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'orders>orders',
      'orders>received',
      'received>orders',
      'received>received',
      'received>payments',
      'payments>orders',
      'payments>received',
      'payments>payments',
      'payments>delivery',
      'delivery>orders',
      'delivery>received',
      'delivery>payments',
      'delivery>delivery',
      'delivery>courier',
      'courier>orders',
      'courier>received',
      'courier>payments',
      'courier>delivery',
      'courier>courier',
    ]);
    expect(WORKFLOW_STAGES.some((to) => canMoveTo('received', to, true))).toBe(false);
    expect(isForwardMove('received', 'payments')).toBe(true);
    expect(isForwardMove('courier', 'received')).toBe(false);
  });

  it('locks rejected and cancelled orders', () => {
    expect(workflowLocked(order('cancelled'))).toBe(true);
    expect(workflowLocked(order('cancelled', 'orders', true))).toBe(true);
    expect(workflowLocked(order('confirmed'))).toBe(false);
  });

  it('lets items change until delivery starts, on live orders only', () => {
    expect(canEditItems(order('pending', 'orders'))).toBe(true);
    expect(canEditItems(order('confirmed', 'payments'))).toBe(true);
    expect(canEditItems(order('confirmed', 'delivery'))).toBe(false);
    expect(canEditItems(order('confirmed', 'courier'))).toBe(false);
    expect(canEditItems(order('cancelled', 'orders'))).toBe(false);
    expect(canEditItems(order('shipped', 'received'))).toBe(false);
  });
});

describe('confirm and reject', () => {
  it('confirm applies to a pending order, repeats as a no-op, and loses to a reject', () => {
    expect(confirmOutcome(order('pending'))).toEqual({ kind: 'apply' });
    expect(confirmOutcome(order('confirmed', 'received'))).toEqual({ kind: 'noop' });
    expect(confirmOutcome(order('delivered', 'courier'))).toEqual({ kind: 'noop' });
    expect(confirmOutcome(order('cancelled', 'orders', true))).toEqual({
      kind: 'conflict',
      reason: 'rejected',
    });
    expect(confirmOutcome(order('cancelled'))).toEqual({ kind: 'conflict', reason: 'cancelled' });
  });

  it('reject applies to a pending order, repeats as a no-op, and loses to a confirm', () => {
    expect(rejectOutcome(order('pending'))).toEqual({ kind: 'apply' });
    expect(rejectOutcome(order('cancelled', 'orders', true))).toEqual({ kind: 'noop' });
    expect(rejectOutcome(order('confirmed', 'received'))).toEqual({
      kind: 'conflict',
      reason: 'confirmed',
    });
    expect(rejectOutcome(order('cancelled'))).toEqual({ kind: 'conflict', reason: 'cancelled' });
  });
});
