import { eq } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.ts';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type { OrderAction } from '../../shared/contracts/admin-orders.ts';
import type { Carrier } from '../../shared/domain/carriers.ts';
import { trackingUrl } from '../../shared/domain/carriers.ts';
import {
  decide,
  itemsLockOf,
  MOVES,
  type MoveName,
  type MoveRule,
  type OrderState,
  type Party,
  type Refusal,
  stageStamps,
  type WorkflowStage,
} from '../../shared/domain/order-lifecycle.ts';
import { orderLink } from '../../shared/notification-messages.ts';
import { pickFields } from '../audit/staff-audit.ts';
import type { Executor } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { AppError, type ErrorCode } from '../http/errors.ts';
import { enqueueNotification } from '../notifications/enqueue.ts';
import { amountDueSatang, type OrderItemRow, type OrderRow } from './order.mapper.ts';
import { recordOrderMove } from './order-audit.ts';
import { orderOwners } from './order-effects.ts';
import { liveLines, lockItems, stateOf } from './order-store.ts';
import { type Actor, leaveTrace } from './order-trace.ts';

const text = adminMessages.transactions;

/** The history line each move leaves, unless its caller writes one for several changes. */
const ACTION_OF: Record<MoveName, OrderAction> = {
  place: 'create',
  confirm: 'confirm',
  reject: 'reject',
  cancel: 'cancel',
  staffCancel: 'update',
  expire: 'expire',
  reopen: 'update',
  unconfirm: 'update',
  submitSlip: 'payment',
  approvePayment: 'payment',
  rejectSlip: 'payment',
  ship: 'ship',
  deliver: 'deliver',
  setStage: 'workflow',
  editItems: 'items',
  refund: 'refund',
  delete: 'delete',
};

/** What the audit keeps of an order staff delete: its state and money, never the customer. */
const DELETED_ORDER_FIELDS = [
  'status',
  'workflowStatus',
  'paymentMethod',
  'paymentStatus',
  'channel',
  'totalAmountSatang',
  'discountCode',
  'discountValueSatang',
  'netAmountSatang',
  'shippingFeeSatang',
  'receiptNumber',
  'createdAt',
] as const satisfies readonly (keyof OrderRow)[];

export interface MoveContext {
  party: Party;
  actor: Actor;
  now?: Date;
  /** The tracker's target stage (setStage). */
  stage?: WorkflowStage;
  /** The Thai reason staff gave (reject, rejectSlip): the customer's message says it. */
  reason?: string;
  /** The parcel (ship): the customer's message names the carrier and links its tracking page. */
  shipment?: { carrier: Carrier; trackingNumber: string };
  /** More for the history line; `trace: false` when the caller writes one line for it all. */
  details?: Record<string, unknown>;
  trace?: boolean;
  /** The order's lines, when the caller already holds them locked. */
  items?: readonly OrderItemRow[];
  /** The form field a refusal belongs to (the edit form shows it beside the field). */
  field?: string;
  /** The refund's amount and what may still go back (refund). */
  refund?: { amountSatang: number; refundableSatang: number };
  /** The lines the effects act on, when not every live line (a refund's lines it cuts). */
  effectLines?: readonly OrderItemRow[];
  /** The lines a refund gives the money back for, and the ids it named (its effects' `refund`). */
  refundLines?: readonly OrderItemRow[];
  refundNamed?: readonly number[];
}

/** The staff's message for a refusal: the move's own words where the spec's screens have them. */
function staffMessage(move: MoveName, reason: Refusal, row: OrderRow): string {
  if (move === 'confirm' && reason === 'REJECTED') return text.confirmRejected;
  if (move === 'confirm' && reason === 'CANCELLED') return text.confirmCancelled;
  if (move === 'reject' && reason === 'ALREADY_DECIDED') {
    return text.rejectDecided(checkoutMessages.orders.statuses[row.status]);
  }
  if (move === 'setStage' && reason === 'STAGE_LOCKED' && row.status === 'cancelled') {
    return text.workflowLocked;
  }
  if (move === 'reopen' && reason === 'REJECTED') return text.rejectedStaysCancelled;
  if (reason === 'ITEMS_LOCKED') {
    return text.itemsLocked[itemsLockOf(stateOf(row)) ?? 'delivery'];
  }
  return text.refusals[reason];
}

function customerMessage(reason: Refusal): string {
  const refusals: Partial<Record<Refusal, string>> = checkoutMessages.orders.refusals;
  return refusals[reason] ?? checkoutMessages.orders.refusals.other;
}

/** The refusals the contract names with codes of their own; every other one is CONFLICT. */
const REFUSAL_CODES: Partial<Record<Refusal, ErrorCode>> = {
  NOT_CANCELLABLE: 'NOT_CANCELLABLE',
  NOT_AWAITING_PAYMENT: 'NOT_AWAITING_PAYMENT',
  HAS_HISTORY: 'ORDER_HAS_HISTORY',
  TOO_MANY_UNPAID: 'TOO_MANY_UNPAID',
  NOTHING_PAID: 'ORDER_NOT_PAID',
  COD_NOT_COLLECTED: 'COD_NOT_COLLECTED',
  REFUND_TOO_LARGE: 'REFUND_TOO_LARGE',
};

/** 409 with the table's reason, under the contract's own code where it names one. */
export function refusalError(
  move: MoveName,
  reason: Refusal,
  row: OrderRow,
  party: Party,
  field?: string,
): AppError {
  const code = REFUSAL_CODES[reason] ?? 'CONFLICT';
  const message = party === 'customer' ? customerMessage(reason) : staffMessage(move, reason, row);
  return new AppError(code, message, {
    extra: { reason },
    ...(field ? { fields: { [field]: message } } : {}),
  });
}

/**
 * Asks the table without moving: true when the move would be made, false when it is a repeat;
 * a refusal throws as `makeMove` would. For paths that change lines before the move itself.
 */
export function askMove(row: OrderRow, move: MoveName, context: MoveContext): boolean {
  const decision = decide(stateOf(row), move, context.party, {
    stage: context.stage,
    now: context.now ?? new Date(),
    refund: context.refund,
  });
  if (decision.kind === 'refused') {
    throw refusalError(move, decision.reason, row, context.party, context.field);
  }
  return decision.kind === 'apply';
}

/**
 * Makes one move of the lifecycle table on a locked order: refused moves throw 409 with the
 * table's reason and change nothing; a repeat changes nothing and answers false; otherwise the
 * effects run through their owners, the order takes its new state (stage times by the table's
 * one rule) and the change leaves its trace — all in the caller's transaction.
 */
export async function makeMove(
  tx: Executor,
  row: OrderRow,
  move: MoveName,
  context: MoveContext,
): Promise<boolean> {
  const now = context.now ?? new Date();
  const from = row.workflowStatus;
  const decision = decide(stateOf(row), move, context.party, {
    stage: context.stage,
    now,
    refund: context.refund,
  });
  if (decision.kind === 'noop') return false;
  if (decision.kind === 'refused') {
    throw refusalError(move, decision.reason, row, context.party, context.field);
  }
  const effected: Record<string, unknown> = {};
  let items = context.items;
  const { effects } = orderOwners();
  if (decision.effects.length > 0) {
    items ??= await lockItems(tx, row.id);
    const refunded = context.refund && {
      amountSatang: context.refund.amountSatang,
      lines: context.refundLines ?? [],
      namedItemIds: context.refundNamed ?? [],
    };
    const before = {
      ...row,
      lines: context.effectLines ?? liveLines(items),
      ...(refunded ? { refund: refunded } : {}),
    };
    for (const effect of decision.effects) {
      // The receipt is of the order as the move leaves it: it is issued below.
      if (effect === 'issueReceipt') continue;
      Object.assign(effected, await effects[effect](tx, before, now));
    }
  }
  const set = changedColumns(row, decision.to, now);
  if (move === 'reject') set.rejectionReason = context.reason ?? null;
  const nowPaid = (set.paymentStatus ?? row.paymentStatus) === 'paid';
  const issues = decision.effects.includes('issueReceipt') && row.paymentMethod !== null;
  if (issues && nowPaid && row.receiptNumber === null) {
    set.receiptNumber = await effects.issueReceipt(
      tx,
      { ...row, lines: liveLines(items ?? (await lockItems(tx, row.id))) },
      now,
    );
    effected.receiptNumber = set.receiptNumber;
  }
  const was = pickFields(row, Object.keys(set) as (keyof OrderRow)[]);
  if (Object.keys(set).length > 0) {
    await tx
      .update(orders)
      .set({ ...set, updatedAt: now })
      .where(eq(orders.id, row.id));
    Object.assign(row, set, { updatedAt: now });
  }
  await tell(tx, row, move, context);
  if (context.party === 'staff' && move !== 'editItems') {
    const details = { ...context.details, ...effected, ...context.shipment };
    // A deleted order's audit keeps what it was; its name, phone and address go with it.
    const before = move === 'delete' ? pickFields(row, DELETED_ORDER_FIELDS) : was;
    await recordOrderMove(tx, context.actor, move, row.id, { before, after: set, details });
  }
  if (context.trace !== false) {
    await leaveTrace(tx, context.actor, row.id, {
      action: ACTION_OF[move],
      details: {
        ...(move === 'setStage' ? { from, to: context.stage } : {}),
        ...(move === 'reject' ? { reason: context.reason } : {}),
        ...context.details,
        ...effected,
      },
    });
  }
  return true;
}

/**
 * The messages the table says a move sends (its `tells`), written to the outbox in the move's
 * transaction about the order as it now stands: each is one INSERT, and none for a customer who
 * has not linked LINE (or an order with no customer).
 */
async function tell(tx: Executor, row: OrderRow, move: MoveName, context: MoveContext) {
  const { tells }: MoveRule = MOVES[move];
  const orderId = row.id;
  const amountDue = amountDueSatang(row);
  switch (tells.shop) {
    case 'shop.slip_waiting':
      await enqueueNotification(tx, { to: 'shop' }, tells.shop, {
        orderId,
        firstName: row.firstName,
        amountDueSatang: amountDue,
      });
      break;
    case 'shop.order_cancelled':
      await enqueueNotification(tx, { to: 'shop' }, tells.shop, {
        orderId,
        firstName: row.firstName,
      });
      break;
    case 'shop.order_expired':
      await enqueueNotification(tx, { to: 'shop' }, tells.shop, {
        orderId,
        firstName: row.firstName,
        amountDueSatang: amountDue,
      });
      break;
    case undefined:
      break;
  }
  if (!tells.customer || row.userId === null) return;
  const customer = { to: 'customer', userId: row.userId } as const;
  const link = orderLink(orderId);
  switch (tells.customer) {
    case 'customer.payment_approved':
    case 'customer.delivered':
      await enqueueNotification(tx, customer, tells.customer, { orderId, link });
      return;
    case 'customer.slip_rejected':
      await enqueueNotification(tx, customer, tells.customer, {
        orderId,
        reason: context.reason ?? null,
        link: orderLink(orderId, row.paymentMethod),
      });
      return;
    case 'customer.shipped': {
      const carrier = context.shipment?.carrier ?? (row.carrier as Carrier | null);
      const trackingNumber = context.shipment?.trackingNumber ?? row.trackingNumber;
      if (!carrier || !trackingNumber) return;
      await enqueueNotification(tx, customer, tells.customer, {
        orderId,
        carrier,
        trackingNumber,
        link: trackingUrl(carrier, trackingNumber) ?? link,
      });
      return;
    }
    case 'customer.cancelled':
      await enqueueNotification(tx, customer, tells.customer, {
        orderId,
        by: row.cancelledBy ?? 'staff',
        reason: row.cancelledBy === 'staff' ? (context.reason ?? null) : null,
        link,
      });
      return;
    case 'customer.refunded':
      await enqueueNotification(tx, customer, tells.customer, {
        orderId,
        amountSatang: context.refund?.amountSatang ?? 0,
        link,
      });
      return;
  }
}

type OrderColumns = Partial<typeof orders.$inferInsert>;

/** The columns a new state writes: the state's own, the stage times, and the delivery time. */
function changedColumns(row: OrderRow, to: Partial<OrderState>, now: Date): OrderColumns {
  const set: OrderColumns = { ...to };
  if (to.workflowStatus) {
    Object.assign(set, stageStamps(row.workflowStatus, to.workflowStatus, row, now));
  }
  if (to.status === 'delivered') set.deliveredAt = now;
  return set;
}
