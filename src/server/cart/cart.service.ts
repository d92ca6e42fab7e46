import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type { ShippingAddress } from '../../shared/contracts/addresses.ts';
import type {
  CartLineInput,
  CartQuote,
  QuoteLine,
  QuoteProblem,
} from '../../shared/contracts/cart.ts';
import { bahtToSatang, formatBaht, satangToBaht } from '../../shared/domain/money.ts';
import type { PaymentMethod } from '../../shared/domain/order-lifecycle.ts';
import { MAX_ORDER_SATANG } from '../../shared/domain/order-limits.ts';
import { pointsOfLines, spendPoints } from '../../shared/domain/points.ts';
import { type CartPrice, priceCart } from '../../shared/domain/pricing.ts';
import { pointsMessages } from '../../shared/points-messages.ts';
import { defaultAddressOf } from '../addresses/address-book.service.ts';
import { provinceOfPostcode } from '../addresses/subdistricts.ts';
import {
  type CartProductRow,
  type CartVariantRow,
  chooseVariant,
  readCartProducts,
} from '../catalog/cart-products.ts';
import {
  type PricingProduct,
  pricingLines,
  type SizedPricingLine,
} from '../catalog/pricing-lines.ts';
import type { Executor } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { balanceOf } from '../points/ledger.ts';
import { notEnoughPoints } from '../points/order-effects.ts';
import { pointsTermsForQuote } from '../points/points-settings.ts';
import { type CodeCheck, validateCode } from '../promotions/redemption.service.ts';
import { checkoutTerms } from '../shipping/checkout-terms.ts';

/**
 * A 400 naming the lines of products with several sizes that do not say which ("กรุณาเลือกขนาด
 * สินค้า"), and lines that the same size twice; nothing is priced or changed.
 */
export function assertSizesChosen(
  items: readonly CartLineInput[],
  rows: ReadonlyMap<number, PricingProduct>,
): void {
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  items.forEach((item, index) => {
    const row = rows.get(item.productId);
    if (!row) return;
    const choice = chooseVariant(row, item.variantId);
    if ('problem' in choice && choice.problem === 'CHOOSE_SIZE') {
      fields[`items.${index}.variantId`] = checkoutMessages.cart.chooseSize;
    }
    if ('variant' in choice) {
      if (seen.has(choice.variant.id)) {
        fields[`items.${index}.productId`] = checkoutMessages.cart.duplicateLines;
      }
      seen.add(choice.variant.id);
    }
  });
  const [first] = Object.values(fields);
  if (first !== undefined) throw new AppError('VALIDATION', first, { fields });
}

export interface QuoteInput {
  items: CartLineInput[];
  discountCode?: string;
  knownPrices?: Record<string, number>;
  /** The method chosen, for its fee; the one checkout would pick when left out or not offered. */
  paymentMethod?: PaymentMethod;
  /**
   * Where the parcel goes, for the remote provinces' surcharge (`destinationProvince`): the
   * order's address, else a province, else a postcode.
   */
  shippingAddress?: string | ShippingAddress;
  province?: string;
  postcode?: string;
  /** The signed-in customer; a code is only checked for one. */
  userId: string | null;
  /** The member's points to spend (signed in only). */
  pointsToUse?: number;
  now?: Date;
}

function stockProblem(
  item: CartLineInput,
  row: CartProductRow,
  variant: CartVariantRow,
): QuoteProblem | null {
  const available = variant.available;
  if (available <= 0) {
    return {
      productId: row.id,
      variantId: variant.id,
      code: 'OUT_OF_STOCK',
      message: checkoutMessages.cart.problem.OUT_OF_STOCK,
      available: 0,
    };
  }
  if (available < item.quantity) {
    return {
      productId: row.id,
      variantId: variant.id,
      code: 'INSUFFICIENT_STOCK',
      message: checkoutMessages.cart.problem.INSUFFICIENT_STOCK(available),
      available,
    };
  }
  return null;
}

/** The price the client last showed for this size: by "<productId>:<variantId>", else by product. */
function knownPriceOf(
  knownPrices: QuoteInput['knownPrices'],
  row: CartProductRow,
  variant: CartVariantRow,
): number | undefined {
  return knownPrices?.[`${row.id}:${variant.id}`] ?? knownPrices?.[String(row.id)];
}

function priceProblem(
  row: CartProductRow,
  variant: CartVariantRow,
  knownPrice: number | undefined,
): QuoteProblem | null {
  if (knownPrice === undefined || bahtToSatang(knownPrice) === variant.priceSatang) return null;
  return {
    productId: row.id,
    variantId: variant.id,
    code: 'PRICE_CHANGED',
    message: checkoutMessages.cart.problem.PRICE_CHANGED(
      formatBaht(bahtToSatang(knownPrice)),
      formatBaht(variant.priceSatang),
    ),
    knownPrice,
    price: satangToBaht(variant.priceSatang),
  };
}

/**
 * The order limit (domain/order-limits.ts) as the cart shows it: on the line that takes the cart
 * past it, so the customer sees where to take some off; an order of this cart would be refused.
 */
function orderLimitProblem(lines: readonly SizedPricingLine[]): QuoteProblem | null {
  let subtotal = 0;
  for (const line of lines) {
    subtotal += line.unitPriceSatang * line.quantity;
    if (subtotal > MAX_ORDER_SATANG) {
      return {
        productId: line.productId,
        variantId: line.variantId,
        code: 'ORDER_TOO_LARGE',
        message: checkoutMessages.cart.problem.ORDER_TOO_LARGE,
      };
    }
  }
  return null;
}

/**
 * Prices a cart from the database for the cart screen: lines, totals with the customer's code,
 * and what to flag (gone, out of stock, fewer left than asked, price changed since shown).
 */
export async function quoteCart(db: Executor, input: QuoteInput): Promise<CartQuote> {
  const rows = await readCartProducts(
    db,
    input.items.map((item) => item.productId),
  );
  assertSizesChosen(input.items, rows);
  const problems: QuoteProblem[] = [];
  const lines: QuoteLine[] = [];
  for (const item of input.items) {
    const row = rows.get(item.productId);
    const choice = row ? chooseVariant(row, item.variantId) : null;
    if (!row || !choice || !('variant' in choice)) {
      problems.push({
        productId: item.productId,
        ...(item.variantId !== undefined ? { variantId: item.variantId } : {}),
        code: 'MISSING',
        message: checkoutMessages.cart.problem.MISSING,
      });
      continue;
    }
    const { variant } = choice;
    const stock = stockProblem(item, row, variant);
    if (stock) problems.push(stock);
    const price = priceProblem(row, variant, knownPriceOf(input.knownPrices, row, variant));
    if (price) problems.push(price);
    lines.push({
      productId: row.id,
      variantId: variant.id,
      variantLabel: variant.label,
      name: row.name,
      image: row.imageUrl,
      unitPrice: satangToBaht(variant.priceSatang),
      quantity: item.quantity,
      lineTotal: satangToBaht(variant.priceSatang * item.quantity),
      eligible: row.isEligibleForPromotion,
      inStock: variant.available > 0,
      stockCount: variant.stockCount,
    });
  }

  const tooLarge = orderLimitProblem(pricingLines(input.items, rows));
  if (tooLarge) problems.push(tooLarge);

  const undiscounted = priceCart(pricingLines(input.items, rows));
  let check: CodeCheck | null = null;
  let discountError: CartQuote['discountError'];
  if (input.discountCode) {
    if (input.userId) {
      check = await validateCode(db, {
        code: input.discountCode,
        userId: input.userId,
        eligibleSubtotalSatang: undiscounted.eligibleSubtotalSatang,
        now: input.now,
      });
      if (!check.valid) discountError = { reason: check.reason, message: check.message };
    } else {
      discountError = { reason: 'LOGIN_REQUIRED', message: checkoutMessages.discount.loginAndCode };
    }
  }
  const price: CartPrice = check?.valid
    ? priceCart(pricingLines(input.items, rows), check.promotion.rule)
    : undiscounted;
  const points = await quotePoints(db, input, price.netSatang, lines, rows);

  return {
    lines,
    subtotal: satangToBaht(price.subtotalSatang),
    eligibleSubtotal: satangToBaht(price.eligibleSubtotalSatang),
    discount: satangToBaht(price.discountSatang),
    net: satangToBaht(price.netSatang),
    ...(check?.valid ? { discountCode: check.promotion.code } : {}),
    ...(discountError ? { discountError } : {}),
    problems,
    ...(await deliveryAndPayment(db, input, {
      productIds: lines.map((line) => line.productId),
      netSatang: price.netSatang,
      codeApplied: check?.valid === true,
      pointsDiscountSatang: points.pointsDiscountSatang,
    })),
    pointsUsed: points.pointsUsed,
    pointsDiscount: satangToBaht(points.pointsDiscountSatang),
    pointsEarned: points.pointsEarned,
    ...(points.balance !== null
      ? { pointsBalance: points.balance, pointsUsable: Math.min(points.balance, points.maxUsable) }
      : {}),
  };
}

/**
 * The points side of a quote: what the cart earns once delivered, and for a member what the
 * points asked take off (capped at the shop's share, decision 0055) with their balance and the
 * most they may use. More than the balance is 409 NOT_ENOUGH_POINTS, as the order would be; a
 * visitor asking for points is told to sign in (401).
 */
async function quotePoints(
  db: Executor,
  input: QuoteInput,
  netSatang: number,
  lines: readonly QuoteLine[],
  rows: ReadonlyMap<number, CartProductRow>,
) {
  const pointsEarned = pointsOfLines(
    lines.map((line) => ({
      quantity: line.quantity,
      memberPoints:
        rows.get(line.productId)?.variants.find((v) => v.id === line.variantId)?.memberPoints ?? 0,
    })),
  );
  const asked = input.pointsToUse ?? 0;
  if (!input.userId) {
    if (asked > 0) throw new AppError('UNAUTHENTICATED', pointsMessages.loginToUse);
    return { pointsUsed: 0, pointsDiscountSatang: 0, pointsEarned, balance: null, maxUsable: 0 };
  }
  const [terms, balance] = await Promise.all([
    pointsTermsForQuote(db),
    balanceOf(db, input.userId),
  ]);
  const spend = spendPoints(netSatang, asked, terms);
  if (spend.pointsUsed > balance) throw notEnoughPoints(balance);
  return { ...spend, pointsEarned, balance };
}

/**
 * The province the fee is priced for, as the order will be (orders.service.ts prices an order by
 * its structured address's province): the address the order will be sent with (free text names
 * none), else the province said, else the postcode's, else the signed-in customer's default
 * address, where an order sent without an address goes. A postcode two provinces share (83000:
 * Phuket's and Phang Nga's Ko Yao) is only a guess; the address or the province settles it.
 */
async function destinationProvince(db: Executor, input: QuoteInput): Promise<string | null> {
  const sent = input.shippingAddress;
  if (typeof sent === 'string') return null;
  if (sent) return sent.province;
  if (input.province) return input.province;
  if (input.postcode) return provinceOfPostcode(db, input.postcode);
  if (!input.userId) return null;
  return (await defaultAddressOf(db, input.userId))?.province ?? null;
}

/**
 * What delivery costs and how this cart may be paid: the fee for the method chosen (or the one
 * the checkout would pick), where the order will send the parcel; cash on delivery only up to
 * the shop's limit and for goods that may go by it; the carriers that carry every line.
 */
async function deliveryAndPayment(
  db: Executor,
  input: QuoteInput,
  cart: {
    productIds: number[];
    netSatang: number;
    codeApplied: boolean;
    /** What member points take off the amount due (never the delivery). */
    pointsDiscountSatang: number;
  },
): Promise<
  Pick<CartQuote, 'shippingFee' | 'amountDue' | 'freeShippingFrom' | 'payment' | 'delivery'>
> {
  const province = await destinationProvince(db, input);
  const { pointsDiscountSatang: _points, ...goods } = cart;
  const terms = await checkoutTerms(db, { ...goods, province });
  const method =
    input.paymentMethod && terms.methods.includes(input.paymentMethod)
      ? input.paymentMethod
      : terms.defaultMethod;
  const shippingFeeSatang = terms.feeFor(method);
  const { choices, limits } = terms;
  return {
    shippingFee: satangToBaht(shippingFeeSatang),
    amountDue: satangToBaht(cart.netSatang - cart.pointsDiscountSatang + shippingFeeSatang),
    ...(terms.freeFromSatang !== null
      ? { freeShippingFrom: satangToBaht(terms.freeFromSatang) }
      : {}),
    payment: {
      methods: terms.methods,
      defaultMethod: terms.defaultMethod,
      codMaxAmount: choices.codEnabled ? satangToBaht(choices.codMaxSatang) : null,
      codFee: satangToBaht(terms.codFeeSatang),
      codRefusedBy: limits.codRefusedBy,
    },
    delivery: { carriers: limits.carriers },
  };
}
