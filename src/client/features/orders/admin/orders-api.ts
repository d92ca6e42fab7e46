import {
  ADMIN_TRANSACTIONS_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderDetail,
  type DecisionRequest,
  type ItemEditsRequest,
  type ManualOrderRequest,
  type OrderUpdateRequest,
  type ShipmentRequest,
} from '../../../../shared/contracts/admin-orders.ts';
import type { RefundRequest } from '../../../../shared/contracts/refunds.ts';
import { bahtToSatang } from '../../../../shared/domain/money.ts';
import type {
  OrderStatus,
  PaymentStatus,
  WorkflowStage,
} from '../../../../shared/domain/order-lifecycle.ts';
import { call, client } from '../../../lib/api.ts';
import { type OrderInSatang, orderInSatang } from '../order-money.ts';

/** An order of the back office's list, every amount in satang. */
export type ListedOrder = OrderInSatang<AdminOrder>;
/** An order with its history, every amount in satang. */
export type OrderDetail = OrderInSatang<AdminOrderDetail>;

const orders = client.admin.transactions;
const one = orders[':id'];
const param = (id: string) => ({ id: encodeURIComponent(id) });
/** An order's detail in satang: its totals and lines, and the money given back and still to give. */
const detailInSatang = (order: AdminOrderDetail): OrderDetail => ({
  ...orderInSatang(order),
  refundable: bahtToSatang(order.refundable),
  refunds: order.refunds.map((refund) => ({ ...refund, amount: bahtToSatang(refund.amount) })),
});
/** Every write answers the order as it now stands. */
const saved = async (answer: Promise<{ transaction: AdminOrderDetail }>) =>
  detailInSatang((await answer).transaction);

/** The list's filters as the page's address holds them (empty: no filter). */
export interface OrderListFilters {
  q: string;
  status?: OrderStatus;
  payment?: PaymentStatus;
  from?: string;
  to?: string;
  toShip?: boolean;
}

const filterQuery = ({ toShip, ...filters }: OrderListFilters) => ({
  ...filters,
  toShip: toShip ? ('1' as const) : undefined,
});

export async function fetchOrders(
  { page, ...filters }: OrderListFilters & { page: number },
  signal?: AbortSignal,
) {
  const { q, ...rest } = filterQuery(filters);
  const query = { q, page, ...rest };
  const answer = await call(
    orders.$get(
      { query: { ...query, pageSize: ADMIN_TRANSACTIONS_PAGE_SIZE } },
      { init: { signal } },
    ),
  );
  return { ...answer, items: answer.items.map(orderInSatang) };
}

export async function fetchOrder(id: string, signal?: AbortSignal) {
  return detailInSatang(await call(one.$get({ param: param(id) }, { init: { signal } })));
}

export function moveWorkflow(id: string, stage: WorkflowStage) {
  return saved(call(one.workflow.$post({ param: param(id), json: { stage } })));
}

export function decide(id: string, decision: 'confirm' | 'reject', body: DecisionRequest) {
  return saved(
    decision === 'confirm'
      ? call(one.confirm.$post({ param: param(id), json: body }))
      : call(one.reject.$post({ param: param(id), json: { ...body, reason: body.reason ?? '' } })),
  );
}

export function saveItems(id: string, body: ItemEditsRequest) {
  return saved(call(one.items.$patch({ param: param(id), json: body })));
}

export function createOrder(body: ManualOrderRequest) {
  return saved(call(orders.$post({ json: body })));
}

export function updateOrder(id: string, body: OrderUpdateRequest) {
  return saved(call(one.$put({ param: param(id), json: body })));
}

export async function deleteOrder(id: string) {
  await call(one.$delete({ param: param(id) }));
}

/** Hands the order to a carrier, or corrects the carrier and number of a shipped order. */
export function shipOrder(id: string, body: ShipmentRequest) {
  return saved(call(one.shipment.$post({ param: param(id), json: body })));
}

/** Admin and root record money given back (`POST …/refund`, amount in baht). */
export function refundOrder(id: string, body: RefundRequest) {
  return saved(call(one.refund.$post({ param: param(id), json: body })));
}

/** Staff say the parcel arrived. */
export function markDelivered(id: string) {
  return saved(call(one.delivered.$post({ param: param(id) })));
}

/** The printable A6 label and packing list of one order. */
export function packingSlipUrl(id: string): string {
  return `/api${one['packing-slip'].$path({ param: param(id) })}`;
}

/** One printable document with a label per order (up to 50). */
export function packingSlipsUrl(ids: readonly string[]): string {
  return `/api${orders['packing-slips'].$path({ query: { ids: ids.join(',') } })}`;
}

/** The orders the list's filters match, as a CSV download. */
export function exportCsvUrl(filters: OrderListFilters): string {
  return `/api${orders['export.csv'].$path({ query: filterQuery(filters) })}`;
}
