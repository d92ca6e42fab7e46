import {
  awaitingPayment,
  hasHistory,
  type OrderState,
  type PaymentMethod,
  type PaymentStatus,
  placedState,
  readyToShip,
  stageIndex,
  type WorkflowStage,
} from './order-states.ts';
import type { Permission } from './roles.ts';

// The states the moves read and write live in order-states.ts; every name stays importable from
// here, where the lifecycle's users have always found it.
export * from './order-states.ts';

/**
 * The order's one lifecycle, as data (decision 0019): every state an order can be in, every move
 * between states, who may make it, what it needs and what it does. The API enforces it, the
 * back office's tracker and the customer's order page draw from it, and nothing sets an order's
 * status, payment or stage except a move from this table.
 */

/** Who makes a move: the order's own customer, staff (with the move's permission) or the shop's timer. */
export type Party = 'customer' | 'staff' | 'timer';

/** Why a move is refused; the API answers 409 with it (and the message of the asker's language). */
export const REFUSALS = [
  'WRONG_PARTY',
  'REJECTED',
  'CANCELLED',
  'ALREADY_DECIDED',
  'NOT_CANCELLABLE',
  'NOT_CANCELLED',
  'NOT_CONFIRMED',
  'NOT_AWAITING_PAYMENT',
  'NO_SLIP_IN_REVIEW',
  'NOT_READY_TO_SHIP',
  'NOT_SHIPPED',
  'NOT_DUE',
  'STAGE_LOCKED',
  'STAGE_STEP',
  'NOT_PAID',
  'ITEMS_LOCKED',
  'HAS_HISTORY',
  'TOO_MANY_UNPAID',
  'NOT_PLACED',
  'NOTHING_PAID',
  'COD_NOT_COLLECTED',
  'REFUND_TOO_LARGE',
] as const;
export type Refusal = (typeof REFUSALS)[number];

/**
 * What a move does besides setting the state, in this order, in the move's own transaction.
 * Stage times follow the stage by one rule (`stageStamps`), so they are not listed here.
 */
export type Effect =
  /** Every unit the order's live lines hold goes back on the shelf (catalog). */
  | 'returnStock'
  /** The live lines' units are taken from the shelf again; refused when short (catalog). */
  | 'takeStock'
  /** The discount code's use goes back to the promotion (promotions). */
  | 'returnCodeUse'
  /** The code's use is taken again; refused when the code can no longer be used (promotions). */
  | 'takeCodeUse'
  /**
   * Once the move leaves an order paid by one of the shop's methods (an approved slip, cash
   * handed to the courier): its receipt, with the next running number (payments). Runs after the
   * order takes its new state; an order already holding a receipt keeps it.
   */
  | 'issueReceipt'
  /** A slip still waiting for staff is closed as refused, with the cancellation's reason (payments). */
  | 'closeSlips'
  /** The member points the order spent go back to the member (points). */
  | 'returnPoints'
  /** The order's points are spent again; refused when the member no longer has them (points). */
  | 'takePoints'
  /** Delivered: the member earns the points of the order's live lines, once (points). */
  | 'earnPoints'
  /** Money given back: what the refunded lines earned is taken back ("revoked"; points). */
  | 'revokePoints'
  /** Money given back on an order with a full tax invoice: a credit note (tax documents). */
  | 'issueCreditNote';

/**
 * Who hears of a move, by the template of the message (shared/notification-messages.ts): written
 * to the outbox in the move's own transaction, sent once it is committed. The customer hears only
 * when they linked LINE.
 */
export interface Tells {
  shop?: 'shop.order_placed' | 'shop.slip_waiting' | 'shop.order_cancelled' | 'shop.order_expired';
  customer?:
    | 'customer.order_placed'
    | 'customer.payment_approved'
    | 'customer.slip_rejected'
    | 'customer.shipped'
    | 'customer.delivered'
    | 'customer.cancelled'
    | 'customer.refunded';
}

/**
 * The details a move may need: the tracker's target stage, the time; for `place`, how the new
 * order is paid and, for a customer's order, their unpaid orders and the shop's limit of them.
 */
export interface MoveArgs {
  stage?: WorkflowStage;
  now?: Date;
  paymentMethod?: PaymentMethod | null;
  unpaidOrders?: number;
  /** Null or left out: no limit (staff taking an order by phone). */
  maxUnpaidOrders?: number | null;
  /** For `refund`: the amount given back, and what may still be (paid less refunded before). */
  refund?: { amountSatang: number; refundableSatang: number };
}

export interface MoveRule {
  /**
   * True for the one move that makes the order (`place`): decided before the order exists, on
   * the state it would be placed in; asked again of an order that exists, it is a repeat.
   */
  places?: boolean;
  by: readonly Party[];
  /** The permission staff need for it (roles.ts). */
  permission?: Permission;
  /** Null when the move may be made from this state; otherwise why not. */
  refuse(state: OrderState, args: MoveArgs): Refusal | null;
  /** True when the order already stands where the move would take it: a repeat changes nothing. */
  done?(state: OrderState, args: MoveArgs): boolean;
  /** The fields the move changes. */
  to(state: OrderState, args: MoveArgs): Partial<OrderState>;
  effects: readonly Effect[];
  tells: Tells;
}

const alive = (s: OrderState) => s.status !== 'cancelled';
/** Holding stock and a code use: every order not cancelled. */
const holds = alive;
const laterStage = (a: WorkflowStage, b: WorkflowStage) => (stageIndex(a) >= stageIndex(b) ? a : b);
const prepaid = (s: OrderState) =>
  s.paymentMethod === 'promptpay' || s.paymentMethod === 'bank_transfer';
const unpaid = (s: OrderState) => s.paymentStatus === 'awaiting' || s.paymentStatus === 'rejected';
/** A customer may hold this many orders awaiting payment, and place one more below it. */
const underUnpaidLimit = (args: MoveArgs) =>
  args.maxUnpaidOrders == null || (args.unpaidOrders ?? 0) < args.maxUnpaidOrders;
const cancelledRefusal = (s: OrderState): Refusal => (s.orderRejected ? 'REJECTED' : 'CANCELLED');
/** The shop holds the customer's money: paid, and not all of it given back yet. */
const MONEY_RECEIVED: readonly PaymentStatus[] = ['paid', 'partially_refunded'];

/**
 * Why money may not be given back now: nothing was received (cash on delivery not collected yet,
 * or unpaid), all of it went back already, or the amount is more than what may still go back.
 * Asked without an amount (a screen asking whether to offer the form), only the money counts.
 */
function refundRefusal(s: OrderState, { refund }: MoveArgs): Refusal | null {
  if (s.paymentStatus === 'cod') return 'COD_NOT_COLLECTED';
  if (s.paymentStatus === 'refunded') return 'REFUND_TOO_LARGE';
  if (!MONEY_RECEIVED.includes(s.paymentStatus)) return 'NOTHING_PAID';
  if (refund && refund.amountSatang > refund.refundableSatang) return 'REFUND_TOO_LARGE';
  return null;
}

/** A slip waits for staff's decision on an order still alive. */
const slipInReview = (s: OrderState): Refusal | null =>
  !alive(s) ? cancelledRefusal(s) : s.paymentStatus === 'in_review' ? null : 'NO_SLIP_IN_REVIEW';

/** The last stage at which the items of an order may still change: the goods are still here. */
export const LAST_ITEM_EDIT_STAGE: WorkflowStage = 'payments';

/**
 * Why the items of an order may no longer change (`editItems`' ITEMS_LOCKED), or null while they
 * may: the screens and the refusal name this reason, not a guess.
 */
export type ItemsLock = 'cancelled' | 'delivery' | 'slipInReview' | 'paid';
export function itemsLockOf(s: OrderState): ItemsLock | null {
  if (!alive(s)) return 'cancelled';
  if (s.status !== 'pending' && s.status !== 'confirmed') return 'delivery';
  if (stageIndex(s.workflowStatus) > stageIndex(LAST_ITEM_EDIT_STAGE)) return 'delivery';
  if (s.paymentStatus === 'in_review') return 'slipInReview';
  if (prepaid(s) && s.paymentStatus === 'paid') return 'paid';
  return null;
}

export const MOVES = {
  /**
   * The customer places an order at checkout, or staff take one by phone: it starts in the
   * placed state, takes its stock and its code's use, and the shop (and the customer, on LINE)
   * hear of it. A customer with the shop's limit of orders awaiting payment pays one first.
   */
  place: {
    places: true,
    by: ['customer', 'staff'],
    permission: 'transactions:manage',
    refuse: (_, args) => (underUnpaidLimit(args) ? null : 'TOO_MANY_UNPAID'),
    to: (s) => placedState(s.paymentMethod),
    effects: ['takeStock', 'takeCodeUse', 'takePoints'],
    tells: { shop: 'shop.order_placed', customer: 'customer.order_placed' },
  },
  /** The shop takes the order (the lines staff did not tick are cancelled first). */
  confirm: {
    by: ['staff'],
    permission: 'transactions:manage',
    refuse: (s) => (alive(s) ? null : cancelledRefusal(s)),
    done: (s) => s.status === 'confirmed' || s.status === 'shipped' || s.status === 'delivered',
    to: (s) => ({ status: 'confirmed', workflowStatus: laterStage(s.workflowStatus, 'received') }),
    effects: [],
    tells: {},
  },
  /** The shop refuses the order, with a reason the customer reads. */
  reject: {
    by: ['staff'],
    permission: 'transactions:manage',
    refuse: (s) => (s.status === 'pending' ? null : 'ALREADY_DECIDED'),
    done: (s) => s.orderRejected,
    to: () => ({ status: 'cancelled', orderRejected: true, cancelledBy: 'staff' }),
    effects: ['returnStock', 'returnCodeUse', 'returnPoints', 'closeSlips'],
    tells: { customer: 'customer.cancelled' },
  },
  /** The customer changes their mind: only before paying and before the shop confirmed. */
  cancel: {
    by: ['customer'],
    refuse: (s) =>
      s.status === 'pending' && (unpaid(s) || s.paymentStatus === 'cod') ? null : 'NOT_CANCELLABLE',
    done: (s) => s.status === 'cancelled' && s.cancelledBy === 'customer',
    to: () => ({ status: 'cancelled', cancelledBy: 'customer' }),
    effects: ['returnStock', 'returnCodeUse', 'returnPoints'],
    tells: { shop: 'shop.order_cancelled', customer: 'customer.cancelled' },
  },
  /** Staff cancel an order from the edit form, before it leaves the shop. */
  staffCancel: {
    by: ['staff'],
    permission: 'transactions:manage',
    refuse: (s) => (s.status === 'pending' || s.status === 'confirmed' ? null : 'ALREADY_DECIDED'),
    done: (s) => s.status === 'cancelled',
    to: () => ({ status: 'cancelled', cancelledBy: 'staff' }),
    effects: ['returnStock', 'returnCodeUse', 'returnPoints', 'closeSlips'],
    tells: { customer: 'customer.cancelled' },
  },
  /** The payment window of an unpaid PromptPay or transfer order has ended. */
  expire: {
    by: ['timer'],
    refuse: (s, { now = new Date() }) =>
      awaitingPayment(s) && s.paymentDueAt !== null && s.paymentDueAt <= now ? null : 'NOT_DUE',
    done: (s) => s.status === 'cancelled' && s.cancelledBy === 'timeout',
    to: () => ({ status: 'cancelled', cancelledBy: 'timeout' }),
    effects: ['returnStock', 'returnCodeUse', 'returnPoints'],
    tells: { shop: 'shop.order_expired', customer: 'customer.cancelled' },
  },
  /** Staff bring back an order cancelled by mistake; a rejected order stays cancelled. */
  reopen: {
    by: ['staff'],
    permission: 'transactions:manage',
    refuse: (s) =>
      s.status !== 'cancelled' ? 'NOT_CANCELLED' : s.orderRejected ? 'REJECTED' : null,
    to: () => ({ status: 'pending', cancelledBy: null }),
    effects: ['takeStock', 'takeCodeUse', 'takePoints'],
    tells: {},
  },
  /** Staff set a confirmed order back to pending (the edit form). */
  unconfirm: {
    by: ['staff'],
    permission: 'transactions:manage',
    refuse: (s) => (s.status === 'confirmed' ? null : 'NOT_CONFIRMED'),
    done: (s) => s.status === 'pending',
    to: () => ({ status: 'pending' }),
    effects: [],
    tells: {},
  },
  /** The customer sends a slip for an unpaid PromptPay or transfer order. */
  submitSlip: {
    by: ['customer'],
    refuse: (s) => (awaitingPayment(s) ? null : 'NOT_AWAITING_PAYMENT'),
    to: () => ({ paymentStatus: 'in_review' }),
    effects: [],
    tells: { shop: 'shop.slip_waiting' },
  },
  /** Staff accept the slip: paid, and an order paid for is an order the shop has taken. */
  approvePayment: {
    by: ['staff'],
    permission: 'transactions:manage',
    refuse: slipInReview,
    done: (s) => s.paymentStatus === 'paid',
    to: (s) => ({
      paymentStatus: 'paid',
      status: s.status === 'pending' ? 'confirmed' : s.status,
      workflowStatus: laterStage(s.workflowStatus, 'payments'),
    }),
    effects: ['issueReceipt'],
    tells: { customer: 'customer.payment_approved' },
  },
  /** Staff refuse the slip (the customer reads why and may send another). */
  rejectSlip: {
    by: ['staff'],
    permission: 'transactions:manage',
    refuse: slipInReview,
    to: () => ({ paymentStatus: 'rejected' }),
    effects: [],
    tells: { customer: 'customer.slip_rejected' },
  },
  /** Handed to a carrier: the shop confirmed it and it is paid or paid on delivery. */
  ship: {
    by: ['staff'],
    permission: 'transactions:manage',
    refuse: (s) => (readyToShip(s) ? null : 'NOT_READY_TO_SHIP'),
    done: (s) => s.status === 'shipped' || s.status === 'delivered',
    to: () => ({ status: 'shipped', workflowStatus: 'courier' }),
    effects: [],
    tells: { customer: 'customer.shipped' },
  },
  /** The parcel arrived (the customer says so, or staff); cash on delivery is then paid. */
  deliver: {
    by: ['customer', 'staff'],
    permission: 'transactions:manage',
    refuse: (s) => (s.status === 'shipped' ? null : 'NOT_SHIPPED'),
    done: (s) => s.status === 'delivered',
    to: (s) => ({
      status: 'delivered',
      paymentStatus: s.paymentStatus === 'cod' ? 'paid' : s.paymentStatus,
    }),
    effects: ['issueReceipt', 'earnPoints'],
    tells: { customer: 'customer.delivered' },
  },
  /**
   * The tracker: staff set the stage to any earlier one or the current one, or forward one
   * stage at a time. A cancelled order does not move; a parcel with the carrier stays there.
   */
  setStage: {
    by: ['staff'],
    permission: 'transactions:manage',
    refuse: (s, { stage = s.workflowStatus }) => {
      if (!alive(s)) return 'STAGE_LOCKED';
      if (s.status === 'shipped' || s.status === 'delivered') return 'STAGE_LOCKED';
      if (stageIndex(stage) > stageIndex(s.workflowStatus) + 1) return 'STAGE_STEP';
      // A PromptPay or transfer order passes the payments stage by its approved slip only.
      const pastPayment = stageIndex(stage) >= stageIndex('payments');
      return pastPayment && prepaid(s) && s.paymentStatus !== 'paid' ? 'NOT_PAID' : null;
    },
    done: (s, { stage }) => alive(s) && stage === s.workflowStatus,
    to: (s, { stage = s.workflowStatus }) => ({
      workflowStatus: stage,
      // Payment arranged with the shop (no method chosen) is recorded by this click.
      ...(s.paymentMethod === null
        ? { paymentStatus: stageIndex(stage) >= stageIndex('payments') ? 'paid' : 'awaiting' }
        : {}),
    }),
    // A click can be taken back, a receipt cannot: orders arranged with the shop get none here.
    effects: [],
    tells: {},
  },
  /** Staff change quantities or cancel lines while the goods are still in the shop (and no slip was sent). */
  editItems: {
    by: ['staff'],
    permission: 'transactions:manage',
    refuse: (s) => (itemsLockOf(s) === null ? null : 'ITEMS_LOCKED'),
    to: () => ({}),
    effects: [],
    tells: {},
  },
  /**
   * Admin and root give back money received on an order cancelled in whole or in part (the
   * lines named, if any, are cut by it while the goods are still in the shop): never more than
   * was paid less what went back before. The money is `refunded` once all of it went back.
   * Stock comes back only for lines the order still held (a cancelled order gave its stock and
   * its code's use back when it was cancelled, so `decide` runs no return for it). The points
   * the refunded lines earned are taken back, and an order with a full tax invoice gets a credit
   * note for the money.
   */
  refund: {
    by: ['staff'],
    permission: 'transactions:refund',
    refuse: refundRefusal,
    to: (_, { refund }) => ({
      paymentStatus:
        !refund || refund.amountSatang >= refund.refundableSatang
          ? 'refunded'
          : 'partially_refunded',
    }),
    effects: ['returnStock', 'revokePoints', 'issueCreditNote'],
    tells: { customer: 'customer.refunded' },
  },
  /**
   * Admin and root delete an order that never had money, a slip or a parcel; what it still holds
   * goes back first. Any other order is cancelled instead.
   */
  delete: {
    by: ['staff'],
    permission: 'transactions:delete',
    refuse: (s) => (hasHistory(s) ? 'HAS_HISTORY' : null),
    to: () => ({}),
    effects: ['returnStock', 'returnCodeUse', 'returnPoints'],
    tells: {},
  },
} as const satisfies Record<string, MoveRule>;

export type MoveName = keyof typeof MOVES;
export const MOVE_NAMES = Object.keys(MOVES) as MoveName[];

/** What asking for a move comes to: make it, nothing to do (a repeat), or refused with a reason. */
export type Decision =
  | { kind: 'apply'; to: Partial<OrderState>; effects: readonly Effect[] }
  | { kind: 'noop' }
  | { kind: 'refused'; reason: Refusal };

/**
 * The one decision every order path asks for; `state` null is an order not placed yet, which
 * only `place` makes. Effects that give back what the order holds run only when it holds
 * something (a cancelled order holds nothing).
 */
export function decide(
  state: OrderState | null,
  move: MoveName,
  party: Party,
  args: MoveArgs = {},
): Decision {
  const rule: MoveRule = MOVES[move];
  if (!rule.by.includes(party)) return { kind: 'refused', reason: 'WRONG_PARTY' };
  if (rule.places && state !== null) return { kind: 'noop' };
  if (state === null) {
    if (!rule.places) return { kind: 'refused', reason: 'NOT_PLACED' };
    state = placedState(args.paymentMethod ?? null);
  }
  if (rule.done?.(state, args)) return { kind: 'noop' };
  const reason = rule.refuse(state, args);
  if (reason) return { kind: 'refused', reason };
  const effects = rule.effects.filter(
    (effect) =>
      (effect !== 'returnStock' && effect !== 'returnCodeUse' && effect !== 'returnPoints') ||
      holds(state),
  );
  return { kind: 'apply', to: rule.to(state, args), effects };
}

/** Whether a party may make a move now: what the screens ask before offering a button. */
export function canMove(
  state: OrderState | null,
  move: MoveName,
  party: Party,
  args: MoveArgs = {},
): boolean {
  return decide(state, move, party, args).kind === 'apply';
}
