import type { CategoryId } from './categories.ts';
import type { Satang } from './money.ts';
import type { PaymentMethod } from './order-lifecycle.ts';
import { formatPhone } from './phone.ts';

/**
 * How the shop is paid (decision 0024): which methods a checkout may offer, the PromptPay id, the
 * VAT on a receipt. The server decides with these; the screens ask them before offering a choice.
 */

/** A slip's own state: waiting for staff, accepted, refused. */
export const SLIP_STATUSES = ['in_review', 'approved', 'rejected'] as const;
export type SlipStatus = (typeof SLIP_STATUSES)[number];

/** Why staff must check a slip by eye: its picture has no verification QR that can be read. */
export const SLIP_CHECK_REASONS = ['NO_QR'] as const;
export type SlipCheckReason = (typeof SLIP_CHECK_REASONS)[number];

/** Slip pictures one customer may send in an hour, refused or not. */
export const SLIP_UPLOADS_PER_HOUR = 10;

/** The largest slip picture a customer may send. */
export const MAX_SLIP_BYTES = 10 * 1024 * 1024;
/** Picture types a phone sends a slip as: photos and screenshots. */
export const SLIP_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
];

/** The longest reason staff may give for refusing a slip (the customer reads it). */
export const SLIP_REASON_MAX = 200;

/** Bounds of the payment window, in hours: from a few seconds (for trials) to a week. */
export const PAYMENT_WINDOW_MIN_HOURS = 0.005;
export const PAYMENT_WINDOW_MAX_HOURS = 168;

/**
 * How many unpaid PromptPay or transfer orders one customer may have open before the shop refuses
 * another (409 TOO_MANY_UNPAID): the owner's setting, this by default, within these bounds.
 */
export const MAX_UNPAID_ORDERS_DEFAULT = 3;
export const MAX_UNPAID_ORDERS_LIMIT = 20;

/** The shop's payment choices as the checkout needs them. */
export interface PaymentChoices {
  promptpayEnabled: boolean;
  transferEnabled: boolean;
  codEnabled: boolean;
  codMaxSatang: Satang;
  defaultMethod: PaymentMethod;
  /** A PromptPay QR needs an id; a transfer needs an account. */
  hasPromptpayId: boolean;
  hasBankAccount: boolean;
}

/** Why a method cannot pay for this order, or null when it can. */
export type MethodRefusal = 'DISABLED' | 'COD_OVER_LIMIT' | 'COD_NOT_FOR_PRODUCTS';

/** What of the cart decides the methods: what is due (which may differ by method) and its goods. */
export interface CartToPay {
  /** The amount due if paid this way (cash on delivery may cost a fee). */
  amountDueSatang: Satang | ((method: PaymentMethod) => Satang);
  /** Products that may not be paid to the courier. */
  codRefusedBy?: readonly string[];
}

export function methodRefusal(
  choices: PaymentChoices,
  method: PaymentMethod,
  cart: CartToPay,
): MethodRefusal | null {
  switch (method) {
    case 'promptpay':
      return choices.promptpayEnabled && choices.hasPromptpayId ? null : 'DISABLED';
    case 'bank_transfer':
      return choices.transferEnabled && choices.hasBankAccount ? null : 'DISABLED';
    case 'cod': {
      if (!choices.codEnabled) return 'DISABLED';
      if (cart.codRefusedBy && cart.codRefusedBy.length > 0) return 'COD_NOT_FOR_PRODUCTS';
      const due =
        typeof cart.amountDueSatang === 'function'
          ? cart.amountDueSatang('cod')
          : cart.amountDueSatang;
      return due <= choices.codMaxSatang ? null : 'COD_OVER_LIMIT';
    }
  }
}

/** The methods a checkout of this cart may offer, in the shop's order. */
export function methodsFor(choices: PaymentChoices, cart: CartToPay): PaymentMethod[] {
  return (['promptpay', 'bank_transfer', 'cod'] as const).filter(
    (method) => methodRefusal(choices, method, cart) === null,
  );
}

/** A mobile number as PromptPay takes it: 10 digits from 0. */
export const PROMPTPAY_MOBILE = /^0\d{9}$/;
/** A national id or tax id: 13 digits. */
export const PROMPTPAY_NATIONAL_ID = /^\d{13}$/;

export function isPromptpayId(value: string): boolean {
  return PROMPTPAY_MOBILE.test(value) || PROMPTPAY_NATIONAL_ID.test(value);
}

/**
 * A PromptPay id as a person types it from the screen: a mobile number 081-234-5678, a national
 * or tax id in the groups of the card, 0-1055-51234-56-7.
 */
export function formatPromptpayId(id: string): string {
  if (PROMPTPAY_MOBILE.test(id)) return formatPhone(id);
  if (PROMPTPAY_NATIONAL_ID.test(id)) {
    return [id.slice(0, 1), id.slice(1, 5), id.slice(5, 10), id.slice(10, 12), id.slice(12)].join(
      '-',
    );
  }
  return id;
}

/**
 * Goods the Revenue Code exempts from VAT (s. 81(1)(c), (e)): pesticides, plant hormones,
 * fertilisers and soil conditioners. Tools and equipment carry 7 %. A product's own `vatExempt`
 * starts from its category's and the owner may say otherwise in the product form.
 */
export const VAT_EXEMPT_CATEGORIES: readonly CategoryId[] = [
  'herbicides',
  'insecticides',
  'fungicides',
  'hormones',
  'others',
];

export function isVatExempt(category: CategoryId | null): boolean {
  return category !== null && VAT_EXEMPT_CATEGORIES.includes(category);
}

/** The VAT inside a VAT-inclusive amount: amount × rate / (1 + rate), to the satang. */
export function vatInside(amountSatang: Satang, rateBasisPoints: number): Satang {
  return Math.round((amountSatang * rateBasisPoints) / (10_000 + rateBasisPoints));
}

/**
 * A discount shared over lines in proportion to their totals, to the satang: the shares add up
 * to the discount exactly (the remainder goes to the largest lines first).
 */
export function shareDiscount(totals: readonly Satang[], discount: Satang): Satang[] {
  const sum = totals.reduce((a, b) => a + b, 0);
  if (sum <= 0 || discount <= 0) return totals.map(() => 0);
  const parts = totals.map((total, index) => {
    const exact = (total * discount) / sum;
    return { index, total, share: Math.floor(exact), fraction: exact - Math.floor(exact) };
  });
  let left = discount - parts.reduce((a, part) => a + part.share, 0);
  const byFraction = [...parts].sort((a, b) => b.fraction - a.fraction || b.total - a.total);
  for (const part of byFraction) {
    if (left <= 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((part) => part.share);
}

/** What a receipt says of tax: the exempt and taxable parts after the discount, and the VAT. */
export interface VatSplit {
  exemptSatang: Satang;
  taxableSatang: Satang;
  vatSatang: Satang;
}

/**
 * Splits what was paid into VAT-exempt and taxable parts. Prices include VAT; the discount is
 * shared over the lines it applied to; delivery is a taxable service. A shop not registered for
 * VAT charges none: everything is exempt.
 */
export function vatSplit(
  lines: readonly { totalSatang: Satang; vatExempt: boolean; discounted: boolean }[],
  discountSatang: Satang,
  shippingFeeSatang: Satang,
  vat: { registered: boolean; rateBasisPoints: number },
): VatSplit {
  const total =
    lines.reduce((sum, line) => sum + line.totalSatang, 0) - discountSatang + shippingFeeSatang;
  if (!vat.registered) return { exemptSatang: total, taxableSatang: 0, vatSatang: 0 };
  const discounted = lines.filter((line) => line.discounted);
  const shares = shareDiscount(
    discounted.map((line) => line.totalSatang),
    discountSatang,
  );
  let exempt = 0;
  let taxable = shippingFeeSatang;
  for (const line of lines) {
    const share = shares[discounted.indexOf(line)] ?? 0;
    const net = line.totalSatang - share;
    if (line.vatExempt) exempt += net;
    else taxable += net;
  }
  return {
    exemptSatang: exempt,
    taxableSatang: taxable,
    vatSatang: vatInside(taxable, vat.rateBasisPoints),
  };
}

/**
 * The VAT split of a sale that a discount code and member points may both have paid part of: the
 * code's discount shared over the lines it applies to, then the points' over what is left of
 * every line (points pay any line, never the delivery). The receipt and the full tax invoice say
 * the same of one order.
 */
export function saleVatSplit(
  lines: readonly { totalSatang: Satang; vatExempt: boolean; discounted: boolean }[],
  paid: { codeDiscountSatang: Satang; pointsDiscountSatang: Satang; shippingFeeSatang: Satang },
  vat: { registered: boolean; rateBasisPoints: number },
): VatSplit {
  if (paid.pointsDiscountSatang <= 0)
    return vatSplit(lines, paid.codeDiscountSatang, paid.shippingFeeSatang, vat);
  const codeShares = shareDiscount(
    lines.map((line) => (line.discounted ? line.totalSatang : 0)),
    paid.codeDiscountSatang,
  );
  return vatSplit(
    lines.map((line, index) => ({
      ...line,
      totalSatang: line.totalSatang - (codeShares[index] ?? 0),
      discounted: true,
    })),
    paid.pointsDiscountSatang,
    paid.shippingFeeSatang,
    vat,
  );
}
