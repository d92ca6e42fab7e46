import { accountMessages } from '../../shared/account-messages.ts';
import { checkOwnPassword, deleteAccount, holdAccount } from '../accounts/personal-data.ts';
import { forgetCustomerEvents } from '../analytics/personal-data.ts';
import { forgetCustomerReviews } from '../content/personal-data.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import { forgetCustomerMessages } from '../notifications/line-link.service.ts';
import { forgetCustomerOrders, openOrdersOf } from '../orders/personal-data.ts';
import { markReceiptsOfErasedCustomer } from '../payments/personal-data.ts';

/**
 * A customer erases their account (PDPA's right to erasure) with their password, counted as a
 * login's (a wrong one is a failed login), and only once none of their orders is under way (409
 * OPEN_ORDERS naming them). Then, in one transaction, each domain forgets what it holds (decision
 * 0029): the orders stay for the books without name, phone and address; the receipts already
 * issued stay whole, as the tax law keeps them, and are marked; the events tied to them, their
 * LINE messages, sessions, addresses, consents and the account go. The phone may register again.
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
