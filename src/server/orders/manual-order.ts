import type {
  AdminTransactionDetail,
  ManualOrderInput,
} from '../../shared/contracts/admin-orders.ts';
import { bahtToSatang, satangToBaht } from '../../shared/domain/money.ts';
import { placedState } from '../../shared/domain/order-lifecycle.ts';
import { isThaiPhone, normalizePhone } from '../../shared/domain/phone.ts';
import { findMemberByPhone } from '../accounts/member-lookup.ts';
import type { SessionUser } from '../accounts/session.service.ts';
import { readCartProducts } from '../catalog/cart-products.ts';
import { takeStock } from '../catalog/stock.ts';
import type { Database, Executor } from '../db/client.ts';
import { transactionItems, transactions } from '../db/schema/orders.ts';
import { getAdminTransaction } from './admin-transactions.service.ts';
import { makeMove, shortageError } from './order-moves.ts';
import { priceOrderLines } from './order-pricing.ts';
import { lockOrder, nextOrderNumber, ORDER_ID_PREFIX } from './order-store.ts';
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

/** Saves the order row under the next free id (another process may hold the same millisecond). */
async function insertOrder(
  tx: Executor,
  values: Omit<typeof transactions.$inferInsert, 'id'>,
): Promise<string> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const [inserted] = await tx
      .insert(transactions)
      .values({ ...values, id: `${ORDER_ID_PREFIX}${nextOrderNumber()}` })
      .onConflictDoNothing({ target: transactions.id })
      .returning({ id: transactions.id });
    if (inserted) return inserted.id;
  }
  throw new Error('no free order id');
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
      ...placedState(),
      ...(recordOnly ? { status: 'cancelled', cancelledBy: 'staff' } : {}),
      paymentDueAt: null,
      userId: customer.userId,
      username: customer.username,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      address: input.shippingAddress,
      totalAmountSatang: totalSatang,
      discountValueSatang: 0,
      netAmountSatang: totalSatang,
      channel: 'phone',
      createdAt: now,
      updatedAt: now,
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
