import { sql } from 'drizzle-orm';
import type { AdminOrderDetail, ManualOrderInput } from '../../shared/contracts/admin-orders.ts';
import { bahtToSatang, satangToBaht } from '../../shared/domain/money.ts';
import {
  type CancelledBy,
  decide,
  type Effect,
  MOVES,
  type OrderState,
  placedState,
  type Tells,
} from '../../shared/domain/order-lifecycle.ts';
import { isThaiPhone, normalizePhone } from '../../shared/domain/phone.ts';
import { orderLink } from '../../shared/notification-messages.ts';
import { findMemberByPhone } from '../accounts/member-lookup.ts';
import type { SessionUser } from '../accounts/session.service.ts';
import { recordStaffAction } from '../audit/staff-audit.ts';
import { readCartProducts } from '../catalog/cart-products.ts';
import { shortageError } from '../catalog/order-effects.ts';
import type { Database, Executor } from '../db/client.ts';
import { getAdminOrder } from './admin-order-reads.ts';
import { makeMove } from './order-moves.ts';
import { type OrderLine, priceOrderLines } from './order-pricing.ts';
import { lockOrder, nextOrderNumber } from './order-store.ts';
import { actorOf, leaveTrace } from './order-trace.ts';

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
export async function resolveCustomer(db: Executor, username: string): Promise<Customer> {
  if (isThaiPhone(username)) {
    const phone = normalizePhone(username);
    const member = await findMemberByPhone(db, phone);
    if (member) {
      const { id, firstName, lastName } = member;
      return { userId: id, username: phone, firstName, lastName, phone };
    }
    return { userId: null, username: phone, firstName: phone, lastName: '', phone };
  }
  return { userId: null, username, firstName: username, lastName: '', phone: '' };
}

/** `{orderId}` in the customer's link stands for the id place's SQL gives the order. */
const ORDER_ID_MARK = '{orderId}';

interface NewOrder {
  customer: Customer;
  address: string;
  lines: OrderLine[];
  totalSatang: number;
  /** The first state, effects and messages: the `place` move's, or none for a record only. */
  state: OrderState;
  cancelledBy: CancelledBy | null;
  effects: readonly Effect[];
  tells: Tells;
  now: Date;
}

type Shortage = { productId: number; variantId: number | null; available: number | null };
type Placed =
  | { outcome: 'placed'; orderId: string }
  | { outcome: 'OUT_OF_STOCK'; shortages: Shortage[] };

/**
 * Makes the order through `orders_place` (orders/sql/orders.sql), checkout's own machinery for
 * the `place` move: the row, the stock taken by catalog (refused when short, with nothing
 * written), the lines and the move's messages, in the caller's transaction.
 */
async function placeThroughSql(tx: Executor, order: NewOrder): Promise<Placed> {
  const { customer, state, lines } = order;
  const link = orderLink(ORDER_ID_MARK, state.paymentMethod).replace(
    encodeURIComponent(ORDER_ID_MARK),
    ORDER_ID_MARK,
  );
  const [row] = await tx
    .select({
      outcome: sql<string>`outcome`,
      saved: sql<{ id: string } | null>`saved`,
      shortages: sql<Shortage[] | null>`shortages`,
    })
    .from(sql`orders_place(
      p_order_number => ${nextOrderNumber()}::bigint,
      p_user_id => ${customer.userId}::uuid,
      p_username => ${customer.username}::varchar,
      p_first_name => ${customer.firstName}::varchar,
      p_last_name => ${customer.lastName}::varchar,
      p_phone => ${customer.phone}::varchar,
      p_address => ${order.address}::varchar,
      p_shipping_address => NULL::jsonb,
      p_product_ids => ${sql.param(lines.map((line) => line.productId))}::integer[],
      p_variant_ids => ${sql.param(lines.map((line) => line.variantId))}::integer[],
      p_labels => ${sql.param(lines.map((line) => line.variantLabel))}::varchar[],
      p_names => ${sql.param(lines.map((line) => line.productName))}::varchar[],
      p_quantities => ${sql.param(lines.map((line) => line.quantity))}::integer[],
      p_unit_prices => ${sql.param(lines.map((line) => line.pricePerUnitSatang))}::integer[],
      p_eligible => ${sql.param(lines.map((line) => line.isEligibleForPromotion))}::boolean[],
      p_subtotal => ${order.totalSatang}::integer,
      p_discount => 0,
      p_net => ${order.totalSatang}::integer,
      p_channel => 'phone',
      p_now => ${order.now.toISOString()}::timestamptz,
      p_created_at => ${order.now.toISOString()}::timestamptz,
      p_status => ${state.status}::order_status,
      p_workflow_status => ${state.workflowStatus}::workflow_stage,
      p_payment_status => ${state.paymentStatus}::payment_status,
      p_payment_method => ${state.paymentMethod}::payment_method,
      p_cancelled_by => ${order.cancelledBy}::cancelled_by,
      p_payment_due_at => NULL::timestamptz,
      p_shipping_fee => 0,
      p_idempotency_key => NULL::varchar,
      p_request_hash => NULL::varchar,
      p_promotion_id => NULL::integer,
      p_discount_code => NULL::varchar,
      p_discount_type => NULL::discount_type,
      p_discount_value => NULL::integer,
      p_effects => ${sql.param([...order.effects])}::varchar[],
      p_tell_shop => ${order.tells.shop ?? null}::varchar,
      p_tell_customer => ${order.tells.customer ?? null}::varchar,
      p_link => ${link}::varchar,
      p_stock_held => false
    )`);
  if (!row) throw new Error('orders_place answered nothing');
  if (row.outcome === 'placed' && row.saved) return { outcome: 'placed', orderId: row.saved.id };
  if (row.outcome === 'OUT_OF_STOCK') {
    return { outcome: 'OUT_OF_STOCK', shortages: row.shortages ?? [] };
  }
  throw new Error(`orders_place answered ${row.outcome} for a manual order`);
}

/**
 * A manual order taken by phone (decision 0009: the form really saves): channel `phone`, lines
 * priced by the server from the catalogue, its stock taken by checkout's rule (catalog's, with
 * `in_stock`), or a plain total when there are no lines. Entered as confirmed, it is placed and
 * then confirmed by the lifecycle's move; entered as cancelled, it is written down for the
 * record and holds nothing.
 */
export async function createManualOrder(
  db: Database,
  actor: SessionUser,
  input: ManualOrderInput,
): Promise<AdminOrderDetail> {
  const customer = await resolveCustomer(db, input.username);
  return db.transaction(async (tx) => {
    const rows = await readCartProducts(
      tx,
      input.items.map((item) => item.productId),
    );
    const { price, lines } = priceOrderLines(input.items, rows);
    const recordOnly = input.status === 'cancelled';
    const totalSatang = lines.length > 0 ? price.netSatang : bahtToSatang(input.totalAmount ?? 0);
    const now = new Date();
    // Staff make the same `place` move as a customer at checkout (no method: arranged with the
    // shop). An order entered as cancelled is only written down: it holds nothing, tells nobody.
    const decision = decide(null, 'place', 'staff', { paymentMethod: null });
    if (decision.kind !== 'apply') throw new Error('the lifecycle does not let staff place');
    const placed = await placeThroughSql(tx, {
      customer,
      address: input.shippingAddress,
      lines,
      totalSatang,
      state: recordOnly
        ? { ...placedState(), status: 'cancelled' }
        : { ...placedState(), ...decision.to },
      cancelledBy: recordOnly ? 'staff' : null,
      effects: recordOnly ? [] : decision.effects,
      tells: recordOnly ? {} : MOVES.place.tells,
      now,
    });
    if (placed.outcome === 'OUT_OF_STOCK') {
      throw shortageError(
        placed.shortages,
        lines.map((line) => ({ ...line, name: line.productName })),
      );
    }
    const { orderId } = placed;
    await leaveTrace(tx, actorOf(actor), orderId, {
      action: 'create',
      details: { channel: 'phone', products: lines.length, totalAmount: satangToBaht(totalSatang) },
      amountSatang: recordOnly ? null : totalSatang,
      event: {
        userId: customer.userId,
        userName: `${customer.firstName} ${customer.lastName}`.trim(),
        channel: 'phone',
      },
    });
    await recordStaffAction(tx, actorOf(actor), {
      action: 'order.create',
      entity: 'order',
      entityId: orderId,
      after: { channel: 'phone', products: lines.length, totalAmount: satangToBaht(totalSatang) },
    });
    if (input.status === 'confirmed') {
      const row = await lockOrder(tx, orderId);
      await makeMove(tx, row, 'confirm', {
        party: 'staff',
        actor: actorOf(actor),
        now,
        trace: false,
      });
    }
    return getAdminOrder(tx, orderId);
  });
}
