import { accountDataOf } from '../accounts/personal-data.ts';
import { listAddresses } from '../addresses/address-book.service.ts';
import { eventsOf } from '../analytics/personal-data.ts';
import { reviewsOf } from '../content/personal-data.ts';
import type { Executor } from '../db/client.ts';
import { lineLinkOf } from '../notifications/line-link.service.ts';
import { allOwnOrders } from '../orders/order-reads.ts';
import { paymentDataOf } from '../payments/personal-data.ts';
import { redemptionsOf } from '../promotions/personal-data.ts';
import { consentHistoryOf } from './consents.ts';

/**
 * Everything the shop holds about a customer (PDPA's right of access, answered at once): each
 * domain gives what it keeps (its `personal-data.ts`), and this puts it in one document. Amounts
 * are in satang, as kept; moments in UTC.
 */
export async function personalDataOf(db: Executor, userId: string) {
  const [profile, addresses, orders, lineLink, events, codeUses, reviews, consents] =
    await Promise.all([
      accountDataOf(db, userId),
      listAddresses(db, userId),
      allOwnOrders(db, userId),
      lineLinkOf(db, userId),
      eventsOf(db, userId),
      redemptionsOf(db, userId),
      reviewsOf(db, userId),
      consentHistoryOf(db, userId),
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
    reviews,
    events,
  };
}

export type PersonalDataExport = Awaited<ReturnType<typeof personalDataOf>>;
