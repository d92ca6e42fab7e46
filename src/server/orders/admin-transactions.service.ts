import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.ts';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type {
  AdminTransactionDetail,
  AdminTransactionListQuery,
  AdminTransactionPage,
  ItemEditsRequest,
  ManualOrderInput,
  TransactionAction,
  TransactionCounters,
  TransactionUpdateRequest,
} from '../../shared/contracts/admin-orders.ts';
import type { StockShortage } from '../../shared/contracts/orders.ts';
import { bahtToSatang, satangToBaht } from '../../shared/domain/money.ts';
import { canEditItems, ORDER_STATUSES } from '../../shared/domain/order-workflow.ts';
import { isThaiPhone, normalizePhone } from '../../shared/domain/phone.ts';
import { type DiscountRule, priceCart } from '../../shared/domain/pricing.ts';
import type { SessionUser } from '../accounts/session.service.ts';
import { recordEvent } from '../analytics/events.service.ts';
import { readCartProducts } from '../cart/cart.service.ts';
import type { Database, Executor } from '../db/client.ts';
import {
  products,
  promotionRedemptions,
  promotions,
  transactionHistory,
  transactionItems,
  transactions,
  users,
} from '../db/schema/index.ts';
import { containsPattern } from '../db/search.ts';
import { AppError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import {
  type OrderItemRow,
  type OrderRow,
  toAdminTransaction,
  toAdminTransactionDetail,
} from './order.mapper.ts';
import { assertWithinOrderLimit, nextOrderNumber } from './orders.service.ts';

const text = adminMessages.transactions;
const ORDER_ID_PREFIX = 'TXN';
const MAX_ORDER_ID_ATTEMPTS = 1000;

export const actorName = (actor: SessionUser) => `${actor.firstName} ${actor.lastName}`.trim();

// ───────────────────────────── reading ─────────────────────────────

async function itemsOf(db: Executor, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(transactionItems)
    .where(inArray(transactionItems.transactionId, [...orderIds]))
    .orderBy(asc(transactionItems.id));
}

async function detailOf(db: Executor, row: OrderRow): Promise<AdminTransactionDetail> {
  const [items, history] = await Promise.all([
    itemsOf(db, [row.id]),
    db
      .select()
      .from(transactionHistory)
      .where(eq(transactionHistory.transactionId, row.id))
      .orderBy(desc(transactionHistory.createdAt), desc(transactionHistory.id)),
  ]);
  return toAdminTransactionDetail(row, items, history);
}

function searchCondition(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const phoneDigits = normalizePhone(q);
  return or(
    ilike(transactions.id, pattern),
    ilike(transactions.username, pattern),
    ilike(transactions.phone, pattern),
    ...(phoneDigits && phoneDigits !== q
      ? [ilike(transactions.phone, containsPattern(phoneDigits))]
      : []),
  );
}

/**
 * The back office's order list: search by order id or phone (case-insensitive), exact status,
 * newest first, with the shop-wide count of orders in each status for the counters.
 */
export async function listAdminTransactions(
  db: Executor,
  query: AdminTransactionListQuery,
): Promise<AdminTransactionPage> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(transactions.status, query.status));
  if (query.q) {
    const match = searchCondition(query.q);
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [[totalRow], rows, statusRows] = await Promise.all([
    db.select({ n: count() }).from(transactions).where(where),
    db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ status: transactions.status, n: count() })
      .from(transactions)
      .groupBy(transactions.status),
  ]);
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  const counters = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, 0]),
  ) as TransactionCounters;
  for (const row of statusRows) counters[row.status] = Number(row.n);
  return {
    items: rows.map((row) =>
      toAdminTransaction(
        row,
        items.filter((item) => item.transactionId === row.id),
      ),
    ),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    counters,
  };
}

/** One order with every line and its history, newest change first. */
export async function getAdminTransaction(
  db: Executor,
  id: string,
): Promise<AdminTransactionDetail> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', text.notFound);
  return detailOf(db, row);
}

// ───────────────────────────── shared steps ─────────────────────────────

/** Locks the order row until the transaction ends: two staff members act one after the other. */
async function lockOrder(tx: Executor, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', text.notFound);
  return row;
}

export async function lockItems(tx: Executor, orderId: string): Promise<OrderItemRow[]> {
  return tx
    .select()
    .from(transactionItems)
    .where(eq(transactionItems.transactionId, orderId))
    .orderBy(asc(transactionItems.id))
    .for('update');
}

/** The units a line holds from the shelf: none once cancelled. */
const heldUnits = (item: Pick<OrderItemRow, 'quantity' | 'isCancelled'>) =>
  item.isCancelled ? 0 : item.quantity;

/** Adds a change of units per product to a running map (positive: take from the shelf). */
function addDelta(deltas: Map<number, number>, productId: number | null, units: number) {
  if (productId === null || units === 0) return;
  deltas.set(productId, (deltas.get(productId) ?? 0) + units);
}

/**
 * Moves stock by product: a positive delta takes units (never below zero: 409 OUT_OF_STOCK), a
 * negative one returns them. Products are locked in id order, as checkout locks them.
 */
async function adjustStock(
  tx: Executor,
  deltas: Map<number, number>,
  names: Map<number, string> = new Map(),
): Promise<void> {
  const changes = [...deltas].filter(([, delta]) => delta !== 0);
  if (changes.length === 0) return;
  const rows = await readCartProducts(
    tx,
    changes.map(([id]) => id),
    { forUpdate: true },
  );
  const shortages: StockShortage[] = [];
  const apply: [number, number][] = [];
  for (const [productId, delta] of changes) {
    const row = rows.get(productId);
    if (!row) {
      // A deleted product takes nothing back; it cannot give more either.
      if (delta > 0) {
        throw new AppError('CONFLICT', text.productGone(names.get(productId) ?? String(productId)));
      }
      continue;
    }
    if (delta > row.stockCount) {
      shortages.push({ productId, name: row.name, requested: delta, available: row.stockCount });
    }
    apply.push([productId, delta]);
  }
  if (shortages.length > 0) {
    throw new AppError(
      'OUT_OF_STOCK',
      checkoutMessages.checkout.outOfStock(shortages.map((shortage) => shortage.name).join(', ')),
      { extra: { products: shortages } },
    );
  }
  if (apply.length === 0) return;
  await tx.execute(sql`
    update ${products}
    set stock_count = ${products}.stock_count - change.delta, updated_at = now()
    from unnest(
      ${sql.param(apply.map(([id]) => id))}::integer[],
      ${sql.param(apply.map(([, delta]) => delta))}::integer[]
    ) as change(id, delta)
    where ${products}.id = change.id`);
}

/** Gives back every unit an order's live lines hold (reject, cancel, delete). */
export async function returnHeldStock(
  tx: Executor,
  items: readonly OrderItemRow[],
): Promise<number> {
  const deltas = new Map<number, number>();
  for (const item of items) addDelta(deltas, item.productId, -heldUnits(item));
  await adjustStock(tx, deltas);
  return [...deltas.values()].reduce((sum, delta) => sum - delta, 0);
}

/** Takes again every unit an order's live lines hold (a cancelled order brought back). */
async function takeHeldStock(tx: Executor, items: readonly OrderItemRow[]): Promise<void> {
  const deltas = new Map<number, number>();
  const names = new Map<number, string>();
  for (const item of items) {
    addDelta(deltas, item.productId, heldUnits(item));
    if (item.productId !== null) names.set(item.productId, item.productName);
  }
  await adjustStock(tx, deltas, names);
}

interface Trace {
  action: TransactionAction;
  details: Record<string, unknown>;
  /** Only a new order carries an amount: staff actions must not look like sales. */
  amountSatang?: number | null;
  event?: { userId: string | null; userName: string; channel: 'website' | 'phone' };
}

/**
 * Every change leaves a trace in the same transaction: a history line on the order (who, what)
 * and a `transaction` analytics event with `details.action`.
 */
export async function leaveTrace(tx: Executor, actor: SessionUser, orderId: string, trace: Trace) {
  const name = actorName(actor);
  if (trace.action !== 'delete') {
    await tx.insert(transactionHistory).values({
      transactionId: orderId,
      actorId: actor.id,
      actorName: name,
      action: trace.action,
      details: trace.details,
    });
  }
  await recordEvent(tx, {
    eventType: 'transaction',
    userId: trace.event?.userId ?? actor.id,
    userName: trace.event?.userName ?? name,
    channel: trace.event?.channel ?? 'website',
    amountSatang: trace.amountSatang ?? null,
    details: {
      transaction_id: orderId,
      action: trace.action,
      ...(trace.event ? { by: name } : {}),
      ...trace.details,
    },
  });
}

/** Runs a change on one locked order and answers the order as it then stands. */
export async function withLockedOrder(
  db: Database,
  id: string,
  change: (tx: Executor, row: OrderRow) => Promise<void>,
): Promise<AdminTransactionDetail> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    await change(tx, row);
    return getAdminTransaction(tx, id);
  });
}

/** The ticked items must be live lines of this order. */
export function checkTicked(items: readonly OrderItemRow[], itemIds: readonly number[]) {
  const live = new Set(items.filter((item) => !item.isCancelled).map((item) => item.id));
  const fields: Record<string, string> = {};
  itemIds.forEach((itemId, index) => {
    if (!live.has(itemId)) fields[`itemIds.${index}`] = text.itemNotInOrder;
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', text.itemNotInOrder, { fields });
  }
}

// ───────────────────────────── item edits ─────────────────────────────

/**
 * The discount rule an order was placed with: the promotion it redeemed (or the one its code
 * names); if that is gone, the amount it got, as a fixed discount.
 */
async function discountRuleOf(tx: Executor, row: OrderRow): Promise<DiscountRule | null> {
  if (!row.discountCode) return null;
  const [redeemed] = await tx
    .select({ type: promotions.discountType, value: promotions.discountValueHundredths })
    .from(promotionRedemptions)
    .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId))
    .where(eq(promotionRedemptions.transactionId, row.id))
    .limit(1);
  const [named] = redeemed
    ? [redeemed]
    : await tx
        .select({ type: promotions.discountType, value: promotions.discountValueHundredths })
        .from(promotions)
        .where(eq(promotions.discountCode, row.discountCode))
        .limit(1);
  return named
    ? { type: named.type, valueHundredths: named.value }
    : { type: 'fixed', valueHundredths: row.discountValueSatang };
}

/** What an order's lines that are not cancelled come to, before any discount. */
function liveSubtotal(items: Iterable<OrderItemRow>): number {
  let sum = 0;
  for (const item of items) if (!item.isCancelled) sum += item.totalPriceSatang;
  return sum;
}

/** Total, discount and net of an order's live lines, by the shared pricing function. */
async function priceOrder(tx: Executor, row: OrderRow, items: readonly OrderItemRow[]) {
  const rule = await discountRuleOf(tx, row);
  return priceCart(
    items
      .filter((item) => !item.isCancelled)
      .map((item) => ({
        productId: item.productId ?? 0,
        unitPriceSatang: item.pricePerUnitSatang,
        quantity: item.quantity,
        isEligibleForPromotion: item.isEligibleForPromotion,
      })),
    rule,
  );
}

/** What a set of item edits did: the lines changed and the order's prices before and after. */
export interface AppliedItemEdits {
  changes: Record<string, unknown>[];
  totalAmount: [number, number];
  netAmount: [number, number];
}

/**
 * The one path by which an order's lines change (saved edits, and the lines a confirm leaves
 * unticked): line totals = quantity × unit price, stock moved by the difference (409 when short),
 * the order re-priced by the shared pricing function with its discount re-capped. Runs inside
 * the caller's transaction on locked rows; answers null when nothing changes.
 */
export async function applyItemEdits(
  tx: Executor,
  row: OrderRow,
  items: readonly OrderItemRow[],
  edits: ItemEditsRequest['items'],
): Promise<AppliedItemEdits | null> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const fields: Record<string, string> = {};
  edits.forEach((edit, index) => {
    if (!byId.has(edit.id)) fields[`items.${index}.id`] = text.itemNotInOrder;
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', text.itemNotInOrder, { fields });
  }

  const deltas = new Map<number, number>();
  const names = new Map<number, string>();
  const changes: Record<string, unknown>[] = [];
  const after = new Map(items.map((item) => [item.id, item]));
  for (const edit of edits) {
    const before = byId.get(edit.id) as OrderItemRow;
    if (before.quantity === edit.quantity && before.isCancelled === edit.cancelled) continue;
    const next: OrderItemRow = {
      ...before,
      quantity: edit.quantity,
      isCancelled: edit.cancelled,
      totalPriceSatang: before.pricePerUnitSatang * edit.quantity,
    };
    after.set(edit.id, next);
    addDelta(deltas, before.productId, heldUnits(next) - heldUnits(before));
    if (before.productId !== null) names.set(before.productId, before.productName);
    changes.push({
      itemId: before.id,
      productName: before.productName,
      quantity: [before.quantity, next.quantity],
      cancelled: [before.isCancelled, next.isCancelled],
    });
  }
  if (changes.length === 0) return null;
  assertWithinOrderLimit(liveSubtotal(after.values()));

  await adjustStock(tx, deltas, names);
  for (const item of after.values()) {
    if (item === byId.get(item.id)) continue;
    await tx
      .update(transactionItems)
      .set({
        quantity: item.quantity,
        isCancelled: item.isCancelled,
        totalPriceSatang: item.totalPriceSatang,
      })
      .where(eq(transactionItems.id, item.id));
  }
  const price = await priceOrder(tx, row, [...after.values()]);
  await tx
    .update(transactions)
    .set({
      totalAmountSatang: price.subtotalSatang,
      discountValueSatang: price.discountSatang,
      netAmountSatang: price.netSatang,
      updatedAt: new Date(),
    })
    .where(eq(transactions.id, row.id));
  return {
    changes,
    totalAmount: [satangToBaht(row.totalAmountSatang), satangToBaht(price.subtotalSatang)],
    netAmount: [satangToBaht(row.netAmountSatang), satangToBaht(price.netSatang)],
  };
}

/**
 * Saved item edits (decisions.md): new quantities and cancellations, line totals = quantity ×
 * unit price, the order re-priced with the discount re-capped at the new eligible subtotal, and
 * stock moved by the difference — all in one transaction; refused once cancelled or shipped out.
 */
export async function editTransactionItems(
  db: Database,
  actor: SessionUser,
  id: string,
  edits: ItemEditsRequest['items'],
): Promise<AdminTransactionDetail> {
  return withLockedOrder(db, id, async (tx, row) => {
    if (!canEditItems(row)) throw new AppError('CONFLICT', text.itemsLocked);
    const applied = await applyItemEdits(tx, row, await lockItems(tx, id), edits);
    if (!applied) return;
    await leaveTrace(tx, actor, id, { action: 'items', details: { ...applied } });
  });
}

// ───────────────────────────── manual orders and the edit form ─────────────────────────────

interface Customer {
  userId: string | null;
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * Who a manual order is for: the member whose phone the username is, or a walk-in customer by
 * the name (or unknown phone) typed.
 */
async function resolveCustomer(db: Executor, username: string): Promise<Customer> {
  if (isThaiPhone(username)) {
    const phone = normalizePhone(username);
    const [member] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.phone, phone))
      .limit(1);
    if (member) {
      return {
        userId: member.id,
        username: phone,
        firstName: member.firstName,
        lastName: member.lastName,
        phone,
      };
    }
    return { userId: null, username: phone, firstName: phone, lastName: '', phone };
  }
  return { userId: null, username, firstName: username, lastName: '', phone: '' };
}

/**
 * A manual order taken by phone (decisions.md: the form really saves): channel `phone`, lines
 * priced by the server with their stock taken, or a plain total when there are no lines.
 */
export async function createManualOrder(
  db: Database,
  actor: SessionUser,
  input: ManualOrderInput,
): Promise<AdminTransactionDetail> {
  const customer = await resolveCustomer(db, input.username);
  return db.transaction(async (tx) => {
    const rows = await readCartProducts(
      tx,
      input.items.map((item) => item.productId),
      { forUpdate: true },
    );
    const fields: Record<string, string> = {};
    input.items.forEach((item, index) => {
      if (!rows.has(item.productId))
        fields[`items.${index}.productId`] = checkoutMessages.checkout.unknownProduct;
    });
    if (Object.keys(fields).length > 0) {
      throw new AppError('VALIDATION', checkoutMessages.checkout.unknownProduct, { fields });
    }
    const lines = input.items.map((item) => {
      const product = rows.get(item.productId) as NonNullable<ReturnType<typeof rows.get>>;
      return {
        productId: product.id,
        productName: product.name,
        quantity: item.quantity,
        pricePerUnitSatang: product.priceSatang,
        totalPriceSatang: product.priceSatang * item.quantity,
        isEligibleForPromotion: product.isEligibleForPromotion,
      };
    });
    assertWithinOrderLimit(lines.reduce((sum, line) => sum + line.totalPriceSatang, 0));
    if (input.status !== 'cancelled') {
      const deltas = new Map<number, number>();
      for (const line of lines) addDelta(deltas, line.productId, line.quantity);
      await adjustStock(tx, deltas);
    }
    const totalSatang =
      lines.length > 0
        ? priceCart(
            lines.map((line) => ({
              productId: line.productId,
              unitPriceSatang: line.pricePerUnitSatang,
              quantity: line.quantity,
              isEligibleForPromotion: line.isEligibleForPromotion,
            })),
          ).netSatang
        : bahtToSatang(input.totalAmount ?? 0);

    const now = new Date();
    const confirmed = input.status !== 'pending' && input.status !== 'cancelled';
    let id: string | null = null;
    for (let attempt = 0; attempt < MAX_ORDER_ID_ATTEMPTS && !id; attempt++) {
      const [inserted] = await tx
        .insert(transactions)
        .values({
          id: `${ORDER_ID_PREFIX}${nextOrderNumber()}`,
          userId: customer.userId,
          username: customer.username,
          firstName: customer.firstName,
          lastName: customer.lastName,
          phone: customer.phone,
          address: input.shippingAddress,
          totalAmountSatang: totalSatang,
          discountValueSatang: 0,
          netAmountSatang: totalSatang,
          status: input.status,
          workflowStatus: confirmed ? 'received' : 'orders',
          orderReceivedAt: confirmed ? now : null,
          channel: 'phone',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: transactions.id })
        .returning({ id: transactions.id });
      id = inserted?.id ?? null;
    }
    if (!id) throw new Error('no free order id');
    const orderId = id;
    if (lines.length > 0) {
      await tx
        .insert(transactionItems)
        .values(lines.map((line) => ({ ...line, transactionId: orderId })));
    }
    await leaveTrace(tx, actor, orderId, {
      action: 'create',
      details: { channel: 'phone', products: lines.length, totalAmount: satangToBaht(totalSatang) },
      amountSatang: input.status === 'cancelled' ? null : totalSatang,
      event: {
        userId: customer.userId,
        userName: `${customer.firstName} ${customer.lastName}`.trim(),
        channel: 'phone',
      },
    });
    return getAdminTransaction(tx, orderId);
  });
}

/**
 * The edit form: username, total (only for an order without lines — otherwise its lines make
 * it), shipping address and status. Cancelling returns the stock; bringing an order back takes it.
 */
export async function updateTransaction(
  db: Database,
  actor: SessionUser,
  id: string,
  input: TransactionUpdateRequest,
): Promise<AdminTransactionDetail> {
  return withLockedOrder(db, id, async (tx, row) => {
    if (row.orderRejected && input.status !== 'cancelled') {
      throw new AppError('CONFLICT', text.rejectedStaysCancelled, {
        fields: { status: text.rejectedStaysCancelled },
      });
    }
    const items = await lockItems(tx, id);
    const totalSatang = bahtToSatang(input.totalAmount);
    if (items.length > 0 && totalSatang !== row.totalAmountSatang) {
      throw new AppError('VALIDATION', text.totalFromItems, {
        fields: { totalAmount: text.totalFromItems },
      });
    }

    const changes: Record<string, [unknown, unknown]> = {};
    const set: Partial<typeof transactions.$inferInsert> = {};
    const sameUser =
      input.username === row.username ||
      (isThaiPhone(input.username) && normalizePhone(input.username) === row.username);
    if (!sameUser) {
      const customer = await resolveCustomer(tx, input.username);
      Object.assign(set, customer);
      changes.username = [row.username, customer.username];
    }
    if (input.shippingAddress !== row.address) {
      set.address = input.shippingAddress;
      changes.shippingAddress = [row.address, input.shippingAddress];
    }
    if (items.length === 0 && totalSatang !== row.totalAmountSatang) {
      const discount = Math.min(row.discountValueSatang, totalSatang);
      set.totalAmountSatang = totalSatang;
      set.discountValueSatang = discount;
      set.netAmountSatang = totalSatang - discount;
      changes.totalAmount = [satangToBaht(row.totalAmountSatang), input.totalAmount];
    }
    if (input.status !== row.status) {
      const wasHolding = row.status !== 'cancelled';
      const willHold = input.status !== 'cancelled';
      if (wasHolding && !willHold) await returnHeldStock(tx, items);
      if (!wasHolding && willHold) await takeHeldStock(tx, items);
      set.status = input.status;
      if (input.status !== 'pending' && willHold && row.workflowStatus === 'orders') {
        set.workflowStatus = 'received';
        set.orderReceivedAt = new Date();
      }
      changes.status = [row.status, input.status];
    }
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(transactions)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(transactions.id, id));
    await leaveTrace(tx, actor, id, { action: 'update', details: { changes } });
  });
}

/**
 * Deletes an order (admin and root only); the stock of an order not yet cancelled goes back to
 * the shelf. Its history goes with it, so the analytics event is the lasting trace.
 */
export async function deleteTransaction(
  db: Database,
  actor: SessionUser,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    const items = await lockItems(tx, id);
    const returned = row.status === 'cancelled' ? 0 : await returnHeldStock(tx, items);
    await tx.delete(transactions).where(eq(transactions.id, id));
    await leaveTrace(tx, actor, id, {
      action: 'delete',
      details: { status: row.status, unitsReturned: returned },
    });
  });
  logger.info('transaction deleted', { orderId: id, actorId: actor.id });
}
