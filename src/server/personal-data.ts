import { accountMessages } from '../shared/account-messages.ts';
import {
  accountDataOf,
  checkOwnPassword,
  deleteAccount,
  holdAccount,
} from './accounts/personal-data.ts';
import { listAddresses } from './addresses/address-book.service.ts';
import { deleteEventsBefore, eventsOf, forgetCustomerEvents } from './analytics/personal-data.ts';
import { stockAlertsOf } from './catalog/personal-data.ts';
import { forgetCustomerReviews, reviewsOf } from './content/personal-data.ts';
import type { Database, Executor } from './db/client.ts';
import type { FileStore } from './files/file-store.ts';
import { AppError } from './http/errors.ts';
import { logger } from './logger.ts';
import { forgetCustomerMessages, lineLinkOf } from './notifications/line-link.service.ts';
import { allOwnOrders } from './orders/order-reads.ts';
import { forgetCustomerOrders, openOrdersOf } from './orders/personal-data.ts';
import { markReceiptsOfErasedCustomer, paymentDataOf } from './payments/personal-data.ts';
import { forgetSlipPicturesBefore } from './payments/slip-retention.ts';
import { pointsDataOf } from './points/ledger.ts';
import { consentHistoryOf } from './privacy/consents.ts';
import { readRetention } from './privacy/privacy-settings.ts';
import { redemptionsOf } from './promotions/personal-data.ts';

// What the shop holds about a customer, across the domains that hold it (PDPA): the export, the
// erasure and the retention, each domain giving its part through its own `personal-data.ts` (or
// the functions named below). Composed here, outside the domains, and handed to privacy by the
// app (app.ts → privacy.routes.ts), so that privacy imports none of the domains and every domain
// may use privacy's notice and consents (decision 0037).

/**
 * Everything the shop holds about a customer (PDPA's right of access, answered at once): each
 * domain gives what it keeps (its `personal-data.ts`), and this puts it in one document. Amounts
 * are in satang, as kept; moments in UTC.
 */
export async function personalDataOf(db: Executor, userId: string) {
  const [
    profile,
    addresses,
    orders,
    lineLink,
    events,
    codeUses,
    reviews,
    stockAlerts,
    consents,
    points,
  ] = await Promise.all([
    accountDataOf(db, userId),
    listAddresses(db, userId),
    allOwnOrders(db, userId),
    lineLinkOf(db, userId),
    eventsOf(db, userId),
    redemptionsOf(db, userId),
    reviewsOf(db, userId),
    stockAlertsOf(db, userId),
    consentHistoryOf(db, userId),
    pointsDataOf(db, userId),
  ]);
  const payments = await paymentDataOf(
    db,
    userId,
    orders.map((order) => order.id),
  );
  return {
    exportedAt: new Date().toISOString(),
    profile,
    consents,
    addresses,
    orders,
    payments,
    lineLink,
    codeUses,
    points,
    reviews,
    stockAlerts,
    events,
  };
}

export type PersonalDataExport = Awaited<ReturnType<typeof personalDataOf>>;

/**
 * A customer erases their account (PDPA's right to erasure) with their password, counted as a
 * login's (a wrong one is a failed login), and only once none of their orders is under way (409
 * OPEN_ORDERS naming them). Then, in one transaction, each domain forgets what it holds (decision
 * 0029): the orders stay for the books without name, phone and address; the receipts already
 * issued stay whole, as the tax law keeps them, and are marked; the events tied to them, their
 * LINE messages, sessions, addresses, consents, back-in-stock alerts and the account go. The phone may register again.
 */
export async function eraseOwnAccount(db: Database, userId: string, password: string) {
  const check = await checkOwnPassword(db, userId, password);
  if (!check) throw new AppError('UNAUTHENTICATED', 'Please log in');
  if (check.role !== 'customer') {
    throw new AppError('FORBIDDEN', accountMessages.privacy.staffCannotErase);
  }
  if (!check.matches) {
    throw new AppError('VALIDATION', accountMessages.privacy.wrongPassword, {
      fields: { password: accountMessages.privacy.wrongPassword },
    });
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    await holdAccount(tx, userId);
    const open = await openOrdersOf(tx, userId);
    if (open.length > 0) {
      throw new AppError('OPEN_ORDERS', accountMessages.privacy.openOrders, {
        extra: { orders: open },
      });
    }
    const orderIds = await forgetCustomerOrders(tx, userId);
    await markReceiptsOfErasedCustomer(tx, orderIds, now);
    await forgetCustomerMessages(tx, userId, orderIds);
    await forgetCustomerEvents(tx, userId);
    await forgetCustomerReviews(tx, userId);
    await deleteAccount(tx, userId);
  });
  logger.info('account erased', { userId });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the shop need not keep any longer, removed by the owner's retention (privacy settings):
 * browsing events past their days leave the raw table (the dashboard's daily counts stay), and
 * slips' pictures past theirs are deleted. Answers what went.
 */
export async function applyRetention(db: Database, slips: FileStore, now = new Date()) {
  const retention = await readRetention(db);
  const events = await deleteEventsBefore(
    db,
    new Date(now.getTime() - retention.eventRetentionDays * DAY_MS),
  );
  const pictures = await forgetSlipPicturesBefore(
    db,
    slips,
    new Date(now.getTime() - retention.slipRetentionDays * DAY_MS),
  );
  return { events, pictures };
}

/** Applies the retention now and then every `intervalMs` until stopped. */
export function startRetention(db: Database, slips: FileStore, intervalMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = applyRetention(db, slips)
      .then((gone) => {
        if (gone.events + gone.pictures > 0) logger.info('retention applied', gone);
      })
      .catch((error: unknown) => logger.error('retention failed', { error }));
  };
  round();
  const timer = setInterval(() => {
    void running.then(round);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
