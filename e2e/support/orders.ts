import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { PaymentMethod } from '../../src/shared/domain/order-lifecycle.ts';

/**
 * Places an order through the API as the customer `request` is signed in as; answers its id.
 * Cash on delivery unless said: the tracker may then pass the payments stage without a slip.
 */
export async function placeOrder(
  request: APIRequestContext,
  items: { productId: number; variantId?: number; quantity: number }[],
  paymentMethod: PaymentMethod = 'cod',
): Promise<string> {
  const res = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { items, paymentMethod },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { id: string } }).order.id;
}

/** Staff take a cash-on-delivery order through confirmation, the carrier and delivery. */
export async function deliverByStaff(staff: APIRequestContext, orderId: string): Promise<void> {
  const detail = await (await staff.get(`/api/admin/transactions/${orderId}`)).json();
  const itemIds = (detail.items as { id: number }[]).map((item) => item.id);
  for (const [path, data] of [
    ['confirm', { itemIds }],
    ['shipment', { carrier: 'thailandpost', trackingNumber: 'EF582568151TH' }],
    ['delivered', {}],
  ] as const) {
    const res = await staff.post(`/api/admin/transactions/${orderId}/${path}`, { data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  }
}
