import { z } from 'zod';
import { CARRIERS } from '../domain/carriers.ts';
import { DISCOUNT_REASONS } from '../domain/discount-reasons.ts';
import { PAYMENT_METHODS } from '../domain/order-lifecycle.ts';
import { baht, count, rowId } from './answer-fields.ts';
import { QUOTE_PROBLEM_CODES } from './cart.ts';

// The answer of `POST /api/cart/quote`, apart from cart.ts: the SPA imports that file's values,
// and this would only add weight to their chunks.

export const quoteLineSchema = z.strictObject({
  productId: rowId,
  /** The pack size priced, and its label ("1 ลิตร"). */
  variantId: rowId,
  variantLabel: z.string(),
  name: z.string(),
  image: z.string(),
  /** Baht, from the database. */
  unitPrice: baht,
  quantity: z.number().int().positive(),
  lineTotal: baht,
  eligible: z.boolean(),
  inStock: z.boolean(),
  stockCount: count,
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteProblemSchema = z.strictObject({
  productId: rowId,
  /** The pack size the problem is about, when the line named one that exists. */
  variantId: rowId.optional(),
  code: z.enum(QUOTE_PROBLEM_CODES),
  message: z.string(),
  /** Units left, for OUT_OF_STOCK and INSUFFICIENT_STOCK. */
  available: count.optional(),
  /** For PRICE_CHANGED: the price the client knew (as it sent it) and the price now, in baht. */
  knownPrice: z.number().optional(),
  price: baht.optional(),
});
export type QuoteProblem = z.infer<typeof quoteProblemSchema>;

/** The server's price of a cart: totals in baht, problems to flag in the cart. */
export const cartQuoteSchema = z.strictObject({
  lines: z.array(quoteLineSchema),
  subtotal: baht,
  eligibleSubtotal: baht,
  discount: baht,
  net: baht,
  /** The code that was applied, when it is valid for this customer and cart. */
  discountCode: z.string().optional(),
  /** Why the code sent was not applied (LOGIN_REQUIRED for a visitor). */
  discountError: z
    .strictObject({
      reason: z.enum([...DISCOUNT_REASONS, 'LOGIN_REQUIRED']),
      message: z.string(),
    })
    .optional(),
  problems: z.array(quoteProblemSchema),
  /** What delivery costs, for the method chosen (or the one checkout would pick). */
  shippingFee: baht,
  /** What the customer pays: net less the points' discount, plus shipping. */
  amountDue: baht,
  /** Points the quote spends (asked, capped at the share and the balance's check at ordering). */
  pointsUsed: z.number().int().nonnegative(),
  pointsDiscount: baht,
  /** Points the cart earns once the order is delivered (pending until then). */
  pointsEarned: z.number().int().nonnegative(),
  /** The signed-in member's balance, and the most points this cart may use; absent for a visitor. */
  pointsBalance: z.number().int().nonnegative().optional(),
  pointsUsable: z.number().int().nonnegative().optional(),
  /** The net amount from which the flat fee is waived, when the shop has one. */
  freeShippingFrom: baht.optional(),
  /** The methods this cart may be paid by (COD only up to the shop's limit), and the default. */
  payment: z.strictObject({
    methods: z.array(z.enum(PAYMENT_METHODS)),
    defaultMethod: z.enum(PAYMENT_METHODS).nullable(),
    codMaxAmount: baht.nullable(),
    /** What paying to the courier adds to the fee. */
    codFee: baht,
    /** Products of the cart that may not be paid to the courier. */
    codRefusedBy: z.array(z.string()),
  }),
  /** The carriers that carry every line of the cart ("other", the shop's own, always does). */
  delivery: z.strictObject({ carriers: z.array(z.enum(CARRIERS)) }),
});
export type CartQuote = z.infer<typeof cartQuoteSchema>;
