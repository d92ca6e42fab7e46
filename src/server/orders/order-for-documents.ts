import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type { PaymentStatus } from '../../shared/domain/order-states.ts';
import { nameWithSize } from '../../shared/domain/pack-sizes.ts';
import type { Executor } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { liveLines, lockItems, lockOrder } from './order-store.ts';

/** What a tax document needs of an order (app.ts hands it to tax-documents, decision 0037). */
export interface OrderForDocuments {
  id: string;
  paymentStatus: PaymentStatus;
  customerName: string;
  address: string;
  discountSatang: number;
  /** What member points paid of the net (0 when none). */
  pointsDiscountSatang: number;
  shippingFeeSatang: number;
  lines: {
    itemId: number;
    productId: number | null;
    name: string;
    quantity: number;
    unitSatang: number;
    totalSatang: number;
    discounted: boolean;
  }[];
}

/**
 * An order locked until the transaction ends, with the lines it still sells; with `ownerId`, only
 * that customer's order (anyone else's is "not found", not "forbidden").
 */
export async function lockOrderForDocuments(
  tx: Executor,
  orderId: string,
  ownerId?: string,
): Promise<OrderForDocuments> {
  const row = await lockOrder(tx, orderId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
  if (!row || (ownerId !== undefined && row.userId !== ownerId))
    throw new AppError('NOT_FOUND', checkoutMessages.orders.notFound);
  const items = liveLines(await lockItems(tx, orderId));
  return {
    id: row.id,
    paymentStatus: row.paymentStatus,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    address: row.address,
    discountSatang: row.discountValueSatang,
    pointsDiscountSatang: row.pointsDiscountSatang,
    shippingFeeSatang: row.shippingFeeSatang,
    lines: items.map((item) => ({
      itemId: item.id,
      productId: item.productId,
      name: nameWithSize(item.productName, item.variantLabel),
      quantity: item.quantity,
      unitSatang: item.pricePerUnitSatang,
      totalSatang: item.totalPriceSatang,
      discounted: item.isEligibleForPromotion,
    })),
  };
}
