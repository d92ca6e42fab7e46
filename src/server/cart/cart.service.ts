import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type {
  CartLineInput,
  CartQuote,
  QuoteLine,
  QuoteProblem,
} from '../../shared/contracts/cart.ts';
import { bahtToSatang, formatBaht, satangToBaht } from '../../shared/domain/money.ts';
import type { PaymentMethod } from '../../shared/domain/order-lifecycle.ts';
import { MAX_ORDER_SATANG } from '../../shared/domain/order-limits.ts';
import { type CartPrice, type PricingLineInput, priceCart } from '../../shared/domain/pricing.ts';
import { provinceOfPostcode } from '../addresses/subdistricts.ts';
import { type CartProductRow, readCartProducts } from '../catalog/cart-products.ts';
import type { Executor } from '../db/client.ts';
import { type CodeCheck, validateCode } from '../promotions/redemption.service.ts';
import { checkoutTerms } from '../shipping/checkout-terms.ts';

/** The cart's lines that exist, priced at the database's prices. */
export function pricingLines(
  items: readonly CartLineInput[],
  rows: Map<number, Pick<CartProductRow, 'id' | 'priceSatang' | 'isEligibleForPromotion'>>,
): PricingLineInput[] {
  return items.flatMap((item) => {
    const row = rows.get(item.productId);
    return row
      ? [
          {
            productId: row.id,
            unitPriceSatang: row.priceSatang,
            quantity: item.quantity,
            isEligibleForPromotion: row.isEligibleForPromotion,
          },
        ]
      : [];
  });
}

export interface QuoteInput {
  items: CartLineInput[];
  discountCode?: string;
  knownPrices?: Record<string, number>;
  /** The method chosen, for its fee; the one checkout would pick when left out or not offered. */
  paymentMethod?: PaymentMethod;
  /** Where the parcel goes, for the remote provinces' surcharge. */
  postcode?: string;
  /** The signed-in customer; a code is only checked for one. */
  userId: string | null;
  now?: Date;
}

function stockProblem(item: CartLineInput, row: CartProductRow): QuoteProblem | null {
  const available = row.available;
  if (available <= 0) {
    return {
      productId: row.id,
      code: 'OUT_OF_STOCK',
      message: checkoutMessages.cart.problem.OUT_OF_STOCK,
      available: 0,
    };
  }
  if (available < item.quantity) {
    return {
      productId: row.id,
      code: 'INSUFFICIENT_STOCK',
      message: checkoutMessages.cart.problem.INSUFFICIENT_STOCK(available),
      available,
    };
  }
  return null;
}

function priceProblem(row: CartProductRow, knownPrice: number | undefined): QuoteProblem | null {
  if (knownPrice === undefined || bahtToSatang(knownPrice) === row.priceSatang) return null;
  return {
    productId: row.id,
    code: 'PRICE_CHANGED',
    message: checkoutMessages.cart.problem.PRICE_CHANGED(
      formatBaht(bahtToSatang(knownPrice)),
      formatBaht(row.priceSatang),
    ),
    knownPrice,
    price: satangToBaht(row.priceSatang),
  };
}

/**
 * The order limit (domain/order-limits.ts) as the cart shows it: on the line that takes the cart
 * past it, so the customer sees where to take some off; an order of this cart would be refused.
 */
function orderLimitProblem(
  items: readonly CartLineInput[],
  rows: Map<number, CartProductRow>,
): QuoteProblem | null {
  let subtotal = 0;
  for (const item of items) {
    const row = rows.get(item.productId);
    if (!row) continue;
    subtotal += row.priceSatang * item.quantity;
    if (subtotal > MAX_ORDER_SATANG) {
      return {
        productId: row.id,
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
  const problems: QuoteProblem[] = [];
  const lines: QuoteLine[] = [];
  for (const item of input.items) {
    const row = rows.get(item.productId);
    if (!row) {
      problems.push({
        productId: item.productId,
        code: 'MISSING',
        message: checkoutMessages.cart.problem.MISSING,
      });
      continue;
    }
    const stock = stockProblem(item, row);
    if (stock) problems.push(stock);
    const price = priceProblem(row, input.knownPrices?.[String(row.id)]);
    if (price) problems.push(price);
    lines.push({
      productId: row.id,
      name: row.name,
      image: row.imageUrl,
      unitPrice: satangToBaht(row.priceSatang),
      quantity: item.quantity,
      lineTotal: satangToBaht(row.priceSatang * item.quantity),
      eligible: row.isEligibleForPromotion,
      inStock: row.available > 0,
      stockCount: row.stockCount,
    });
  }

  const tooLarge = orderLimitProblem(input.items, rows);
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
    })),
  };
}

/**
 * What delivery costs and how this cart may be paid: the fee for the method chosen (or the one
 * the checkout would pick), where the postcode says the parcel goes; cash on delivery only up to
 * the shop's limit and for goods that may go by it; the carriers that carry every line.
 */
async function deliveryAndPayment(
  db: Executor,
  input: QuoteInput,
  cart: { productIds: number[]; netSatang: number; codeApplied: boolean },
): Promise<
  Pick<CartQuote, 'shippingFee' | 'amountDue' | 'freeShippingFrom' | 'payment' | 'delivery'>
> {
  const province = input.postcode ? await provinceOfPostcode(db, input.postcode) : null;
  const terms = await checkoutTerms(db, { ...cart, province });
  const method =
    input.paymentMethod && terms.methods.includes(input.paymentMethod)
      ? input.paymentMethod
      : terms.defaultMethod;
  const shippingFeeSatang = terms.feeFor(method);
  const { choices, limits } = terms;
  return {
    shippingFee: satangToBaht(shippingFeeSatang),
    amountDue: satangToBaht(cart.netSatang + shippingFeeSatang),
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
