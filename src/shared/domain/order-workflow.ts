/** The order workflow as data: the admin tracker draws it and the API enforces it. */
export const WORKFLOW_STAGES = ['orders', 'received', 'payments', 'delivery', 'courier'] as const;
export type WorkflowStage = (typeof WORKFLOW_STAGES)[number];

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the admin filter and the add/edit form offer (spec: Pending, Confirmed, Cancelled). */
export const FORM_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
] as const satisfies readonly OrderStatus[];

/** The longest rejection reason staff may give (it is shown to the customer). */
export const REJECTION_REASON_MAX = 200;

/** The timestamp each stage stamps when the workflow moves forward onto it. */
export const STAGE_TIMESTAMP = {
  orders: null,
  received: 'orderReceivedAt',
  payments: 'paymentConfirmedAt',
  delivery: 'deliveryStartedAt',
  courier: 'courierAssignedAt',
} as const satisfies Record<WorkflowStage, string | null>;

export function stageIndex(stage: WorkflowStage): number {
  return WORKFLOW_STAGES.indexOf(stage);
}

/** What the workflow rules need to know of an order. */
export interface WorkflowState {
  status: OrderStatus;
  workflowStatus: WorkflowStage;
  orderRejected: boolean;
}

/** A rejected or cancelled order no longer moves through the workflow. */
export function workflowLocked(order: Pick<WorkflowState, 'status' | 'orderRejected'>): boolean {
  return order.orderRejected || order.status === 'cancelled';
}

/**
 * A stage may be set to any completed stage or the current one (moving back is allowed);
 * forward moves go one stage at a time. A rejected (or cancelled) order does not move.
 */
export function canMoveTo(
  current: WorkflowStage,
  target: WorkflowStage,
  rejected: boolean,
): boolean {
  if (rejected) return false;
  return stageIndex(target) <= stageIndex(current) + 1;
}

/** Moving forward stamps the target stage's time; moving back clears the later stages' stamps. */
export function isForwardMove(current: WorkflowStage, target: WorkflowStage): boolean {
  return stageIndex(target) > stageIndex(current);
}

type StampName = NonNullable<(typeof STAGE_TIMESTAMP)[WorkflowStage]>;

/**
 * The stamps of the stages after `stage`: a stage not reached (again) is pending, and a pending
 * stage has no completion time, so moving back clears them.
 */
export function stampsAfter(stage: WorkflowStage): StampName[] {
  return WORKFLOW_STAGES.slice(stageIndex(stage) + 1)
    .map((later) => STAGE_TIMESTAMP[later])
    .filter((stamp): stamp is StampName => stamp !== null);
}

/** Only a stage already reached shows its time; a stage after the current one never does. */
export function stageShowsTime(stage: WorkflowStage, current: WorkflowStage): boolean {
  return stageIndex(stage) <= stageIndex(current);
}

/** The last stage at which the items of an order may still change: the goods are still here. */
export const LAST_ITEM_EDIT_STAGE: WorkflowStage = 'payments';

/** Items are saved while the order is alive and delivery has not started. */
export function canEditItems(order: WorkflowState): boolean {
  return (
    !workflowLocked(order) &&
    (order.status === 'pending' || order.status === 'confirmed') &&
    stageIndex(order.workflowStatus) <= stageIndex(LAST_ITEM_EDIT_STAGE)
  );
}

/**
 * What a confirm or a reject does to an order: `apply` changes it, `noop` means it is already in
 * that state (a repeated click, a second staff member), `conflict` means the other decision won.
 */
export type DecisionOutcome =
  | { kind: 'apply' }
  | { kind: 'noop' }
  | { kind: 'conflict'; reason: 'rejected' | 'cancelled' | 'confirmed' | 'shipped' | 'delivered' };

/** Confirm: pending → confirmed; confirmed, shipped or delivered already are; rejected never. */
export function confirmOutcome(order: WorkflowState): DecisionOutcome {
  if (order.orderRejected) return { kind: 'conflict', reason: 'rejected' };
  if (order.status === 'cancelled') return { kind: 'conflict', reason: 'cancelled' };
  if (order.status === 'pending') return { kind: 'apply' };
  return { kind: 'noop' };
}

/** Reject: pending → cancelled (rejected, with the reason staff gave); a second reject is a no-op; a decided order stays. */
export function rejectOutcome(order: WorkflowState): DecisionOutcome {
  if (order.orderRejected) return { kind: 'noop' };
  if (order.status === 'pending') return { kind: 'apply' };
  return { kind: 'conflict', reason: order.status };
}
