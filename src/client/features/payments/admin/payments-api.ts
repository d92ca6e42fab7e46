import type { PaymentDecision } from '../../../../shared/contracts/payments.ts';
import type { AdminPaymentItem } from '../../../../shared/contracts/payments-answers.ts';
import { call, client } from '../../../lib/api.ts';
import { inSatang } from '../../../lib/money.ts';

/** A slip waiting for staff, with what of its order the queue shows (the amount due in satang). */
export interface WaitingSlip {
  slip: AdminPaymentItem['slip'];
  order: ReturnType<typeof orderOf>;
}

const orderOf = (order: AdminPaymentItem['order']) =>
  inSatang(
    {
      id: order.id,
      firstName: order.firstName,
      lastName: order.lastName,
      phone: order.phone,
      paymentMethod: order.paymentMethod,
      amountDue: order.amountDue,
    },
    ['amountDue'],
  );

/** The slips waiting for a decision, those to check by eye first, and how many wait in all. */
export async function fetchPaymentQueue(signal?: AbortSignal) {
  const answer = await call(
    client.admin.payments.$get({ query: { status: 'in_review' } }, { init: { signal } }),
  );
  return {
    total: answer.total,
    items: answer.items.map(
      (item): WaitingSlip => ({ slip: item.slip, order: orderOf(item.order) }),
    ),
  };
}

export type PaymentQueue = Awaited<ReturnType<typeof fetchPaymentQueue>>;

/** How many slips wait, without keeping the list (the sidebar's count). */
export async function countWaitingSlips(): Promise<number> {
  const answer = await call(client.admin.payments.count.$get());
  return answer.waiting;
}

/** Approves the order's slip (the order is paid) or refuses it with the reason the customer reads. */
export async function decidePayment(orderId: string, decision: PaymentDecision) {
  await call(
    client.admin.transactions[':id'].payment.$post({
      param: { id: encodeURIComponent(orderId) },
      json: decision,
    }),
  );
}
