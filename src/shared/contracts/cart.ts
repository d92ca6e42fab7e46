import { z } from 'zod';
import { checkoutMessages } from '../checkout-messages.ts';
import { PAYMENT_METHODS } from '../domain/order-lifecycle.ts';
import { shippingAddressSchema } from './addresses.ts';
import { serialIdSchema } from './common.ts';
import { pointsToUseSchema } from './points.ts';

// The answer (a quote, its lines and problems) is in cart-answers.ts, out of the SPA's chunks.
export type { CartQuote, QuoteLine, QuoteProblem } from './cart-answers.ts';

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 999;

/**
 * One cart line as a client sends it: a product id, its pack size (may be left out for a product
 * with one size) and a quantity; prices are never taken.
 */
export const cartLineInputSchema = z.object({
  productId: serialIdSchema,
  variantId: serialIdSchema.optional(),
  quantity: z
    .number({ error: checkoutMessages.cart.quantityRange })
    .int(checkoutMessages.cart.quantityRange)
    .min(1, checkoutMessages.cart.quantityRange)
    .max(MAX_LINE_QUANTITY, checkoutMessages.cart.quantityRange),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** What makes two cart lines the same line: the product and its size. */
export function cartLineKey(line: { productId: number; variantId?: number | null }): string {
  return line.variantId == null ? String(line.productId) : `${line.productId}:${line.variantId}`;
}

/** Up to 100 lines, each product and size at most once. */
export const cartLinesSchema = z
  .array(cartLineInputSchema)
  .max(MAX_CART_LINES, checkoutMessages.cart.tooManyLines)
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      const key = cartLineKey(line);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: checkoutMessages.cart.duplicateLines,
          path: [index, 'productId'],
        });
      }
      seen.add(key);
    });
  });

/** A discount code as typed: trimmed and upper-cased; an empty one counts as none. */
export const discountCodeInputSchema = z
  .string()
  .trim()
  .max(50)
  .transform((code) => (code === '' ? undefined : code.toUpperCase()));

export const cartQuoteRequestSchema = z.object({
  items: cartLinesSchema,
  discountCode: discountCodeInputSchema.optional(),
  /**
   * Unit prices in baht the client last showed, by product id or by "<productId>:<variantId>",
   * to flag changed prices.
   */
  knownPrices: z.record(z.string().regex(/^\d+(:\d+)?$/), z.number().nonnegative()).optional(),
  /** The method the customer has chosen, for its fee (cash on delivery may cost more). */
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /**
   * Where the parcel goes, for the fee (the shop may charge more for some provinces): the address
   * the order will be sent with (the order's own field: a structured address, or free text, which
   * names no province), else its province, else its postcode (a postcode two provinces share
   * names the first; the address or the province says which). None of them: the customer's
   * default address, as an order sent without one.
   */
  shippingAddress: z.union([z.string().trim().min(1).max(500), shippingAddressSchema]).optional(),
  province: z.string().trim().min(1).max(60).optional(),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/)
    .optional(),
  /** The member's points to spend (signed in); the answer says how many the order may use. */
  pointsToUse: pointsToUseSchema.optional(),
});
export type CartQuoteRequest = z.input<typeof cartQuoteRequestSchema>;
/**
 * Where the parcel goes, as a quote prices it: the address the order will be sent with, else
 * what of a new address is known so far (its province, else its postcode).
 */
export type QuoteDestination = Pick<CartQuoteRequest, 'shippingAddress' | 'province' | 'postcode'>;

export const QUOTE_PROBLEM_CODES = [
  'MISSING',
  'OUT_OF_STOCK',
  'INSUFFICIENT_STOCK',
  'PRICE_CHANGED',
  'ORDER_TOO_LARGE',
] as const;
export type QuoteProblemCode = (typeof QUOTE_PROBLEM_CODES)[number];
