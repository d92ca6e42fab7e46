import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import { formatShippingAddress, type ShippingAddress } from '../../shared/contracts/addresses.ts';
import type { CartLineInput } from '../../shared/contracts/cart.ts';
import type { Order } from '../../shared/contracts/orders.ts';
import type { ClientChannel } from '../../shared/domain/analytics.ts';
import {
  type OrderState,
  type PaymentMethod,
  placedState,
} from '../../shared/domain/order-lifecycle.ts';
import type { CartPrice } from '../../shared/domain/pricing.ts';
import {
  findSessionUser,
  type SessionUser,
  sessionIdOf,
  sessionUserColumns,
} from '../accounts/session.service.ts';
import { addToBook, defaultAddressForSession } from '../addresses/address-book.service.ts';
import { shortageError } from '../catalog/order-effects.ts';
import type { Database, Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { transactions } from '../db/schema/orders.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '../http/errors.ts';
import { LOGIN_REQUIRED_MESSAGE } from '../http/session.ts';
import { type ValidPromotion, validateCode } from '../promotions/redemption.service.ts';
import { toOrder } from './order.mapper.ts';
import { choosePayment, type OrderPayment } from './order-payment.ts';
import { type OrderLine, priceOrderLines } from './order-pricing.ts';
import { findOrderByKey } from './order-reads.ts';
import { firstState, nextOrderNumber, orderRowFromJson } from './order-store.ts';
import type { PricedProduct, RememberedProducts } from './remembered-products.ts';

const IDEMPOTENCY_CONSTRAINT = 'transactions_idempotency_per_user';
/** Prices read again when they changed between reading and saving; after that, a 409. */
const MAX_PRICING_ATTEMPTS = 3;

export interface PlaceOrderInput {
  /**
   * The session cookie's token. `place_order` checks the session in the order's own database call
   * (a separate look-up would cost every order a round trip), so the API does not look it up first.
   */
  sessionToken: string;
  items: CartLineInput[];
  discountCode?: string;
  /** A structured address, or free text as before; left out: the book's default, else the profile's. */
  shippingAddress?: string | ShippingAddress;
  /** Keep the structured address in the customer's book too (skipped when the book is full). */
  saveAddress?: boolean;
  /** How the customer pays; the shop's default when not said. */
  paymentMethod?: PaymentMethod;
  idempotencyKey?: string;
  /** Where the order was placed from (analytics' one channel rule); 'website' when not said. */
  channel?: ClientChannel;
  now?: Date;
}

export interface PlaceOrderResult {
  order: Order;
  /** False when the idempotency key had already made this order. */
  created: boolean;
  /** The session's user, as the database found it. */
  user: SessionUser;
}

export interface PlaceOrderDeps {
  /** The products priced before; read from the database when not remembered. */
  products: RememberedProducts;
}

/**
 * What makes two order requests the same request: the lines (in any order), the code as the
 * server reads it and the address. Kept with the idempotency key; the same key with another hash
 * is IDEMPOTENCY_MISMATCH, never the first order.
 */
export function requestHash(
  input: Pick<
    PlaceOrderInput,
    'items' | 'discountCode' | 'shippingAddress' | 'paymentMethod' | 'saveAddress'
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
  const canonical = JSON.stringify([
    lines,
    code,
    input.shippingAddress ?? null,
    ...method,
    ...save,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** 409 TOO_MANY_UNPAID: the customer pays (or cancels) an order before placing another. */
function tooManyUnpaid(max: number): AppError {
  return new AppError('TOO_MANY_UNPAID', checkoutMessages.checkout.tooManyUnpaid(max), {
    extra: { maxUnpaidOrders: max },
  });
}

function idempotencyMismatch(): AppError {
  return new AppError('IDEMPOTENCY_MISMATCH', checkoutMessages.checkout.idempotencyMismatch);
}

/**
 * Places an order: price the cart (the shared pricing function, on the products as last read from
 * the database), then save it with `place_order` (orders/sql/place_order.sql), which checks the
 * session, holds the rows, checks that the prices, stock and code are still as priced and saves
 * stock, order, lines, code use and the `transaction` event together or not at all, each through
 * its owner's database function. A customer who already has the shop's limit of unpaid
 * PromptPay or transfer orders is refused (409 TOO_MANY_UNPAID), counted in that same call with
 * the customer's orders placed one at a time. When a price, name or eligibility was not the
 * database's, the cart's products are read again and the cart priced again. The same
 * idempotency key from the same customer returns the first order. The shop's message about the
 * order is written to the outbox by `place_order` in the same transaction, and sent after commit
 * by the outbox worker.
 */
export async function placeOrder(
  db: Database,
  input: PlaceOrderInput,
  deps: PlaceOrderDeps,
): Promise<PlaceOrderResult> {
  const destination = await destinationOf(db, input);
  for (let attempt = 1; ; attempt++) {
    let priced: PricedOrder;
    try {
      priced = await priceOrder(db, input, deps.products, destination);
    } catch (error) {
      // A visitor hears 401 before anything about the cart, as on every other route; a repeat of
      // a placed order is answered with it even if the cart no longer prices.
      const earlier = await earlierOrder(db, await sessionUser(db, input), input);
      if (earlier) return earlier;
      throw error;
    }
    let saved: Saved;
    try {
      saved = await saveOrder(db, input, priced, destination);
    } catch (error) {
      // Two requests with one key at the same moment: the loser reads the winner's order.
      if (input.idempotencyKey && uniqueViolation(error) === IDEMPOTENCY_CONSTRAINT) {
        const earlier = await earlierOrder(db, await sessionUser(db, input), input);
        if (earlier) return earlier;
      }
      throw error;
    }
    if (saved.outcome === 'UNAUTHENTICATED') {
      throw new AppError('UNAUTHENTICATED', LOGIN_REQUIRED_MESSAGE);
    }
    const { user } = saved;
    switch (saved.outcome) {
      case 'ADDRESS_REQUIRED':
        throw new AppError('VALIDATION', checkoutMessages.checkout.addressRequired, {
          fields: { shippingAddress: checkoutMessages.checkout.addressRequired },
        });
      case 'IDEMPOTENCY_MISMATCH':
        throw idempotencyMismatch();
      case 'TOO_MANY_UNPAID':
        throw tooManyUnpaid(priced.payment.maxUnpaidOrders);
      case 'replayed': {
        const earlier = await earlierOrder(db, user, input);
        if (earlier) return earlier;
        throw new Error(`order ${saved.orderId} vanished while being replayed`);
      }
      case 'placed': {
        const order = toOrder(orderRowFromJson(saved.saved), priced.lines);
        return { order, created: true, user };
      }
      default:
        if (saved.outcome === 'PRICES_CHANGED') deps.products.forget([...priced.rows.keys()]);
        await explainRefusal(db, input, user, priced, saved);
        if (attempt < MAX_PRICING_ATTEMPTS) continue;
        throw new AppError('CONFLICT', checkoutMessages.checkout.failed);
    }
  }
}

/** Where an order goes: the flat text `place_order` saves, and the structured copy if any. */
interface Destination {
  /** Null: the profile's address (place_order reads it). */
  text: string | null;
  structured: ShippingAddress | null;
}

/**
 * The address sent (structured, or text as before), else the book's default, else (text null)
 * the profile's. Only an order without an address pays for looking up the session first.
 */
async function destinationOf(db: Executor, input: PlaceOrderInput): Promise<Destination> {
  const sent = input.shippingAddress;
  if (typeof sent === 'string') return { text: sent, structured: null };
  if (sent) return { text: formatShippingAddress(sent), structured: sent };
  const fallback = await defaultAddressForSession(
    db,
    sessionIdOf(input.sessionToken),
    input.now ?? new Date(),
  );
  return fallback
    ? { text: formatShippingAddress(fallback), structured: fallback }
    : { text: null, structured: null };
}

/** The session's user, looked up on its own; only when an order cannot be saved as it came. */
async function sessionUser(db: Executor, input: PlaceOrderInput): Promise<SessionUser> {
  const user = await findSessionUser(db, input.sessionToken, input.now);
  if (!user) throw new AppError('UNAUTHENTICATED', LOGIN_REQUIRED_MESSAGE);
  return user;
}

/** A priced cart, with what `place_order` must find unchanged, and how it will be paid. */
interface PricedOrder {
  rows: Map<number, PricedProduct>;
  price: CartPrice;
  promotion: ValidPromotion | null;
  lines: OrderLine[];
  now: Date;
  createdAt: Date;
  payment: OrderPayment;
}

/** Step 1: the products (an unknown id is a 400) and the code, checked now, and the prices. */
async function priceOrder(
  db: Executor,
  input: PlaceOrderInput,
  products: RememberedProducts,
  destination: Destination,
): Promise<PricedOrder> {
  const now = input.now ?? new Date();
  const rows = await products.read(
    db,
    input.items.map((item) => item.productId),
  );
  let promotion: ValidPromotion | null = null;
  if (input.discountCode) {
    // Whether this customer has used it is place_order's to say: it knows who the customer is.
    const check = await validateCode(db, {
      code: input.discountCode,
      userId: null,
      eligibleSubtotalSatang: priceOrderLines(input.items, rows).price.eligibleSubtotalSatang,
      now,
    });
    if (!check.valid) {
      throw new AppError('DISCOUNT_INVALID', check.message, { extra: { reason: check.reason } });
    }
    promotion = check.promotion;
  }
  const { price, lines } = priceOrderLines(input.items, rows, promotion?.rule ?? null);
  const createdAt = new Date();
  const payment = await choosePayment(
    db,
    input.paymentMethod,
    {
      productIds: lines.map((line) => line.productId),
      netSatang: price.netSatang,
      // The province the order goes to, when its address says it (a free-text address does not).
      province: destination.structured?.province ?? null,
      codeApplied: promotion !== null,
    },
    createdAt,
  );
  return { rows, price, promotion, lines, now, createdAt, payment };
}

type Refusal =
  | { outcome: 'PRICES_CHANGED' | 'DISCOUNT_UNAVAILABLE' | 'ALREADY_REDEEMED' }
  | {
      outcome: 'OUT_OF_STOCK';
      shortages: { productId: number; variantId: number; available: number }[];
    };

/** What `place_order` answered: who the session is, then what became of the order. */
type Saved =
  | { outcome: 'UNAUTHENTICATED' }
  | ({ user: SessionUser } & (
      | { outcome: 'ADDRESS_REQUIRED' | 'IDEMPOTENCY_MISMATCH' | 'TOO_MANY_UNPAID' }
      | { outcome: 'replayed'; orderId: string }
      | { outcome: 'placed'; orderId: string; saved: Record<string, unknown> }
      | Refusal
    ));

/**
 * `place_order` (orders/sql/place_order.sql), prepared once (db/prepared.ts): every value a
 * placeholder, each passed by its argument's name.
 */
const placeOrderQuery = preparedQuery((db) => {
  const value = (name: keyof PlaceOrderValues) => sql.placeholder(name);
  return db
    .select({
      outcome: sql<Saved['outcome']>`outcome`,
      orderId: sql<string | null>`order_id`,
      shortages: sql<
        { productId: number; variantId: number; available: number }[] | null
      >`shortages`,
      shipTo: sql<string | null>`ship_to`,
      saved: sql<Record<string, unknown> | null>`saved`,
      ...sessionUserColumns,
    })
    .from(sql`place_order(
      p_order_number => ${value('orderNumber')}::bigint,
      p_session_id => ${value('sessionId')}::varchar,
      p_request_hash => ${value('requestHash')}::varchar,
      p_product_ids => ${value('productIds')}::integer[],
      p_variant_ids => ${value('variantIds')}::integer[],
      p_quantities => ${value('quantities')}::integer[],
      p_unit_prices => ${value('unitPrices')}::integer[],
      p_eligible => ${value('eligible')}::boolean[],
      p_names => ${value('names')}::varchar[],
      p_subtotal => ${value('subtotal')}::integer,
      p_discount => ${value('discount')}::integer,
      p_net => ${value('net')}::integer,
      p_now => ${value('now')}::timestamptz,
      p_created_at => ${value('createdAt')}::timestamptz,
      p_channel => ${value('channel')}::event_channel,
      p_status => ${value('status')}::order_status,
      p_workflow_status => ${value('workflowStatus')}::workflow_stage,
      p_payment_status => ${value('paymentStatus')}::payment_status,
      p_payment_method => ${value('paymentMethod')}::payment_method,
      p_shipping_address => ${value('shippingAddress')}::varchar,
      p_idempotency_key => ${value('idempotencyKey')}::varchar,
      p_promotion_id => ${value('promotionId')}::integer,
      p_discount_code => ${value('discountCode')}::varchar,
      p_discount_type => ${value('discountType')}::discount_type,
      p_discount_value => ${value('discountValue')}::integer,
      p_payment_due_at => ${value('paymentDueAt')}::timestamptz,
      p_shipping_fee => ${value('shippingFee')}::integer,
      p_max_unpaid => ${value('maxUnpaid')}::integer
    )`)
    .prepare('place_order');
});

type PlaceOrderValues = {
  orderNumber: number;
  sessionId: string;
  shippingAddress: string | null;
  idempotencyKey: string | null;
  requestHash: string;
  productIds: number[];
  variantIds: number[];
  quantities: number[];
  unitPrices: number[];
  eligible: boolean[];
  names: string[];
  subtotal: number;
  discount: number;
  net: number;
  promotionId: number | null;
  discountCode: string | null;
  discountType: string | null;
  discountValue: number | null;
  now: string;
  createdAt: string;
  channel: ClientChannel;
  status: OrderState['status'];
  workflowStatus: OrderState['workflowStatus'];
  paymentStatus: OrderState['paymentStatus'];
  paymentMethod: OrderState['paymentMethod'];
  paymentDueAt: string | null;
  shippingFee: number;
  maxUnpaid: number;
};

/**
 * Step 2: one call saves it all, or answers why it saved nothing. A structured address is kept
 * on the order (and, when asked, in the customer's book, unless it is full) in the same
 * transaction.
 */
async function saveOrder(
  db: Database,
  input: PlaceOrderInput,
  priced: PricedOrder,
  destination: Destination,
): Promise<Saved> {
  const { lines, price, promotion } = priced;
  const values: PlaceOrderValues = {
    orderNumber: nextOrderNumber(),
    sessionId: sessionIdOf(input.sessionToken),
    shippingAddress: destination.text,
    idempotencyKey: input.idempotencyKey ?? null,
    requestHash: requestHash(input),
    productIds: lines.map((line) => line.productId),
    variantIds: lines.map((line) => line.variantId),
    quantities: lines.map((line) => line.quantity),
    unitPrices: lines.map((line) => line.pricePerUnitSatang),
    eligible: lines.map((line) => line.isEligibleForPromotion),
    names: lines.map((line) => line.productName),
    subtotal: price.subtotalSatang,
    discount: price.discountSatang,
    net: price.netSatang,
    promotionId: promotion?.id ?? null,
    discountCode: promotion?.code ?? null,
    discountType: promotion?.rule.type ?? null,
    discountValue: promotion?.rule.valueHundredths ?? null,
    now: priced.now.toISOString(),
    createdAt: priced.createdAt.toISOString(),
    channel: input.channel ?? 'website',
    // A new order's first state is the lifecycle's.
    ...firstState(placedState(priced.payment.method)),
    paymentDueAt: priced.payment.dueAt?.toISOString() ?? null,
    shippingFee: priced.payment.shippingFeeSatang,
    maxUnpaid: priced.payment.maxUnpaidOrders,
  };
  const { structured } = destination;
  const row = structured
    ? await db.transaction(async (tx) => {
        const [placed] = await placeOrderQuery(tx).execute(values);
        if (placed?.outcome !== 'placed' || !placed.orderId || !placed.saved) return placed;
        await tx
          .update(transactions)
          .set({ shippingAddress: structured })
          .where(eq(transactions.id, placed.orderId));
        if (input.saveAddress && typeof input.shippingAddress === 'object') {
          await addToBook(tx, placed.id, structured);
        }
        return { ...placed, saved: { ...placed.saved, shipping_address: structured } };
      })
    : (await placeOrderQuery(db).execute(values))[0];
  if (!row) throw new Error('place_order answered nothing');
  if (row.outcome === 'UNAUTHENTICATED') return { outcome: 'UNAUTHENTICATED' };
  const { outcome, orderId, shortages, shipTo, saved, ...user } = row;
  return { outcome, orderId, shortages, shipTo, saved, user: user as SessionUser } as Saved;
}

/**
 * Turns a refusal into the customer's answer (thrown), or returns when the cart should simply be
 * priced again: a price, name or eligibility, or the code's value, changed since it was read.
 */
async function explainRefusal(
  db: Executor,
  input: PlaceOrderInput,
  user: SessionUser,
  priced: PricedOrder,
  refusal: Refusal,
): Promise<void> {
  switch (refusal.outcome) {
    case 'PRICES_CHANGED':
      return;
    case 'OUT_OF_STOCK':
      throw shortageError(
        refusal.shortages,
        priced.lines.map((line) => ({ ...line, name: line.productName })),
      );
    case 'ALREADY_REDEEMED':
      throw new AppError('DISCOUNT_INVALID', checkoutMessages.discount.ALREADY_REDEEMED, {
        extra: { reason: 'ALREADY_REDEEMED' },
      });
    case 'DISCOUNT_UNAVAILABLE': {
      // Read again to tell the customer why: usually the last use just went.
      const check = await validateCode(db, {
        code: priced.promotion?.code ?? input.discountCode ?? '',
        userId: user.id,
        eligibleSubtotalSatang: priced.price.eligibleSubtotalSatang,
        now: priced.now,
      });
      if (!check.valid) {
        throw new AppError('DISCOUNT_INVALID', check.message, { extra: { reason: check.reason } });
      }
    }
  }
}

async function earlierOrder(
  db: Executor,
  user: SessionUser,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult | null> {
  if (!input.idempotencyKey) return null;
  const found = await findOrderByKey(db, user.id, input.idempotencyKey);
  if (!found) return null;
  if (found.requestHash !== null && found.requestHash !== requestHash(input)) {
    throw idempotencyMismatch();
  }
  return { order: found.order, created: false, user };
}
