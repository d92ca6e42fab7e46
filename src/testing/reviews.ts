import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { orders } from '../server/db/schema/index.ts';
import { placedOrder } from './admin-orders.ts';
import { TEST_ORIGIN, type TestClient, type TestContext } from './api-client.ts';
import type { UserOverrides } from './factories/accounts.ts';
import type { ProductOverrides } from './factories/catalog.ts';

/** A customer's order of a fresh product, delivered (as the tracker's last move leaves it). */
export async function deliveredOrder(
  ctx: TestContext,
  product: ProductOverrides = {},
  customer: UserOverrides = {},
) {
  const placed = await placedOrder(
    ctx,
    [{ product: { stockCount: 50, ...product }, quantity: 1 }],
    {
      customer,
    },
  );
  await ctx.handle.db
    .update(orders)
    .set({ status: 'delivered' })
    .where(eq(orders.id, placed.order.id));
  const first = placed.products[0];
  if (!first) throw new Error('no product');
  return { ...placed, product: first };
}

/** A review sent as a multipart form, as the order page sends one with a photo. */
export function reviewForm(
  client: TestClient,
  productId: number,
  fields: Record<string, string>,
  photo?: { bytes: Uint8Array; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) {
    form.append(
      'photo',
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' }),
      'p.jpg',
    );
  }
  return client.fetch(`${TEST_ORIGIN}/api/products/${productId}/reviews`, {
    method: 'POST',
    body: form,
  });
}

/** A field photo from a phone: a JPEG of the given size. */
export const fieldPhoto = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 150, b: 70 } } })
    .jpeg()
    .toBuffer();
