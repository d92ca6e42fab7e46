import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

/** Places an order through the API as the customer `request` is signed in as; answers its id. */
export async function placeOrder(
  request: APIRequestContext,
  items: { productId: number; quantity: number }[],
): Promise<string> {
  const res = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { items },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { id: string } }).order.id;
}
