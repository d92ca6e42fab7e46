import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../shared/contracts/admin-orders-answers.ts';
import { orderStateOf } from '../../shared/contracts/orders.ts';
import {
  awaitingPayment,
  decide,
  MOVE_NAMES,
  MOVES,
  type MoveName,
  type OrderState,
  type OrderStatus,
  type Party,
  type PaymentMethod,
  type PaymentStatus,
  REFUSALS,
  type Refusal,
  type WorkflowStage,
} from '../../shared/domain/order-lifecycle.ts';
import { answer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import {
  codeUses,
  type MoveAnswer,
  moveThroughApi,
  orderAsStaffSee,
  ordersOfCustomer,
  productStock,
  slipStatuses,
  WALK_STOCK,
  type Walker,
  walkAdmin,
  walker,
} from '../../testing/order-walk.ts';
import { slipsFolder } from '../../testing/payments.ts';

const slips = slipsFolder();
const ctx = setupTestApp({ SLIPS_DIR: slips.dir });

/**
 * The order lifecycle's table (shared/domain/order-lifecycle.ts) walked through the HTTP API:
 * every move, made by each party that may make it, from a state where the table lets it through
 * and from one where the table refuses it. What each step leaves is written out by hand below
 * from the rules (decision 0019), not computed from the table; each step also asks the table, so
 * the table, the rules and the API must agree. The database-level walk of every move from every
 * sample state is order-lifecycle.test.ts.
 */

/** Where a move leaves the order: "status paymentStatus stage", or gone (deleted). */
type Where = `${OrderStatus} ${PaymentStatus} ${WorkflowStage}` | 'gone';
interface StepOptions {
  /** The party, when not the move's first (`by[0]`). */
  by?: Party;
  stage?: WorkflowStage;
  /** How a customer's new order is paid (PromptPay unless said). */
  method?: PaymentMethod;
}
/** A move, and where it leaves the order or the table's reason to refuse it. */
type Step = readonly [MoveName, Where | Refusal, StepOptions?];

/** The codes the contract gives refusals of their own; every other refusal is 409 CONFLICT. */
const CONTRACT_CODES: Partial<Record<Refusal, string>> = {
  NOT_CANCELLABLE: 'NOT_CANCELLABLE',
  NOT_AWAITING_PAYMENT: 'NOT_AWAITING_PAYMENT',
  HAS_HISTORY: 'ORDER_HAS_HISTORY',
  TOO_MANY_UNPAID: 'TOO_MANY_UNPAID',
  NOTHING_PAID: 'ORDER_NOT_PAID',
  COD_NOT_COLLECTED: 'COD_NOT_COLLECTED',
  REFUND_TOO_LARGE: 'REFUND_TOO_LARGE',
};

/** The shop's limit of a customer's unpaid orders, by default (api-contract: maxUnpaidOrders). */
const MAX_UNPAID = 3;

/** Each walk is one customer's orders of one product, moved step by step. */
const WALKS: Record<string, readonly Step[]> = {
  'PromptPay: a slip refused, another approved, shipped and received': [
    ['place', 'pending awaiting orders'],
    ['ship', 'NOT_READY_TO_SHIP'],
    ['deliver', 'NOT_SHIPPED'],
    ['approvePayment', 'NO_SLIP_IN_REVIEW'],
    ['setStage', 'STAGE_STEP', { stage: 'payments' }],
    ['submitSlip', 'pending in_review orders'],
    ['submitSlip', 'NOT_AWAITING_PAYMENT'],
    ['cancel', 'NOT_CANCELLABLE'],
    ['editItems', 'ITEMS_LOCKED'],
    ['delete', 'HAS_HISTORY'],
    // Past its window, but a slip waits for staff: the timer leaves it.
    ['expire', 'NOT_DUE'],
    ['rejectSlip', 'pending rejected orders'],
    ['submitSlip', 'pending in_review orders'],
    ['approvePayment', 'confirmed paid payments'],
    ['rejectSlip', 'NO_SLIP_IN_REVIEW'],
    ['reject', 'ALREADY_DECIDED'],
    ['editItems', 'ITEMS_LOCKED'],
    ['setStage', 'confirmed paid delivery', { stage: 'delivery' }],
    ['ship', 'shipped paid courier'],
    ['staffCancel', 'ALREADY_DECIDED'],
    ['setStage', 'STAGE_LOCKED', { stage: 'received' }],
    ['deliver', 'delivered paid courier'],
    ['unconfirm', 'NOT_CONFIRMED'],
  ],
  'cash on delivery: edited, confirmed, set back, shipped, delivered by staff': [
    ['place', 'pending cod orders', { method: 'cod' }],
    ['refund', 'COD_NOT_COLLECTED'],
    ['submitSlip', 'NOT_AWAITING_PAYMENT'],
    ['expire', 'NOT_DUE'],
    ['editItems', 'pending cod orders'],
    ['confirm', 'confirmed cod received'],
    ['cancel', 'NOT_CANCELLABLE'],
    ['unconfirm', 'pending cod received'],
    ['confirm', 'confirmed cod received'],
    ['setStage', 'confirmed cod payments', { stage: 'payments' }],
    ['ship', 'shipped cod courier'],
    ['deliver', 'delivered paid courier', { by: 'staff' }],
  ],
  'taken by phone: the tracker records the payment and takes it back, rejected, deleted': [
    ['place', 'pending awaiting orders', { by: 'staff' }],
    ['setStage', 'pending awaiting received', { stage: 'received' }],
    ['setStage', 'pending paid payments', { stage: 'payments' }],
    ['setStage', 'pending awaiting received', { stage: 'received' }],
    ['reject', 'cancelled awaiting received'],
    ['confirm', 'REJECTED'],
    ['reopen', 'REJECTED'],
    ['delete', 'gone'],
  ],
  'PromptPay with a code: cancelled by the customer, brought back, cancelled by staff, deleted': [
    ['place', 'pending awaiting orders'],
    ['cancel', 'cancelled awaiting orders'],
    ['confirm', 'CANCELLED'],
    ['submitSlip', 'NOT_AWAITING_PAYMENT'],
    ['setStage', 'STAGE_LOCKED', { stage: 'received' }],
    ['reopen', 'pending awaiting orders'],
    ['staffCancel', 'cancelled awaiting orders'],
    ['delete', 'gone'],
  ],
  'a slip waiting when staff cancel: the slip is closed, the order keeps its history': [
    ['place', 'pending awaiting orders'],
    ['submitSlip', 'pending in_review orders'],
    ['staffCancel', 'cancelled in_review orders'],
    ['approvePayment', 'CANCELLED'],
    ['delete', 'HAS_HISTORY'],
  ],
  'paid by PromptPay, cancelled by staff, refunded once: the money goes back, the stock stays back':
    [
      ['place', 'pending awaiting orders'],
      ['refund', 'NOTHING_PAID'],
      ['submitSlip', 'pending in_review orders'],
      ['approvePayment', 'confirmed paid payments'],
      ['staffCancel', 'cancelled paid payments'],
      ['refund', 'cancelled refunded payments'],
      ['refund', 'REFUND_TOO_LARGE'],
      ['delete', 'HAS_HISTORY'],
    ],
  'a customer at the shop’s limit of unpaid orders': [
    ['place', 'pending awaiting orders'],
    ['place', 'pending awaiting orders', { method: 'bank_transfer' }],
    ['place', 'pending awaiting orders'],
    ['place', 'TOO_MANY_UNPAID', { method: 'cod' }],
  ],
  'transfer, confirmed, never paid: the timer cancels it, staff bring it back': [
    ['place', 'pending awaiting orders', { method: 'bank_transfer' }],
    ['confirm', 'confirmed awaiting received'],
    ['setStage', 'NOT_PAID', { stage: 'payments' }],
    ['expire', 'cancelled awaiting received'],
    ['reopen', 'pending awaiting received'],
  ],
};

const isRefusal = (outcome: string): outcome is Refusal =>
  (REFUSALS as readonly string[]).includes(outcome);
const partyOf = ([move, , options]: Step): Party => options?.by ?? MOVES[move].by[0];
const whereOf = (order: AdminOrderDetail | null): Where =>
  order ? `${order.status} ${order.paymentStatus} ${order.workflowStatus}` : 'gone';

/** What the API shows of a walk beside its orders: the product's stock and the code's uses. */
interface Shelf {
  stock: number;
  uses: number;
}

/** One walk under way: its orders as staff last saw them, the one being moved, the shelf. */
interface Walk {
  w: Walker;
  orders: Map<string, AdminOrderDetail | null>;
  current: AdminOrderDetail | null;
  shelf: Shelf;
}

async function shelfOf(w: Walker): Promise<Shelf> {
  const [stock, uses] = await Promise.all([productStock(w), codeUses(w)]);
  return { stock, uses };
}

/** Every order not cancelled holds its live lines' units and its code's use (the table's `holds`). */
function heldBy(orders: Iterable<AdminOrderDetail | null>): Shelf {
  const holding = [...orders].filter((order) => order !== null && order.status !== 'cancelled');
  const units = holding
    .flatMap((order) => order?.items ?? [])
    .filter((item) => !item.isCancelled)
    .reduce((sum, item) => sum + item.quantity, 0);
  return {
    stock: WALK_STOCK - units,
    uses: holding.filter((order) => order?.discountCode !== null).length,
  };
}

/** The id of the order a `place` answer made: a customer's order, or staff's transaction. */
function placedId(body: unknown): string {
  const { order, transaction } = body as { order?: { id: string }; transaction?: { id: string } };
  const id = order?.id ?? transaction?.id;
  if (!id) throw new Error('placing answered no order');
  return id;
}

const swept = (answered: MoveAnswer): answered is { sweptAt: Date } => 'sweptAt' in answered;

/** The status each move answers when it goes through. */
const SUCCESS: Partial<Record<MoveName, number>> = { place: 201, submitSlip: 201, delete: 204 };

/** The fields of a state the API shows as they are (the due time is the shop's, not the table's). */
function shownFields(to: Partial<OrderState>): Partial<OrderState> {
  const { paymentDueAt: _, ...shown } = to;
  return shown;
}

async function walkStep(walk: Walk, step: Step, label: string): Promise<void> {
  const [move, expected, options = {}] = step;
  const party = partyOf(step);
  const { w, current: before } = walk;
  const method = options.method ?? (party === 'customer' ? 'promptpay' : null);
  const answered = await moveThroughApi(w, move, {
    party,
    order: before,
    stage: options.stage,
    method: method ?? undefined,
    withCode: move === 'place' && walk.orders.size === 0 && party === 'customer',
  });
  const unpaid = [...walk.orders.values()].filter(
    (order) => order !== null && awaitingPayment(order),
  );
  const decision = decide(move === 'place' || !before ? null : orderStateOf(before), move, party, {
    stage: options.stage,
    now: swept(answered) ? answered.sweptAt : new Date(),
    paymentMethod: method,
    unpaidOrders: unpaid.length,
    maxUnpaidOrders: party === 'customer' ? MAX_UNPAID : null,
  });

  // The API first, then the table: both must say what the rules say.
  if (isRefusal(expected)) {
    if (!swept(answered)) {
      const error = await refusal(answered, 409, CONTRACT_CODES[expected] ?? 'CONFLICT');
      expect(error.reason, label).toBe(expected);
    }
    const ordersBefore = move === 'place' ? walk.orders.size : undefined;
    const after = before ? await orderAsStaffSee(w, before.id) : null;
    expect(after, `${label}: the order is as it was`).toEqual(before);
    expect(await shelfOf(w), `${label}: stock and code uses are as they were`).toEqual(walk.shelf);
    if (ordersBefore !== undefined) expect(await ordersOfCustomer(w), label).toBe(ordersBefore);
    expect(decision, `${label}: the table`).toEqual({ kind: 'refused', reason: expected });
    return;
  }

  const body = swept(answered) ? null : await answer(answered, SUCCESS[move] ?? 200);
  const id = move === 'place' ? placedId(body) : (before?.id ?? '');
  const after = await orderAsStaffSee(w, id);
  walk.orders.set(id, after);
  walk.current = after;
  expect(whereOf(after), label).toBe(expected);
  if (move === 'place') expect(await ordersOfCustomer(w), label).toBe(walk.orders.size);
  expect(decision.kind, `${label}: the table`).toBe('apply');
  if (decision.kind === 'apply' && after) {
    expect(after, `${label}: the table's "to"`).toMatchObject(shownFields(decision.to));
  }

  // The effects the API shows: stock and the code's use follow the orders that hold them ...
  walk.shelf = await shelfOf(w);
  expect(walk.shelf, `${label}: stock and code uses`).toEqual(heldBy(walk.orders.values()));
  if (!after) return;
  // ... an order paid by one of the shop's methods has its receipt, and keeps its number ...
  const paidToShop =
    after.paymentMethod !== null &&
    ['paid', 'partially_refunded', 'refunded'].includes(after.paymentStatus);
  expect(after.receiptNumber !== null, `${label}: a receipt once paid`).toBe(paidToShop);
  if (before?.receiptNumber) expect(after.receiptNumber, label).toBe(before.receiptNumber);
  // ... and a slip waits for staff only while its order is alive and in review.
  if (before?.paymentStatus === 'in_review' || after.paymentStatus === 'in_review') {
    const waiting = (await slipStatuses(w, id)).filter((status) => status === 'in_review');
    const inReview = after.status !== 'cancelled' && after.paymentStatus === 'in_review';
    expect(waiting, `${label}: the slips waiting`).toHaveLength(inReview ? 1 : 0);
  }
}

describe('the order lifecycle, walked through the API', () => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = await walkAdmin(ctx);
  });

  it('walks every move of the table, by each of its parties, and sees each refused', () => {
    const steps = Object.values(WALKS).flat();
    const missing = MOVE_NAMES.flatMap((move) => {
      const ofMove = steps.filter(([name]) => name === move);
      const gaps = MOVES[move].by
        .filter((party) => !ofMove.some((step) => !isRefusal(step[1]) && partyOf(step) === party))
        .map((party) => `${move} made by ${party}`);
      if (!ofMove.some(([, outcome]) => isRefusal(outcome))) gaps.push(`${move} refused`);
      return gaps;
    });
    expect(missing, 'moves of the table no walk makes').toEqual([]);
  });

  for (const [name, steps] of Object.entries(WALKS)) {
    it(name, async () => {
      const w = await walker(ctx, admin);
      const walk: Walk = {
        w,
        orders: new Map(),
        current: null,
        shelf: { stock: WALK_STOCK, uses: 0 },
      };
      for (const [index, step] of steps.entries()) {
        await walkStep(walk, step, `${name} · ${index + 1}. ${step[0]} → ${step[1]}`);
      }
    });
  }
});
