import type { Satang } from './money.ts';

/** Hundredths of a percent in a whole: 10000 = 100 %. */
const HUNDREDTHS_PER_WHOLE = 10_000;

export type DiscountType = 'fixed' | 'percentage';

/**
 * A discount as a promotion stores it: `valueHundredths` is satang for `fixed` and hundredths of
 * a percent for `percentage` (1000 = 10 %).
 */
export interface DiscountRule {
  type: DiscountType;
  valueHundredths: number;
}

export interface PricingLineInput {
  productId: number;
  unitPriceSatang: Satang;
  quantity: number;
  isEligibleForPromotion: boolean;
}

export interface PricedLine extends PricingLineInput {
  lineTotalSatang: Satang;
}

export interface CartPrice {
  lines: PricedLine[];
  subtotalSatang: Satang;
  /** Sum of the lines whose product takes part in promotions: the base of every discount. */
  eligibleSubtotalSatang: Satang;
  discountSatang: Satang;
  netSatang: Satang;
}

/** x × numerator / denominator for non-negative integers, rounded half-up, without floats. */
function mulDivHalfUp(x: number, numerator: number, denominator: number): number {
  const product = x * numerator;
  if (!Number.isSafeInteger(product)) throw new RangeError('amount too large to price exactly');
  const quotient = Math.floor(product / denominator);
  const remainder = product - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

function assertWholeAmount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number`);
  }
}

/**
 * The discount a rule gives on an eligible subtotal: a fixed amount or a percentage rounded
 * half-up to the satang, never more than the eligible subtotal.
 */
export function discountFor(rule: DiscountRule, eligibleSubtotalSatang: Satang): Satang {
  assertWholeAmount('eligibleSubtotalSatang', eligibleSubtotalSatang);
  assertWholeAmount('valueHundredths', rule.valueHundredths);
  const raw =
    rule.type === 'fixed'
      ? rule.valueHundredths
      : mulDivHalfUp(eligibleSubtotalSatang, rule.valueHundredths, HUNDREDTHS_PER_WHOLE);
  return Math.min(raw, eligibleSubtotalSatang);
}

/**
 * Prices a cart the one way both the browser and the server do: line totals, subtotal, the
 * eligible subtotal, the discount on it and the net amount, all in integer satang.
 */
export function priceCart(
  lines: readonly PricingLineInput[],
  discount: DiscountRule | null = null,
): CartPrice {
  let subtotalSatang = 0;
  let eligibleSubtotalSatang = 0;
  const priced = lines.map((line) => {
    assertWholeAmount('unitPriceSatang', line.unitPriceSatang);
    assertWholeAmount('quantity', line.quantity);
    const lineTotalSatang = line.unitPriceSatang * line.quantity;
    subtotalSatang += lineTotalSatang;
    if (line.isEligibleForPromotion) eligibleSubtotalSatang += lineTotalSatang;
    return { ...line, lineTotalSatang };
  });
  assertWholeAmount('subtotalSatang', subtotalSatang);
  const discountSatang = discount ? discountFor(discount, eligibleSubtotalSatang) : 0;
  return {
    lines: priced,
    subtotalSatang,
    eligibleSubtotalSatang,
    discountSatang,
    netSatang: subtotalSatang - discountSatang,
  };
}

/** True when at least one line could take a discount ('ไม่มีสินค้าที่ร่วมรายการในตะกร้า' otherwise). */
export function hasEligibleLine(
  lines: readonly Pick<PricingLineInput, 'isEligibleForPromotion'>[],
) {
  return lines.some((line) => line.isEligibleForPromotion);
}

/** A rule's value as people read it: baht for fixed, percent for percentage (1250 → 12.5). */
export function discountValueForDisplay(rule: DiscountRule): number {
  return rule.valueHundredths / 100;
}

/** The rule from a value as people read it (the API's `discountValue`): 12.5 → 1250. */
export function discountRuleFromDisplay(type: DiscountType, value: number): DiscountRule {
  return { type, valueHundredths: Math.round(value * 100) };
}
