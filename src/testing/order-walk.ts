import { eq } from 'drizzle-orm';
import type { ClientResponse } from 'hono/client';
import { promotions } from '../server/db/schema/index.ts';
import { expireDueOrders } from '../server/orders/payment-expiry.ts';
import {
  type AdminOrderDetail,
  adminOrderDetailSchema,
} from '../shared/contracts/admin-orders-answers.ts';
import { productSchema } from '../shared/contracts/catalog.ts';
import { IDEMPOTENCY_HEADER } from '../shared/contracts/orders.ts';
import { orderPageSchema } from '../shared/contracts/orders-answers.ts';
import { paymentInfoSchema } from '../shared/contracts/payments-answers.ts';
import type {
  MoveName,
  OrderStatus,
  Party,
  PaymentMethod,
  WorkflowStage,
} from '../shared/domain/order-lifecycle.ts';
import { staffClient } from './admin-orders.ts';
import { expectAnswer, type TestClient, type TestContext } from './api-client.ts';
import { type SignedInCustomer, signedInCustomer } from './customers.ts';
import { createProduct } from './factories/catalog.ts';
import { createPromotion } from './factories/promotions.ts';
import { decidePayment, sendSlip } from './payments.ts';
import { freshTransferRef, slipPicture } from './slip-pictures.ts';

/**
 * Every move of the order lifecycle (shared/domain/order-lifecycle.ts) made the way its party
 * makes it: the customer through the storefront's routes, staff through the back office's, the
 * shop's timer through the payment expiry sweep. For the walk of the lifecycle through the API
 * (orders/order-lifecycle-http.test.ts).
 */

/** Units of the walk's product on each order. */
export const WALK_QUANTITY = 2;
/** The walk's product's stock before its first order. */
export const WALK_STOCK = 50;

/** What one walk uses: an admin (who may also delete), one customer, one product, one code. */
export interface Walker {
  ctx: TestContext;
  admin: TestClient;
  customer: SignedInCustomer;
  productId: number;
  code: string;
}

/** A new customer, product and code for one walk, with the shop's admin. */
export async function walker(ctx: TestContext, admin: TestClient): Promise<Walker> {
  const [customer, product, promotion] = await Promise.all([
    signedInCustomer(ctx),
    createProduct(ctx.handle.db, { stockCount: WALK_STOCK, price: 100 }),
    createPromotion(ctx.handle.db),
  ]);
  return { ctx, admin, customer, productId: product.id, code: promotion.discountCode };
}

/** The shop's admin, who makes staff's moves (deleting included). */
export async function walkAdmin(ctx: TestContext): Promise<TestClient> {
  return (await staffClient(ctx, 'admin')).client;
}

/** One move to make: by whom, on which order (as staff saw it just before), with what. */
export interface MoveRequest {
  party: Party;
  /** The order the move is made on; for `place`, the walk's latest order (or none yet). */
  order: AdminOrderDetail | null;
  /** The tracker's target stage (setStage). */
  stage?: WorkflowStage;
  /** How a placed order is paid (place by the customer). */
  method?: PaymentMethod;
  /** Placing: with the walk's discount code. */
  withCode?: boolean;
}

/** What the API answered; the timer's move answers no request, only when it swept. */
export type MoveAnswer = ClientResponse<unknown> | { sweptAt: Date };

let keys = 0;
const idempotencyKey = () => ({
  headers: { [IDEMPOTENCY_HEADER]: `lifecycle-walk-${++keys}-${Date.now()}` },
});

function orderOf(request: MoveRequest): AdminOrderDetail {
  if (!request.order) throw new Error('this move needs an order');
  return request.order;
}

const param = (request: MoveRequest) => ({ param: { id: orderOf(request).id } });
const liveItemIds = (order: AdminOrderDetail) =>
  order.items.filter((item) => !item.isCancelled).map((item) => item.id);

/** The back office's edit form, saved with a new status and everything else as it was. */
function saveForm(w: Walker, request: MoveRequest, status: OrderStatus) {
  const order = orderOf(request);
  const json = {
    username: order.username,
    totalAmount: order.totalAmount,
    shippingAddress: order.address,
    status,
  };
  return w.admin.api.admin.transactions[':id'].$put({ ...param(request), json });
}

/**
 * The timer comes when the order's payment window has just closed (a second after its due time),
 * or now for an order with none: the controlled clock of the expiry sweep.
 */
async function sweep(w: Walker, request: MoveRequest): Promise<MoveAnswer> {
  const due = orderOf(request).paymentDueAt;
  const sweptAt = due ? new Date(Date.parse(due) + 1000) : new Date();
  await expireDueOrders(w.ctx.handle.db, sweptAt);
  return { sweptAt };
}

/** How each move is asked of the API; a move added to the table fails `tsc` here until it is. */
const CALLS: Record<MoveName, (w: Walker, request: MoveRequest) => Promise<MoveAnswer>> = {
  place: async (w, request) => {
    const items = [{ productId: w.productId, quantity: WALK_QUANTITY }];
    if (request.party === 'staff') {
      // Taken by phone for the member whose number staff type.
      const json = { username: w.customer.user.phone, items, shippingAddress: 'บ้านเลขที่ 9 นา' };
      return w.admin.api.admin.transactions.$post({ json });
    }
    const json = {
      items,
      paymentMethod: request.method ?? 'promptpay',
      ...(request.withCode ? { discountCode: w.code } : {}),
    };
    return w.customer.client.api.orders.$post({ json }, idempotencyKey());
  },
  confirm: async (w, request) =>
    w.admin.api.admin.transactions[':id'].confirm.$post({
      ...param(request),
      json: { itemIds: liveItemIds(orderOf(request)) },
    }),
  reject: async (w, request) =>
    w.admin.api.admin.transactions[':id'].reject.$post({
      ...param(request),
      json: { itemIds: liveItemIds(orderOf(request)), reason: 'สินค้าหมดชั่วคราว' },
    }),
  cancel: async (w, request) => w.customer.client.api.orders[':id'].cancel.$post(param(request)),
  staffCancel: async (w, request) => saveForm(w, request, 'cancelled'),
  expire: sweep,
  // The form sets a cancelled order back to pending by `reopen`, any other by `unconfirm`.
  reopen: async (w, request) => saveForm(w, request, 'pending'),
  unconfirm: async (w, request) => saveForm(w, request, 'pending'),
  submitSlip: async (w, request) =>
    sendSlip(
      w.customer.client,
      orderOf(request).id,
      await slipPicture({ transRef: freshTransferRef(), width: 360, height: 640, qrSide: 160 }),
    ),
  approvePayment: async (w, request) =>
    decidePayment(w.admin, orderOf(request).id, { decision: 'approve' }),
  rejectSlip: async (w, request) =>
    decidePayment(w.admin, orderOf(request).id, { decision: 'reject', reason: 'ยอดเงินไม่ตรง' }),
  ship: async (w, request) =>
    w.admin.api.admin.transactions[':id'].shipment.$post({
      ...param(request),
      json: { carrier: 'other', trackingNumber: `WALK-${orderOf(request).id}` },
    }),
  deliver: async (w, request) =>
    request.party === 'customer'
      ? w.customer.client.api.orders[':id'].delivered.$post(param(request))
      : w.admin.api.admin.transactions[':id'].delivered.$post(param(request)),
  setStage: async (w, request) =>
    w.admin.api.admin.transactions[':id'].workflow.$post({
      ...param(request),
      json: { stage: request.stage ?? orderOf(request).workflowStatus },
    }),
  // One unit fewer on the first live line.
  editItems: async (w, request) => {
    const [line] = orderOf(request).items.filter((item) => !item.isCancelled);
    if (!line) throw new Error('no live line to edit');
    const items = [{ id: line.id, quantity: line.quantity - 1, cancelled: false }];
    return w.admin.api.admin.transactions[':id'].items.$patch({
      ...param(request),
      json: { items },
    });
  },
  delete: async (w, request) => w.admin.api.admin.transactions[':id'].$delete(param(request)),
  // All that may still go back (at least a satang, so a refusal is the table's, not the form's).
  refund: async (w, request) =>
    w.admin.api.admin.transactions[':id'].refund.$post({
      ...param(request),
      json: {
        amount: Math.max(1, orderOf(request).refundable),
        method: 'promptpay',
        reference: `WALK-REFUND-${orderOf(request).id}`,
      },
    }),
};

/** Makes one move of the lifecycle through the API, as its party would. */
export function moveThroughApi(
  w: Walker,
  move: MoveName,
  request: MoveRequest,
): Promise<MoveAnswer> {
  return CALLS[move](w, request);
}

/** The order as staff see it, or null once it is gone. */
export async function orderAsStaffSee(w: Walker, id: string): Promise<AdminOrderDetail | null> {
  const res = await w.admin.api.admin.transactions[':id'].$get({ param: { id } });
  if (res.status === 404) return null;
  return expectAnswer(adminOrderDetailSchema, res);
}

/** The walk's product's stock, as its page shows it. */
export async function productStock(w: Walker): Promise<number> {
  const res = w.customer.client.api.products[':id'].$get({ param: { id: String(w.productId) } });
  return (await expectAnswer(productSchema, res)).stockCount;
}

/** How many orders the customer sees in their list. */
export async function ordersOfCustomer(w: Walker): Promise<number> {
  const res = w.customer.client.api.orders.$get({ query: {} });
  return (await expectAnswer(orderPageSchema, res)).total;
}

/** The statuses of the order's slips, as its customer sees them on the payment page. */
export async function slipStatuses(w: Walker, id: string): Promise<string[]> {
  const res = w.customer.client.api.orders[':id'].payment.$get({ param: { id } });
  return (await expectAnswer(paymentInfoSchema, res)).slips.map((slip) => slip.status);
}

/** How many uses the walk's discount code has had (the admin list pages them; read here). */
export async function codeUses(w: Walker): Promise<number> {
  const [row] = await w.ctx.handle.db
    .select({ uses: promotions.currentUses })
    .from(promotions)
    .where(eq(promotions.discountCode, w.code));
  return row?.uses ?? -1;
}
