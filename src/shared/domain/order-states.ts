/**
 * What an order can be (decision 0019): its statuses, payment, stages and the state the
 * lifecycle's moves (order-lifecycle.ts) read and write. Plain data and the rules that only read
 * it.
 */

/** Where the order is: the spec's statuses (stored lowercase). */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How the customer pays; null on orders from before the shop took payments, and on phone orders. */
export const PAYMENT_METHODS = ['promptpay', 'bank_transfer', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where the money is: `awaiting` no slip yet, `in_review` a slip waits for staff, `rejected` the
 * slip was refused and another may be sent, `cod` to be paid to the courier, `refunded` given back
 * whole, `partially_refunded` given back in part.
 */
export const PAYMENT_STATUSES = [
  'awaiting',
  'in_review',
  'paid',
  'rejected',
  'cod',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CANCELLED_BY = ['customer', 'staff', 'timeout'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** The tracker's five stages, in order: a view of how far the shop has taken the order. */
export const WORKFLOW_STAGES = ['orders', 'received', 'payments', 'delivery', 'courier'] as const;
export type WorkflowStage = (typeof WORKFLOW_STAGES)[number];

/** What the admin filter and the add/edit form offer: Pending, Confirmed, Cancelled. */
export const FORM_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
] as const satisfies readonly OrderStatus[];

/** The longest rejection reason staff may give (it is shown to the customer). */
export const REJECTION_REASON_MAX = 200;

/** The time each stage records when the order reaches it. */
export const STAGE_TIMESTAMP = {
  orders: null,
  received: 'orderReceivedAt',
  payments: 'paymentConfirmedAt',
  delivery: 'deliveryStartedAt',
  courier: 'courierAssignedAt',
} as const satisfies Record<WorkflowStage, string | null>;
export type StageStamp = NonNullable<(typeof STAGE_TIMESTAMP)[WorkflowStage]>;

export function stageIndex(stage: WorkflowStage): number {
  return WORKFLOW_STAGES.indexOf(stage);
}

/** Only a stage already reached shows its time; a stage after the current one never does. */
export function stageShowsTime(stage: WorkflowStage, current: WorkflowStage): boolean {
  return stageIndex(stage) <= stageIndex(current);
}

/** What the lifecycle needs to know of an order. */
export interface OrderState {
  status: OrderStatus;
  workflowStatus: WorkflowStage;
  orderRejected: boolean;
  paymentMethod: PaymentMethod | null;
  paymentStatus: PaymentStatus;
  cancelledBy: CancelledBy | null;
  /** When an unpaid PromptPay or transfer order is cancelled by the shop's timer; null otherwise. */
  paymentDueAt: Date | null;
}

/** A new order: waiting for the shop, and for the money unless it is paid to the courier. */
export function placedState(paymentMethod: PaymentMethod | null = null): OrderState {
  return {
    status: 'pending',
    workflowStatus: 'orders',
    orderRejected: false,
    paymentMethod,
    paymentStatus: paymentMethod === 'cod' ? 'cod' : 'awaiting',
    cancelledBy: null,
    paymentDueAt: null,
  };
}

/**
 * What an order must be to go to a carrier, as data: the `ship` move asks it of one order, and the
 * back office's "to ship" list asks the database the same of every order.
 */
export const READY_TO_SHIP = {
  status: 'confirmed',
  paymentStatuses: ['paid', 'cod'],
} as const satisfies { status: OrderStatus; paymentStatuses: readonly PaymentStatus[] };

/** The shop confirmed the order and it is paid, or paid on delivery: it may go to a carrier. */
export function readyToShip(s: Pick<OrderState, 'status' | 'paymentStatus'>): boolean {
  return (
    s.status === READY_TO_SHIP.status &&
    (READY_TO_SHIP.paymentStatuses as readonly PaymentStatus[]).includes(s.paymentStatus)
  );
}

/**
 * Where the money of an order says it was paid, or given a slip (one in review, refused or
 * approved): from there on a slip of a PromptPay or transfer order never makes it `awaiting`
 * again, and the order is part of the books.
 */
export const PAYMENT_STATUSES_WITH_HISTORY = [
  'in_review',
  'paid',
  'rejected',
  'refunded',
  'partially_refunded',
] as const satisfies readonly PaymentStatus[];

/**
 * An order that was paid, given a slip or handed to a carrier (decisions, third release): it is
 * cancelled, never deleted, so the books and the customer's history keep it.
 */
export function hasHistory(s: Pick<OrderState, 'status' | 'paymentStatus'>): boolean {
  return (
    s.status === 'shipped' ||
    s.status === 'delivered' ||
    (PAYMENT_STATUSES_WITH_HISTORY as readonly PaymentStatus[]).includes(s.paymentStatus)
  );
}

/**
 * An order whose money the shop still waits for by PromptPay or transfer (no slip, or a refused
 * one), as data: the `expire` and `submitSlip` moves ask it of one order, the expiry sweep and
 * the shop's limit of unpaid orders (the `place` move) ask the database the same of many.
 */
export const AWAITING_PAYMENT = {
  statuses: ['pending', 'confirmed'],
  paymentMethods: ['promptpay', 'bank_transfer'],
  paymentStatuses: ['awaiting', 'rejected'],
} as const satisfies {
  statuses: readonly OrderStatus[];
  paymentMethods: readonly PaymentMethod[];
  paymentStatuses: readonly PaymentStatus[];
};

/** Still open, paid by PromptPay or transfer, and not paid yet. */
export function awaitingPayment(
  s: Pick<OrderState, 'status' | 'paymentMethod' | 'paymentStatus'>,
): boolean {
  return (
    (AWAITING_PAYMENT.statuses as readonly OrderStatus[]).includes(s.status) &&
    s.paymentMethod !== null &&
    (AWAITING_PAYMENT.paymentMethods as readonly PaymentMethod[]).includes(s.paymentMethod) &&
    (AWAITING_PAYMENT.paymentStatuses as readonly PaymentStatus[]).includes(s.paymentStatus)
  );
}

/**
 * The payment as staff read it in the list, the detail and the export: a cancelled order whose
 * money never came (no slip, a refused slip, or cash on delivery never collected) is
 * `unpaid_cancelled`, not "awaiting" a payment nobody will make; every other order shows its own
 * payment status.
 */
export type ShownPaymentStatus = PaymentStatus | 'unpaid_cancelled';
const NEVER_PAID = ['awaiting', 'rejected', 'cod'] as const satisfies readonly PaymentStatus[];

export function shownPaymentStatus(
  s: Pick<OrderState, 'status' | 'paymentStatus'>,
): ShownPaymentStatus {
  return s.status === 'cancelled' &&
    (NEVER_PAID as readonly PaymentStatus[]).includes(s.paymentStatus)
    ? 'unpaid_cancelled'
    : s.paymentStatus;
}

/**
 * The stage times after the order stands at `stage` (coming from `from`): a stage it moved
 * forward onto is stamped now, every other stage reached keeps its time (now if it had none) and
 * every stage after it has none, so a pending stage never looks done.
 */
export function stageStamps(
  from: WorkflowStage,
  stage: WorkflowStage,
  current: Partial<Record<StageStamp, Date | null>>,
  now: Date,
): Record<StageStamp, Date | null> {
  const stamps = {} as Record<StageStamp, Date | null>;
  for (const each of WORKFLOW_STAGES) {
    const name = STAGE_TIMESTAMP[each];
    if (!name) continue;
    const movedOnto = stageIndex(each) > stageIndex(from) && stageIndex(each) <= stageIndex(stage);
    if (!stageShowsTime(each, stage)) stamps[name] = null;
    else stamps[name] = movedOnto ? now : (current[name] ?? now);
  }
  return stamps;
}

/** A cancelled order (rejected ones included) no longer moves through the tracker. */
export function workflowLocked(state: Pick<OrderState, 'status' | 'orderRejected'>): boolean {
  return state.orderRejected || state.status === 'cancelled';
}
