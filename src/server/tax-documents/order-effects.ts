import { taxDocumentMessages } from '../../shared/tax-document-messages.ts';
import type { Executor } from '../db/client.ts';
import { issueCreditNote } from './credit-notes.ts';

// What tax documents do for an order's moves (the lifecycle's `issueCreditNote`,
// shared/domain/order-lifecycle.ts): the app hands this to orders (orders/order-effects.ts), so
// orders runs it without importing tax documents (decision 0037).

/** An order as this effect reads it (orders' `MovingOrder`). */
interface RefundedOrder {
  id: string;
  refund?: { amountSatang: number; namedItemIds: readonly number[] };
}

export const taxDocumentEffects = {
  /**
   * Money given back on an order with a full tax invoice: a credit note for it, in the refund's
   * transaction, naming the lines the refund named (none: split as the invoice was). An order
   * without an invoice needs none.
   */
  async issueCreditNote(tx: Executor, order: RefundedOrder, now: Date) {
    if (!order.refund) return {};
    const note = await issueCreditNote(
      tx,
      {
        orderId: order.id,
        amountSatang: order.refund.amountSatang,
        ...(order.refund.namedItemIds.length > 0 ? { lines: order.refund.namedItemIds } : {}),
        reason: taxDocumentMessages.refundReason,
      },
      now,
    );
    return note ? { creditNote: note.number } : {};
  },
};
