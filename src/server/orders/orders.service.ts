import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type { CartLineInput } from '../../shared/contracts/cart.ts';
import type { Page } from '../../shared/contracts/common.ts';
import type { Order, StockShortage } from '../../shared/contracts/orders.ts';
import { type CartPrice, priceCart } from '../../shared/domain/pricing.ts';
import type { SessionUser } from '../accounts/session.service.ts';
import { recordEvent } from '../analytics/events.service.ts';
import {
  availableUnits,
  type CartProductRow,
  pricingLines,
  readCartProducts,
} from '../cart/cart.service.ts';
import type { Database, Executor } from '../db/client.ts';
import { products, transactionItems, transactions } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import { redeem, type ValidPromotion, validateCode } from '../promotions/redemption.service.ts';
import type { Notifier } from './notifier.ts';
import { type OrderRow, toOrder } from './order.mapper.ts';

const IDEMPOTENCY_CONSTRAINT = 'transactions_idempotency_per_user';
const ORDER_ID_PREFIX = 'TXN';
const MAX_ORDER_ID_ATTEMPTS = 1000;

let lastOrderNumber = 0;

/** Rows of a raw statement: both drivers answer `{ rows }`. */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/**
 * The next order number: the millisecond clock, but never one this process already gave out, so
 * orders placed in the same millisecond get distinct ids without touching the database.
 */
export function nextOrderNumber(): number {
  lastOrderNumber = Math.max(Date.now(), lastOrderNumber + 1);
  return lastOrderNumber;
}

export interface PlaceOrderInput {
  user: SessionUser;
  items: CartLineInput[];
  discountCode?: string;
  shippingAddress?: string;
  idempotencyKey?: string;
  now?: Date;
}

export interface PlaceOrderResult {
  order: Order;
  /** False when the idempotency key had already made this order. */
  created: boolean;
}

/**
 * Places an order in one transaction: stock, discount, order, items and its event are saved
 * together or not at all; the same idempotency key from the same customer returns the first
 * order. The notifier hears about the order only after it is committed.
 */
export async function placeOrder(
  db: Database,
  input: PlaceOrderInput,
  deps: { notifier: Notifier },
): Promise<PlaceOrderResult> {
  const address = input.shippingAddress ?? input.user.address.trim();
  if (!address) {
    throw new AppError('VALIDATION', checkoutMessages.checkout.addressRequired, {
      fields: { shippingAddress: checkoutMessages.checkout.addressRequired },
    });
  }
  if (input.idempotencyKey) {
    const earlier = await findOrderByKey(db, input.user.id, input.idempotencyKey);
    if (earlier) return { order: earlier, created: false };
  }

  let order: Order;
  try {
    order = await db.transaction(async (tx) => {
      const rows = await lockProducts(tx, input.items);
      await takeStock(tx, input.items, rows);
      const promotion = await checkDiscount(tx, input, rows);
      const price = priceCart(pricingLines(input.items, rows), promotion?.rule ?? null);
      const placed = await insertOrder(tx, input, address, rows, price, promotion);
      if (promotion) await redeemCode(tx, input, promotion, placed.id, price);
      await recordOrderEvent(tx, input.user, placed, price);
      return placed;
    });
  } catch (error) {
    // Two requests with one key at the same moment: the loser reads the winner's order.
    if (input.idempotencyKey && uniqueViolation(error) === IDEMPOTENCY_CONSTRAINT) {
      const earlier = await findOrderByKey(db, input.user.id, input.idempotencyKey);
      if (earlier) return { order: earlier, created: false };
    }
    throw error;
  }

  await notify(deps.notifier, order);
  return { order, created: true };
}

/** Step 1: the products, locked in id order; an unknown id is a 400. */
async function lockProducts(tx: Executor, items: CartLineInput[]) {
  const rows = await readCartProducts(
    tx,
    items.map((item) => item.productId),
    { forUpdate: true },
  );
  const fields: Record<string, string> = {};
  items.forEach((item, index) => {
    if (!rows.has(item.productId))
      fields[`items.${index}.productId`] = checkoutMessages.checkout.unknownProduct;
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', checkoutMessages.checkout.unknownProduct, { fields });
  }
  return rows;
}

/** Step 2: every line must be in stock; then the stock goes down, never below zero. */
async function takeStock(
  tx: Executor,
  items: CartLineInput[],
  rows: Map<number, CartProductRow>,
): Promise<void> {
  const shortages: StockShortage[] = [];
  for (const item of items) {
    const row = rows.get(item.productId) as CartProductRow;
    const available = availableUnits(row);
    if (available < item.quantity) {
      shortages.push({
        productId: row.id,
        name: row.name,
        requested: item.quantity,
        available,
      });
    }
  }
  if (shortages.length > 0) {
    throw new AppError(
      'OUT_OF_STOCK',
      checkoutMessages.checkout.outOfStock(shortages.map((shortage) => shortage.name).join(', ')),
      { extra: { products: shortages } },
    );
  }
  const updated = await tx.execute(sql`
    update ${products}
    set stock_count = ${products}.stock_count - line.quantity, updated_at = now()
    from unnest(
      ${sql.param(items.map((item) => item.productId))}::integer[],
      ${sql.param(items.map((item) => item.quantity))}::integer[]
    ) as line(id, quantity)
    where ${products}.id = line.id and ${products}.stock_count >= line.quantity
    returning ${products}.id`);
  // The rows are locked, so this only fails if the database broke its promise.
  if (rowsOf(updated).length !== items.length) throw new Error('stock changed while locked');
}

/** Step 3: the code, checked again now, on the eligible lines at today's prices. */
async function checkDiscount(
  tx: Executor,
  input: PlaceOrderInput,
  rows: Map<number, CartProductRow>,
): Promise<ValidPromotion | null> {
  if (!input.discountCode) return null;
  const { eligibleSubtotalSatang } = priceCart(pricingLines(input.items, rows));
  const check = await validateCode(tx, {
    code: input.discountCode,
    userId: input.user.id,
    eligibleSubtotalSatang,
    now: input.now,
  });
  if (!check.valid) {
    throw new AppError('DISCOUNT_INVALID', check.message, { extra: { reason: check.reason } });
  }
  return check.promotion;
}

/**
 * Step 4: the order and its lines (with the name and price they had at checkout) in one
 * statement. The id is 'TXN' + milliseconds, bumped while another process holds the number.
 */
async function insertOrder(
  tx: Executor,
  input: PlaceOrderInput,
  address: string,
  rows: Map<number, CartProductRow>,
  price: CartPrice,
  promotion: ValidPromotion | null,
): Promise<Order> {
  const { user } = input;
  const createdAt = new Date();
  const lines = input.items.map((item) => {
    const row = rows.get(item.productId) as CartProductRow;
    return {
      productId: row.id,
      productName: row.name,
      quantity: item.quantity,
      pricePerUnitSatang: row.priceSatang,
      totalPriceSatang: row.priceSatang * item.quantity,
      isEligibleForPromotion: row.isEligibleForPromotion,
    };
  });
  const column = <K extends keyof (typeof lines)[number]>(key: K) =>
    sql.param(lines.map((line) => line[key]));

  for (let attempt = 0; attempt < MAX_ORDER_ID_ATTEMPTS; attempt++) {
    const id = `${ORDER_ID_PREFIX}${nextOrderNumber()}`;
    const inserted = await tx.execute(sql`
      with new_order as (
        insert into ${transactions} (
          id, user_id, username, first_name, last_name, phone, address,
          total_amount_satang, discount_code, discount_value_satang, net_amount_satang,
          status, workflow_status, channel, idempotency_key, created_at, updated_at
        ) values (
          ${id}, ${user.id}, ${user.phone}, ${user.firstName}, ${user.lastName}, ${user.phone},
          ${address}, ${price.subtotalSatang}, ${promotion?.code ?? null}, ${price.discountSatang},
          ${price.netSatang}, 'pending', 'orders', 'website', ${input.idempotencyKey ?? null},
          ${createdAt.toISOString()}::timestamptz, ${createdAt.toISOString()}::timestamptz
        )
        on conflict (id) do nothing
        returning id
      ), new_items as (
        insert into ${transactionItems} (
          transaction_id, product_id, product_name, quantity,
          price_per_unit_satang, total_price_satang, is_eligible_for_promotion
        )
        select new_order.id, line.product_id, line.product_name, line.quantity,
          line.price, line.total, line.eligible
        from new_order, unnest(
          ${column('productId')}::integer[], ${column('productName')}::text[],
          ${column('quantity')}::integer[], ${column('pricePerUnitSatang')}::integer[],
          ${column('totalPriceSatang')}::integer[], ${column('isEligibleForPromotion')}::boolean[]
        ) with ordinality as line(product_id, product_name, quantity, price, total, eligible, position)
        order by line.position
      )
      select id from new_order`);
    if (rowsOf(inserted).length === 0) continue;
    const row: OrderRow = {
      id,
      userId: user.id,
      username: user.phone,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      address,
      totalAmountSatang: price.subtotalSatang,
      discountCode: promotion?.code ?? null,
      discountValueSatang: price.discountSatang,
      netAmountSatang: price.netSatang,
      status: 'pending',
      workflowStatus: 'orders',
      orderRejected: false,
      rejectionReason: null,
      orderReceivedAt: null,
      paymentConfirmedAt: null,
      deliveryStartedAt: null,
      courierAssignedAt: null,
      channel: 'website',
      idempotencyKey: input.idempotencyKey ?? null,
      createdAt,
      updatedAt: createdAt,
    };
    return toOrder(row, lines);
  }
  throw new Error('no free order id');
}

/** Step 5: one use of the code, in this transaction; losing a race is a 409 with the reason. */
async function redeemCode(
  tx: Executor,
  input: PlaceOrderInput,
  promotion: ValidPromotion,
  orderId: string,
  price: CartPrice,
): Promise<void> {
  const result = await redeem(tx, {
    promotionId: promotion.id,
    userId: input.user.id,
    transactionId: orderId,
    now: input.now,
  });
  if (result === 'SUCCESS') return;
  if (result === 'ALREADY_REDEEMED') {
    throw new AppError('DISCOUNT_INVALID', checkoutMessages.discount.ALREADY_REDEEMED, {
      extra: { reason: 'ALREADY_REDEEMED' },
    });
  }
  // Read again (a newer snapshot) to tell the customer why: usually the last use just went.
  const check = await validateCode(tx, {
    code: promotion.code,
    userId: input.user.id,
    eligibleSubtotalSatang: price.eligibleSubtotalSatang,
    now: input.now,
  });
  throw check.valid
    ? new AppError('DISCOUNT_INVALID', checkoutMessages.discount.other, {
        extra: { reason: 'UNAVAILABLE' },
      })
    : new AppError('DISCOUNT_INVALID', check.message, { extra: { reason: check.reason } });
}

/** Step 6: the `transaction` analytics event, saved (or rolled back) with the order. */
async function recordOrderEvent(
  tx: Executor,
  user: SessionUser,
  order: Order,
  price: CartPrice,
): Promise<void> {
  await recordEvent(tx, {
    eventType: 'transaction',
    userId: user.id,
    userName: `${user.firstName} ${user.lastName}`,
    channel: 'website',
    amountSatang: price.netSatang,
    details: { transaction_id: order.id, products: order.items.length },
  });
}

/** After commit: a failing notifier is logged, never undoes or fails the order. */
async function notify(notifier: Notifier, order: Order): Promise<void> {
  try {
    await notifier.orderPlaced(order);
  } catch (error) {
    logger.error('order notification failed', {
      orderId: order.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** The constraint a unique violation names, looking through driver and ORM wrappers. */
function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match = String(candidate.message ?? '').match(/constraint "([^"]+)"/);
      return match?.[1] ?? '';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

async function withItems(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(transactionItems)
    .where(
      inArray(
        transactionItems.transactionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(transactionItems.id));
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.transactionId === row.id),
    ),
  );
}

async function findOrderByKey(db: Executor, userId: string, key: string): Promise<Order | null> {
  const rows = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, key)))
    .limit(1);
  const [order] = await withItems(db, rows);
  return order ?? null;
}

/** A customer's own orders, newest first, each with its items. */
export async function listOwnOrders(
  db: Executor,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<Page<Order>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, userId))
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(transactions).where(eq(transactions.userId, userId)),
  ]);
  return {
    items: await withItems(db, rows),
    total: total?.n ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** One of the customer's own orders; anyone else's is "not found", not "forbidden". */
export async function getOwnOrder(db: Executor, userId: string, orderId: string): Promise<Order> {
  const rows = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, orderId), eq(transactions.userId, userId)))
    .limit(1);
  const [order] = await withItems(db, rows);
  if (!order) throw new AppError('NOT_FOUND', checkoutMessages.orders.notFound);
  return order;
}
