import type { Page } from '../../../shared/contracts/common.ts';
import type {
  Order,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '../../../shared/contracts/orders.ts';
import { api } from '../../lib/api.ts';

export const ORDERS_PAGE_SIZE = 10;
/** The contract's header (kept here as a literal: the contract module brings zod along). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh key per checkout attempt; a retried request with it can never make a second order. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function placeOrder(request: PlaceOrderRequest, idempotencyKey: string) {
  const { order } = await api.post<PlaceOrderResponse>('/orders', request, {
    [IDEMPOTENCY_HEADER]: idempotencyKey,
  });
  return order;
}

export function fetchMyOrders(page: number, signal?: AbortSignal) {
  return api.get<Page<Order>>('/orders', { page, pageSize: ORDERS_PAGE_SIZE }, signal);
}

export function fetchMyOrder(id: string, signal?: AbortSignal) {
  return api.get<Order>(`/orders/${encodeURIComponent(id)}`, undefined, signal);
}

/** The customer's own lifecycle moves: cancel while unpaid and unconfirmed, or say it arrived. */
export async function moveMyOrder(id: string, move: 'cancel' | 'delivered') {
  const { order } = await api.post<{ order: Order }>(
    `/orders/${encodeURIComponent(id)}/${move}`,
    {},
  );
  return order;
}
