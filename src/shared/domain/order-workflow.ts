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

/**
 * A stage may be set to any completed stage or the current one (moving back is allowed);
 * forward moves go one stage at a time. A rejected order does not move.
 */
export function canMoveTo(
  current: WorkflowStage,
  target: WorkflowStage,
  rejected: boolean,
): boolean {
  if (rejected) return false;
  return stageIndex(target) <= stageIndex(current) + 1;
}
