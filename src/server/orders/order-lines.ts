import { eq } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.ts';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type { ItemEditsRequest } from '../../shared/contracts/admin-orders.ts';
import { satangToBaht } from '../../shared/domain/money.ts';
import { withinOrderLimit } from '../../shared/domain/order-limits.ts';
import { type DiscountRule, priceCart } from '../../shared/domain/pricing.ts';
import { shortageError } from '../catalog/order-effects.ts';
import { returnStock, type StockLine, takeStock } from '../catalog/stock.ts';
import type { Executor } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/orders.ts';
import { AppError } from '../http/errors.ts';
import { redeemedRule } from '../promotions/code-use.ts';
import type { OrderItemRow, OrderRow } from './order.mapper.ts';

const text = adminMessages.transactions;

/**
 * One limit for every order (domain/order-limits.ts): past it an order is refused with 409
 * `CONFLICT`, reason `ORDER_TOO_LARGE`, before anything is saved; its amounts could not be stored.
 */
export function assertWithinOrderLimit(subtotalSatang: number): void {
  if (withinOrderLimit(subtotalSatang)) return;
  const message = checkoutMessages.cart.problem.ORDER_TOO_LARGE;
  throw new AppError('CONFLICT', message, { extra: { reason: 'ORDER_TOO_LARGE' } });
}

/** The ticked items must be live lines of this order. */
export function checkTicked(items: readonly OrderItemRow[], itemIds: readonly number[]) {
  const live = new Set(items.filter((item) => !item.isCancelled).map((item) => item.id));
  const fields: Record<string, string> = {};
  itemIds.forEach((itemId, index) => {
    if (!live.has(itemId)) fields[`itemIds.${index}`] = text.itemNotInOrder;
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', text.itemNotInOrder, { fields });
  }
}

/** The units a line holds from the shelf: none once cancelled. */
const heldUnits = (item: Pick<OrderItemRow, 'quantity' | 'isCancelled'>) =>
  item.isCancelled ? 0 : item.quantity;

/**
 * The discount rule an order was placed with (promotions knows it); if that promotion is gone,
 * the amount it got, as a fixed discount.
 */
async function discountRuleOf(tx: Executor, row: OrderRow): Promise<DiscountRule | null> {
  if (!row.discountCode) return null;
  return (
    (await redeemedRule(tx, row.id, row.discountCode)) ?? {
      type: 'fixed',
      valueHundredths: row.discountValueSatang,
    }
  );
}

/** Total, discount and net of an order's live lines, by the shared pricing function. */
async function priceLines(tx: Executor, row: OrderRow, items: Iterable<OrderItemRow>) {
  const live = [...items].filter((item) => !item.isCancelled);
  return priceCart(
    live.map((item) => ({
      productId: item.productId ?? 0,
      unitPriceSatang: item.pricePerUnitSatang,
      quantity: item.quantity,
      isEligibleForPromotion: item.isEligibleForPromotion,
    })),
    await discountRuleOf(tx, row),
  );
}

/** What a set of item edits did: the lines changed and the order's prices before and after. */
export interface AppliedItemEdits {
  changes: Record<string, unknown>[];
  totalAmount: [number, number];
  netAmount: [number, number];
}

/**
 * The one path by which an order's lines change (saved edits, and the lines a confirm leaves
 * unticked): line totals = quantity × unit price, stock moved by the difference through catalog
 * (409 when short), the order re-priced by the shared pricing function with its discount
 * re-capped. Runs inside the caller's transaction on locked rows; answers null when nothing changes.
 */
export async function applyItemEdits(
  tx: Executor,
  row: OrderRow,
  items: readonly OrderItemRow[],
  edits: ItemEditsRequest['items'],
): Promise<AppliedItemEdits | null> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const fields: Record<string, string> = {};
  edits.forEach((edit, index) => {
    if (!byId.has(edit.id)) fields[`items.${index}.id`] = text.itemNotInOrder;
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', text.itemNotInOrder, { fields });
  }

  const take: (StockLine & { name: string; variantLabel: string | null })[] = [];
  const give: StockLine[] = [];
  const changes: Record<string, unknown>[] = [];
  const after = new Map(items.map((item) => [item.id, item]));
  for (const edit of edits) {
    const before = byId.get(edit.id) as OrderItemRow;
    if (before.quantity === edit.quantity && before.isCancelled === edit.cancelled) continue;
    const next: OrderItemRow = {
      ...before,
      quantity: edit.quantity,
      isCancelled: edit.cancelled,
      totalPriceSatang: before.pricePerUnitSatang * edit.quantity,
    };
    after.set(edit.id, next);
    const delta = heldUnits(next) - heldUnits(before);
    if (before.productId !== null && delta > 0) {
      take.push({
        productId: before.productId,
        variantId: before.variantId,
        variantLabel: before.variantLabel,
        quantity: delta,
        name: before.productName,
      });
    }
    if (before.productId !== null && delta < 0) {
      give.push({ productId: before.productId, variantId: before.variantId, quantity: -delta });
    }
    if (before.productId === null && delta > 0) {
      throw new AppError('CONFLICT', text.productGone(before.productName));
    }
    changes.push({
      itemId: before.id,
      productName: before.productName,
      quantity: [before.quantity, next.quantity],
      cancelled: [before.isCancelled, next.isCancelled],
    });
  }
  if (changes.length === 0) return null;
  const price = await priceLines(tx, row, after.values());
  assertWithinOrderLimit(price.subtotalSatang);

  const short = await takeStock(tx, take);
  if (short.length > 0) throw shortageError(short, take);
  await returnStock(tx, give);
  for (const item of after.values()) {
    if (item === byId.get(item.id)) continue;
    await tx
      .update(orderItems)
      .set({
        quantity: item.quantity,
        isCancelled: item.isCancelled,
        totalPriceSatang: item.totalPriceSatang,
      })
      .where(eq(orderItems.id, item.id));
  }
  await tx
    .update(orders)
    .set({
      totalAmountSatang: price.subtotalSatang,
      discountValueSatang: price.discountSatang,
      netAmountSatang: price.netSatang,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, row.id));
  return {
    changes,
    totalAmount: [satangToBaht(row.totalAmountSatang), satangToBaht(price.subtotalSatang)],
    netAmount: [satangToBaht(row.netAmountSatang), satangToBaht(price.netSatang)],
  };
}
