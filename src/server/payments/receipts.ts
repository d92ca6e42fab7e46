import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Receipt } from '../../shared/contracts/payments.ts';
import { satangToBaht } from '../../shared/domain/money.ts';
import type { PaymentMethod } from '../../shared/domain/order-lifecycle.ts';
import { nameWithSize } from '../../shared/domain/pack-sizes.ts';
import { saleVatSplit } from '../../shared/domain/payments.ts';
import { productTaxOf } from '../catalog/product-tax.ts';
import type { Executor } from '../db/client.ts';
import {
  paymentSlips,
  type ReceiptLine,
  receiptCounter,
  receipts,
  vatRates,
} from '../db/schema/payments.ts';
import { readPaymentSettings } from '../settings/payment-settings.ts';
import { getShopSettings } from '../settings/settings.service.ts';

/** What a receipt needs of the order it is issued for. */
export interface PaidOrder {
  id: string;
  firstName: string;
  lastName: string;
  address: string;
  paymentMethod: PaymentMethod | null;
  discountValueSatang: number;
  shippingFeeSatang: number;
  /** The part of the shipping fee that paying the courier added. */
  codFeeSatang: number;
  netAmountSatang: number;
  /** What member points took off the net (orders' `pointsDiscountSatang`); 0 when none. */
  pointsDiscountSatang?: number;
  lines: readonly {
    productId: number | null;
    productName: string;
    /** The pack size's label as ordered; printed after the name when it says something. */
    variantLabel?: string | null;
    quantity: number;
    pricePerUnitSatang: number;
    totalPriceSatang: number;
    isEligibleForPromotion: boolean;
  }[];
}

/** The VAT rate in force at a moment, in basis points. */
async function vatRateAt(tx: Executor, at: Date): Promise<number> {
  const [rate] = await tx
    .select({ rate: vatRates.rateBasisPoints })
    .from(vatRates)
    .where(lte(vatRates.validFrom, at))
    .orderBy(desc(vatRates.validFrom))
    .limit(1);
  return rate?.rate ?? 0;
}

/**
 * Issues the receipt of an order just paid, in the paying transaction: the next running number
 * (the counter row is locked until the transaction ends, so numbers are neither skipped nor
 * shared), the lines as sold, the transfer reference of the approved slip and the VAT split of
 * the day. Answers the receipt's number.
 */
export async function issueReceipt(tx: Executor, order: PaidOrder, now: Date): Promise<number> {
  const [settings, shop] = await Promise.all([readPaymentSettings(tx), getShopSettings(tx)]);
  const tax = await productTaxOf(
    tx,
    order.lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  );
  const lines: (ReceiptLine & { discounted: boolean })[] = order.lines.map((line) => ({
    name: nameWithSize(line.productName, line.variantLabel),
    quantity: line.quantity,
    unitSatang: line.pricePerUnitSatang,
    totalSatang: line.totalPriceSatang,
    // A product deleted since is counted as taxable: the cautious reading.
    vatExempt: line.productId !== null && (tax.get(line.productId)?.vatExempt ?? false),
    discounted: line.isEligibleForPromotion,
  }));
  const rateBasisPoints = settings.vatRegistered ? await vatRateAt(tx, now) : 0;
  const points = order.pointsDiscountSatang ?? 0;
  const split = saleVatSplit(
    lines,
    {
      codeDiscountSatang: order.discountValueSatang,
      pointsDiscountSatang: points,
      shippingFeeSatang: order.shippingFeeSatang,
    },
    { registered: settings.vatRegistered, rateBasisPoints },
  );
  const [slip] = await tx
    .select({ transferRef: paymentSlips.transferRef })
    .from(paymentSlips)
    .where(
      and(
        eq(paymentSlips.transactionId, order.id),
        eq(paymentSlips.status, 'approved'),
        isNotNull(paymentSlips.transferRef),
      ),
    )
    .orderBy(desc(paymentSlips.decidedAt))
    .limit(1);
  const [counter] = await tx
    .update(receiptCounter)
    .set({ lastNumber: sql`${receiptCounter.lastNumber} + 1` })
    .where(eq(receiptCounter.id, 1))
    .returning({ number: receiptCounter.lastNumber });
  if (!counter) throw new Error('receipt_counter has no row');
  await tx.insert(receipts).values({
    number: counter.number,
    transactionId: order.id,
    orderNumber: order.id,
    customerName: `${order.firstName} ${order.lastName}`.trim(),
    customerAddress: order.address,
    shopName: shop.name,
    shopAddress: shop.address,
    issuedAt: now,
    paymentMethod: order.paymentMethod,
    transferRef: slip?.transferRef ?? null,
    lines: lines.map(({ discounted: _discounted, ...line }) => line),
    discountSatang: order.discountValueSatang + points,
    shippingFeeSatang: order.shippingFeeSatang,
    codFeeSatang: order.codFeeSatang,
    amountSatang: Math.max(0, order.netAmountSatang - points) + order.shippingFeeSatang,
    vatRegistered: settings.vatRegistered,
    taxId: settings.taxId,
    vatRateBasisPoints: rateBasisPoints,
    ...split,
  });
  return counter.number;
}

/** RC-000001: the number as printed. */
export function receiptLabel(number: number): string {
  return `RC-${String(number).padStart(6, '0')}`;
}

/** The receipt of an order, as issued; null when it has none. */
export async function findReceipt(tx: Executor, orderId: string): Promise<Receipt | null> {
  const [row] = await tx.select().from(receipts).where(eq(receipts.transactionId, orderId));
  if (!row) return null;
  return {
    number: row.number,
    label: receiptLabel(row.number),
    orderId: row.orderNumber,
    customerName: row.customerName,
    customerAddress: row.customerAddress,
    shopName: row.shopName,
    shopAddress: row.shopAddress,
    issuedAt: row.issuedAt.toISOString(),
    paymentMethod: row.paymentMethod,
    transferRef: row.transferRef,
    lines: row.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: satangToBaht(line.unitSatang),
      totalPrice: satangToBaht(line.totalSatang),
      vatExempt: line.vatExempt,
    })),
    discount: satangToBaht(row.discountSatang),
    shippingFee: satangToBaht(row.shippingFeeSatang),
    deliveryFee: satangToBaht(row.shippingFeeSatang - row.codFeeSatang),
    codFee: satangToBaht(row.codFeeSatang),
    amount: satangToBaht(row.amountSatang),
    vatRegistered: row.vatRegistered,
    taxId: row.taxId,
    vatRate: row.vatRateBasisPoints / 100,
    exemptAmount: satangToBaht(row.exemptSatang),
    taxableAmount: satangToBaht(row.taxableSatang),
    vat: satangToBaht(row.vatSatang),
  };
}
