import { sql } from 'drizzle-orm';
import type {
  AdminTransactionDetail,
  ManualOrderInput,
} from '../../shared/contracts/admin-orders.ts';
import { bahtToSatang, satangToBaht } from '../../shared/domain/money.ts';
import {
  type CancelledBy,
  type OrderState,
  placedState,
} from '../../shared/domain/order-lifecycle.ts';
import { isThaiPhone, normalizePhone } from '../../shared/domain/phone.ts';
import { findMemberByPhone } from '../accounts/member-lookup.ts';
import type { SessionUser } from '../accounts/session.service.ts';
import { recordStaffAction } from '../audit/staff-audit.ts';
import { readCartProducts } from '../catalog/cart-products.ts';
import { shortageError } from '../catalog/order-effects.ts';
import { takeStock } from '../catalog/stock.ts';
import type { Database, Executor } from '../db/client.ts';
import { transactionItems } from '../db/schema/orders.ts';
import { getAdminTransaction } from './admin-transaction-reads.ts';
import { makeMove } from './order-moves.ts';
import { priceOrderLines } from './order-pricing.ts';
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

interface NewOrder {
  customer: Customer;
  address: string;
  totalSatang: number;
  state: OrderState;
  cancelledBy: CancelledBy | null;
  now: Date;
}

/**
 * Saves a new order's row through `orders_insert_order` (orders/sql/orders.sql), checkout's own
 * way to find a free order id; answers the id.
 */
async function insertOrder(tx: Executor, order: NewOrder): Promise<string> {
  const { customer, state } = order;
  const [row] = await tx.select({ id: sql<string>`id` }).from(sql`orders_insert_order(
      p_order_number => ${nextOrderNumber()}::bigint,
      p_user_id => ${customer.userId}::uuid,
      p_username => ${customer.username}::varchar,
      p_first_name => ${customer.firstName}::varchar,
      p_last_name => ${customer.lastName}::varchar,
      p_phone => ${customer.phone}::varchar,
      p_address => ${order.address}::varchar,
      p_total => ${order.totalSatang}::integer,
      p_discount => 0,
      p_net => ${order.totalSatang}::integer,
      p_channel => 'phone',
      p_created_at => ${order.now.toISOString()}::timestamptz,
      p_status => ${state.status}::order_status,
      p_workflow_status => ${state.workflowStatus}::workflow_stage,
      p_payment_status => ${state.paymentStatus}::payment_status,
      p_payment_method => ${state.paymentMethod}::payment_method,
      p_cancelled_by => ${order.cancelledBy}::cancelled_by
    )`);
  if (!row) throw new Error('orders_insert_order answered nothing');
  return row.id;
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
): Promise<AdminTransactionDetail> {
  const customer = await resolveCustomer(db, input.username);
  return db.transaction(async (tx) => {
    const rows = await readCartProducts(
      tx,
      input.items.map((item) => item.productId),
    );
    const { price, lines } = priceOrderLines(input.items, rows);
    const recordOnly = input.status === 'cancelled';
    if (!recordOnly) {
      const wanted = lines.map((line) => ({ ...line, name: line.productName }));
      const short = await takeStock(tx, wanted);
      if (short.length > 0) throw shortageError(short, wanted);
    }
    const totalSatang = lines.length > 0 ? price.netSatang : bahtToSatang(input.totalAmount ?? 0);
    const now = new Date();
    const orderId = await insertOrder(tx, {
      customer,
      address: input.shippingAddress,
      totalSatang,
      state: recordOnly ? { ...placedState(), status: 'cancelled' } : placedState(),
      cancelledBy: recordOnly ? 'staff' : null,
      now,
    });
    if (lines.length > 0) {
      await tx
        .insert(transactionItems)
        .values(lines.map((line) => ({ ...line, transactionId: orderId })));
    }
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
    return getAdminTransaction(tx, orderId);
  });
}
