import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type { Order } from '../../shared/contracts/orders.ts';
import type { Receipt, Slip } from '../../shared/contracts/payments.ts';
import { can } from '../../shared/domain/roles.ts';
import { paymentMessages } from '../../shared/payment-messages.ts';
import type { SessionUser } from '../accounts/session.service.ts';
import type { Database, Executor } from '../db/client.ts';
import { paymentSlips } from '../db/schema/payments.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import type { FileStore } from '../files/file-store.ts';
import { newFileKey } from '../files/file-store.ts';
import { AppError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import type { OrderRow } from '../orders/order.mapper.ts';
import { askMove, makeMove } from '../orders/order-moves.ts';
import { getOwnOrder } from '../orders/order-reads.ts';
import { lockOrder } from '../orders/order-store.ts';
import { actorOf } from '../orders/order-trace.ts';
import { findReceipt } from './receipts.ts';
import { SAME_LOOK_MAX_BITS } from './slip-look.ts';
import { type PreparedSlip, prepareSlip, sniffSlip } from './slip-picture.ts';

export type SlipRow = typeof paymentSlips.$inferSelect;

/** The one place a stored slip becomes the slip the customer and staff read. */
export function toSlip(row: SlipRow): Slip {
  return {
    id: row.id,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    reason: row.reason,
    sendingBank: row.sendingBank,
    transferRef: row.transferRef,
    needsCheck: row.checkReason !== null,
    checkReason: row.checkReason,
  };
}

const orderNotFound = () => new AppError('NOT_FOUND', checkoutMessages.orders.notFound);

/** The customer's own order, locked; anyone else's, or none, is "not found". */
async function lockOwnOrder(tx: Executor, user: SessionUser, orderId: string): Promise<OrderRow> {
  let row: OrderRow;
  try {
    row = await lockOrder(tx, orderId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw orderNotFound();
    throw error;
  }
  if (row.userId !== user.id) throw orderNotFound();
  return row;
}

const alreadyUsed = () =>
  new AppError('SLIP_ALREADY_USED', paymentMessages.slip.alreadyUsed, {
    fields: { file: paymentMessages.slip.alreadyUsed },
  });

/** The unique indexes of `payment_slips` as the customer hears of them. */
function slipConflict(error: unknown): AppError | null {
  const constraint = uniqueViolation(error);
  if (
    constraint === 'payment_slips_image_unique' ||
    constraint === 'payment_slips_transfer_ref_unique'
  ) {
    return alreadyUsed();
  }
  // Another slip of this order got in first: the order no longer waits for one.
  if (constraint === 'payment_slips_one_in_review') {
    return new AppError('NOT_AWAITING_PAYMENT', paymentMessages.slip.notAwaiting, {
      extra: { reason: 'NOT_AWAITING_PAYMENT' },
    });
  }
  return null;
}

/** Slips are compared with those already kept one at a time, in every process on the database. */
const LOOK_LOCK = sql`hashtextextended('shop: slip looks', 0)`;

/** The same file sent before, for any order: refused before it is decoded. */
async function refuseSentFile(db: Executor, sha256: string): Promise<void> {
  const [sent] = await db
    .select({ id: paymentSlips.id })
    .from(paymentSlips)
    .where(eq(paymentSlips.imageSha256, sha256))
    .limit(1);
  if (sent) throw alreadyUsed();
}

/**
 * A picture that looks the same as a slip of another order (a copy: re-encoded, resized, lightly
 * edited, its QR painted over) is that slip sent again. Two slips whose QRs name two transfers are
 * two slips however alike they look (one customer paying the shop twice from the same bank's app);
 * when either has no QR that can be read, the look decides. Run with the lock taken, in the
 * transaction that keeps the slip, so that two copies sent at once are compared with each other.
 */
async function refuseLookAlike(tx: Executor, orderId: string, slip: PreparedSlip): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOOK_LOCK})`);
  const ref = slip.qr?.transRef;
  const [twin] = await tx
    .select({ id: paymentSlips.id })
    .from(paymentSlips)
    .where(
      and(
        isNotNull(paymentSlips.look),
        ne(paymentSlips.transactionId, orderId),
        ref ? or(isNull(paymentSlips.transferRef), eq(paymentSlips.transferRef, ref)) : undefined,
        sql`bit_count(${paymentSlips.look} # ${slip.look}::bit(64)) <= ${SAME_LOOK_MAX_BITS}`,
      ),
    )
    .limit(1);
  if (twin) throw alreadyUsed();
}

/**
 * A customer sends a slip for their own unpaid PromptPay or transfer order (the lifecycle's
 * `submitSlip`). The cheap checks come first: whose order and whether it waits for money, that
 * the file is a picture and was not sent before; then the picture is decoded and stored, and in
 * one transaction the order moves to "in review" and the slip is recorded. A picture or a
 * transfer reference already sent for any order, or a copy of another order's slip, is refused
 * (409 SLIP_ALREADY_USED: unique indexes and a lock decide, so two at once cannot both pass);
 * whatever is refused leaves no file behind. A slip without a QR that can be read is kept for
 * staff to check by eye (NO_QR).
 */
export async function submitSlip(
  db: Database,
  store: FileStore,
  user: SessionUser,
  orderId: string,
  bytes: Uint8Array,
): Promise<{ slip: Slip; order: Order }> {
  const context = { party: 'customer', actor: actorOf(user) } as const;
  // Someone else's order, or one not waiting for money, is answered before the picture is worked on.
  await db.transaction(async (tx) => {
    askMove(await lockOwnOrder(tx, user, orderId), 'submitSlip', context);
  });
  const sniffed = sniffSlip(bytes);
  await refuseSentFile(db, sniffed.sha256);
  const prepared = await prepareSlip(bytes, sniffed);
  const key = newFileKey(prepared.picture.contentType);
  await store.put(key, prepared.picture.bytes, prepared.picture.contentType);
  try {
    return await db.transaction(async (tx) => {
      const row = await lockOwnOrder(tx, user, orderId);
      await refuseLookAlike(tx, row.id, prepared);
      const id = randomUUID();
      await makeMove(tx, row, 'submitSlip', {
        ...context,
        details: { slipId: id, transferRef: prepared.qr?.transRef ?? null },
      });
      const [slip] = await tx
        .insert(paymentSlips)
        .values({
          id,
          transactionId: row.id,
          userId: user.id,
          storageKey: key,
          imageSha256: prepared.sha256,
          sendingBank: prepared.qr?.sendingBank ?? null,
          transferRef: prepared.qr?.transRef ?? null,
          checkReason: prepared.qr ? null : 'NO_QR',
          look: prepared.look,
        })
        .returning();
      if (!slip) throw new Error('payment slip not saved');
      return { slip: toSlip(slip), order: await getOwnOrder(tx, user.id, orderId) };
    });
  } catch (error) {
    await store.delete(key).catch((cause: unknown) => {
      logger.error('a refused slip picture was not deleted', { key, error: cause });
    });
    throw slipConflict(error) ?? error;
  }
}

/**
 * A slip's picture, for staff who manage orders and for the customer who sent it (the order's
 * own customer); anyone else hears it does not exist.
 */
export async function slipPicture(
  db: Executor,
  store: FileStore,
  user: SessionUser | null,
  slipId: string,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string }> {
  // Anyone but staff and the slip's customer, a visitor too, is told there is no such picture.
  if (!user) throw new AppError('NOT_FOUND', paymentMessages.slip.notFound);
  const [row] = await db
    .select({ userId: paymentSlips.userId, storageKey: paymentSlips.storageKey })
    .from(paymentSlips)
    .where(eq(paymentSlips.id, slipId));
  const allowed = row && (can(user.role, 'transactions:manage') || row.userId === user.id);
  // '' once the retention has deleted the picture (slip-retention.ts).
  const file = allowed && row.storageKey !== '' ? await store.get(row.storageKey) : null;
  if (!file) throw new AppError('NOT_FOUND', paymentMessages.slip.notFound);
  return file;
}

/** The receipt of a paid order: its customer's, or staff's (404 when none was issued). */
export async function receiptOf(
  db: Executor,
  orderId: string,
  owner?: SessionUser,
): Promise<Receipt> {
  if (owner) await getOwnOrder(db, owner.id, orderId);
  const receipt = await findReceipt(db, orderId);
  if (!receipt) throw new AppError('NOT_FOUND', paymentMessages.receipt.notFound);
  return receipt;
}
