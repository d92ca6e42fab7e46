import { checkoutMessages } from '../../shared/checkout-messages.ts';
import { formatShippingAddress, type ShippingAddress } from '../../shared/contracts/addresses.ts';
import type { CartLineInput } from '../../shared/contracts/cart.ts';
import type { Order } from '../../shared/contracts/orders.ts';
import type { ClientChannel } from '../../shared/domain/analytics.ts';
import {
  AWAITING_PAYMENT,
  decide,
  MOVES,
  type MoveRule,
  type PaymentMethod,
  placedState,
} from '../../shared/domain/order-lifecycle.ts';
import { type PointsSpend, spendPoints } from '../../shared/domain/points.ts';
import type { CartPrice } from '../../shared/domain/pricing.ts';
import { orderLink } from '../../shared/notification-messages.ts';
import { type SessionUser, sessionIdOf } from '../accounts/session.service.ts';
import { addToBook } from '../addresses/address-book.service.ts';
import { shortageError } from '../catalog/order-effects.ts';
import type { Database, Executor } from '../db/client.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '../http/errors.ts';
import { LOGIN_REQUIRED_MESSAGE } from '../http/session.ts';
import { notEnoughPoints } from '../points/order-effects.ts';
import { forgetPointsTerms, pointsTermsForOrder } from '../points/points-settings.ts';
import { type ValidPromotion, validateCode } from '../promotions/redemption.service.ts';
import { forgetPaymentSettings } from '../settings/payment-settings.ts';
import { forgetShippingRules } from '../shipping/shipping-settings.ts';
import { toOrder } from './order.mapper.ts';
import { choosePayment, type OrderPayment } from './order-payment.ts';
import { type OrderLine, priceOrderLines } from './order-pricing.ts';
import { findOrderByKey } from './order-reads.ts';
import { requestHash } from './order-request-hash.ts';
import { firstState, nextOrderNumber, orderRowFromJson } from './order-store.ts';
import {
  callPlaceOrder,
  findSessionAndKey,
  type PlaceOrderValues,
  type PlaceRefusal,
  type Saved,
} from './place-order-query.ts';
import type { RememberedAddresses, RememberedDefault } from './remembered-addresses.ts';
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
  /** The member's points to spend (capped at the shop's share; place_order checks the balance). */
  pointsToUse?: number;
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
  /** Each session's default address as last read; read from the book when not remembered. */
  addresses: RememberedAddresses;
}

/**
 * 409 TOO_MANY_UNPAID: the customer pays (or cancels) an order before placing another; with the
 * table's reason, as every refused move answers (orders/order-moves.ts).
 */
function tooManyUnpaid(max: number): AppError {
  return new AppError('TOO_MANY_UNPAID', checkoutMessages.checkout.tooManyUnpaid(max), {
    extra: { reason: 'TOO_MANY_UNPAID', maxUnpaidOrders: max },
  });
}

function idempotencyMismatch(): AppError {
  return new AppError('IDEMPOTENCY_MISMATCH', checkoutMessages.checkout.idempotencyMismatch);
}

/**
 * Places an order, the lifecycle's `place` move made by the customer: price the cart (the shared
 * pricing function, on the products, settings and default address as last read from the
 * database), then save it with `place_order` (orders/sql/place_order.sql) in one round trip,
 * passing what the table decided for the move (first state, effects, messages, its guard's data).
 * `place_order` checks the session, holds the rows, checks that the prices, settings, address,
 * stock and code are still as priced and saves stock, order, lines, code use, messages and the
 * `transaction` event together or not at all, each through its owner's database function. A
 * customer who already has the shop's limit of orders awaiting payment is refused (409
 * TOO_MANY_UNPAID), counted in that same call with the customer's orders placed one at a time.
 * When something priced was not the database's, what changed is read again and the cart priced
 * again. The same idempotency key from the same customer returns the first order.
 */
export async function placeOrder(
  db: Database,
  input: PlaceOrderInput,
  deps: PlaceOrderDeps,
): Promise<PlaceOrderResult> {
  const sessionId = sessionIdOf(input.sessionToken);
  for (let attempt = 1; ; attempt++) {
    let priced: PricedOrder;
    try {
      const destination = await destinationOf(db, input, deps.addresses);
      priced = await priceOrder(db, input, deps.products, destination);
    } catch (error) {
      // A visitor hears 401 before anything about the cart, as on every other route; a repeat of
      // a placed order is answered with it even if the cart no longer prices.
      const earlier = await earlierOrderOfSession(db, input);
      if (earlier) return earlier;
      throw error;
    }
    let saved: Saved;
    try {
      saved = await saveOrder(db, input, priced);
    } catch (error) {
      // Two requests with one key at the same moment: the loser reads the winner's order.
      if (input.idempotencyKey && uniqueViolation(error) === IDEMPOTENCY_CONSTRAINT) {
        const earlier = await earlierOrderOfSession(db, input);
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
        // The points the lines earn once delivered, as place_order copied them from the sizes.
        order.pointsEarned = Number(saved.saved.points_earned ?? 0);
        return { order, created: true, user };
      }
      case 'NOT_ENOUGH_POINTS':
        throw notEnoughPoints(saved.pointsBalance);
      default:
        if (saved.outcome === 'PRICES_CHANGED') deps.products.forget([...priced.rows.keys()]);
        if (saved.outcome === 'ADDRESS_CHANGED') deps.addresses.forget(sessionId);
        if (saved.outcome === 'TERMS_CHANGED') {
          forgetPaymentSettings(db);
          forgetShippingRules(db);
          forgetPointsTerms(db);
        }
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
  /** The book's default as remembered, when the order came without an address. */
  book?: RememberedDefault;
}

/**
 * The address sent (structured, or text as before), else the book's default as remembered (read
 * once per session, checked by place_order), else (text null) the profile's.
 */
async function destinationOf(
  db: Executor,
  input: PlaceOrderInput,
  addresses: RememberedAddresses,
): Promise<Destination> {
  const sent = input.shippingAddress;
  if (typeof sent === 'string') return { text: sent, structured: null };
  if (sent) return { text: formatShippingAddress(sent), structured: sent };
  const book = await addresses.read(db, sessionIdOf(input.sessionToken), input.now ?? new Date());
  return book
    ? { text: formatShippingAddress(book.address), structured: book.address, book }
    : { text: null, structured: null, book };
}

/**
 * The order this request's idempotency key already made, else null, after the session is found
 * live (else 401): one statement, only when an order cannot be saved as it came.
 */
async function earlierOrderOfSession(
  db: Executor,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult | null> {
  const found = await findSessionAndKey(
    db,
    sessionIdOf(input.sessionToken),
    input.idempotencyKey ?? null,
    input.now ?? new Date(),
  );
  if (!found) throw new AppError('UNAUTHENTICATED', LOGIN_REQUIRED_MESSAGE);
  if (!found.earlier) return null;
  if (found.earlier.requestHash !== null && found.earlier.requestHash !== requestHash(input)) {
    throw idempotencyMismatch();
  }
  return earlierOrder(db, found.user, input);
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
  destination: Destination;
  points: PointsSpend;
  pointsVersion: number;
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
    // How the cart's products may travel, as priced (place_order compares it with the held rows).
    lines.flatMap((line) => {
      const row = rows.get(line.productId);
      return row ? [row] : [];
    }),
  );
  const terms = await pointsTermsForOrder(db);
  const points = spendPoints(price.netSatang, input.pointsToUse ?? 0, terms);
  return {
    rows,
    price,
    promotion,
    lines,
    now,
    createdAt,
    payment,
    destination,
    points,
    pointsVersion: terms.version,
  };
}

/** `{orderId}` in the link place_order writes into the customer's message stands for the id. */
const ORDER_ID_MARK = '{orderId}';

/**
 * Step 2: one call makes the `place` move as the table decides it, or answers why it made
 * nothing. A structured address is kept on the order by the same call; kept in the customer's
 * book too when asked (unless it is full), in the same transaction.
 */
async function saveOrder(db: Database, input: PlaceOrderInput, priced: PricedOrder) {
  const { lines, price, promotion, payment, destination } = priced;
  const rule: MoveRule = MOVES.place;
  const decision = decide(null, 'place', 'customer', { paymentMethod: payment.method });
  if (decision.kind !== 'apply') throw new Error('the lifecycle does not let a customer place');
  const values: PlaceOrderValues = {
    orderNumber: nextOrderNumber(),
    sessionId: sessionIdOf(input.sessionToken),
    shippingAddress: destination.text,
    shippingAddressJson: destination.structured ? JSON.stringify(destination.structured) : null,
    fromBook: destination.book !== undefined,
    bookAddressId: destination.book?.id ?? null,
    bookAddressVersion: destination.book?.version ?? null,
    idempotencyKey: input.idempotencyKey ?? null,
    requestHash: requestHash(input),
    productIds: lines.map((line) => line.productId),
    variantIds: lines.map((line) => line.variantId),
    quantities: lines.map((line) => line.quantity),
    unitPrices: lines.map((line) => line.pricePerUnitSatang),
    eligible: lines.map((line) => line.isEligibleForPromotion),
    names: lines.map((line) => line.productName),
    codAllowed: lines.map((line) => priced.rows.get(line.productId)?.codAllowed ?? true),
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
    // The move's result, effects and messages are the lifecycle table's.
    ...firstState({ ...placedState(payment.method), ...decision.to }),
    effects: [...decision.effects],
    tellShop: rule.tells.shop ?? null,
    tellCustomer: rule.tells.customer ?? null,
    link: orderLink(ORDER_ID_MARK, payment.method).replace(
      encodeURIComponent(ORDER_ID_MARK),
      ORDER_ID_MARK,
    ),
    // The move's guard, counted under the customer's lock: its data is the table's.
    unpaidStatuses: [...AWAITING_PAYMENT.statuses],
    unpaidMethods: [...AWAITING_PAYMENT.paymentMethods],
    unpaidPaymentStatuses: [...AWAITING_PAYMENT.paymentStatuses],
    maxUnpaid: payment.maxUnpaidOrders,
    paymentSettingsVersion: payment.versions.payment,
    shippingSettingsVersion: payment.versions.shipping,
    paymentDueAt: payment.dueAt?.toISOString() ?? null,
    shippingFee: payment.shippingFeeSatang,
    codFee: payment.codFeeSatang,
    pointsUsed: priced.points.pointsUsed,
    pointsDiscount: priced.points.pointsDiscountSatang,
    pointsSettingsVersion: priced.pointsVersion,
  };
  const { structured } = destination;
  if (!(structured && input.saveAddress && typeof input.shippingAddress === 'object')) {
    return callPlaceOrder(db, values);
  }
  return db.transaction(async (tx) => {
    const saved = await callPlaceOrder(tx, values);
    if (saved.outcome === 'placed') await addToBook(tx, saved.user.id, structured);
    return saved;
  });
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
  refusal: PlaceRefusal,
): Promise<void> {
  switch (refusal.outcome) {
    case 'PRICES_CHANGED':
    case 'TERMS_CHANGED':
    case 'ADDRESS_CHANGED':
    case 'NOT_ENOUGH_POINTS':
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
