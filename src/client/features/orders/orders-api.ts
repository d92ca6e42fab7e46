import type { Order, PlaceOrderRequest } from '../../../shared/contracts/orders.ts';
import { call, client } from '../../lib/api.ts';
import { type OrderInSatang, orderInSatang } from './order-money.ts';

export const ORDERS_PAGE_SIZE = 10;
/** The contract's header (kept here as a literal: the contract module brings zod along). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The customer's order as the screens hold it: every amount in satang. */
export type CustomerOrder = OrderInSatang<Order>;

/** A fresh key per checkout attempt; a retried request with it can never make a second order. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function placeOrder(request: PlaceOrderRequest, idempotencyKey: string) {
  const { order, warning } = await call(
    client.orders.$post({ json: request }, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  );
  // The warning: the address's sub-district and postcode are not a pair the shop's list knows.
  return { order: orderInSatang(order), warning: warning ?? null };
}

export async function fetchMyOrders(page: number, signal?: AbortSignal) {
  const answer = await call(
    client.orders.$get({ query: { page, pageSize: ORDERS_PAGE_SIZE } }, { init: { signal } }),
  );
  return { ...answer, items: answer.items.map(orderInSatang) };
}

/** One of the customer's orders; the id comes from the address bar, so it is sent encoded. */
export async function fetchMyOrder(id: string, signal?: AbortSignal) {
  const param = { id: encodeURIComponent(id) };
  return orderInSatang(await call(client.orders[':id'].$get({ param }, { init: { signal } })));
}

/** The customer's own lifecycle moves: cancel while unpaid and unconfirmed, or say it arrived. */
export async function moveMyOrder(id: string, move: 'cancel' | 'delivered') {
  const param = { id: encodeURIComponent(id) };
  const { order } = await call(client.orders[':id'][move].$post({ param }));
  return orderInSatang(order);
}
