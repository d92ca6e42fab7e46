import { createHash } from 'node:crypto';
import type { PlaceOrderInput } from './orders.service.ts';

/**
 * What makes two order requests the same request: the lines (in any order), the code as the
 * server reads it and the address. Kept with the idempotency key; the same key with another hash
 * is IDEMPOTENCY_MISMATCH, never the first order.
 */
export function requestHash(
  input: Pick<
    PlaceOrderInput,
    'items' | 'discountCode' | 'shippingAddress' | 'paymentMethod' | 'saveAddress' | 'pointsToUse'
  >,
): string {
  // A line's size is part of it when said; a line without one hashes as it always did.
  const lines = input.items
    .map((item) =>
      item.variantId === undefined
        ? [item.productId, item.quantity]
        : [item.productId, item.quantity, item.variantId],
    )
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0));
  const code = input.discountCode?.trim().toUpperCase() || null;
  // A method said is part of the request; a request without one hashes as it always did.
  const method = input.paymentMethod ? [input.paymentMethod] : [];
  // So is keeping the address in the book (the address itself, text or structured, always is).
  const save = input.saveAddress ? ['save'] : [];
  // And the points to spend, when some are asked for.
  const points = input.pointsToUse ? [{ points: input.pointsToUse }] : [];
  const canonical = JSON.stringify([
    lines,
    code,
    input.shippingAddress ?? null,
    ...method,
    ...save,
    ...points,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
