import type { Receipt } from '../../../shared/contracts/payments.ts';
import { call, client } from '../../lib/api.ts';
import { inSatang } from '../../lib/money.ts';

/** The order's id as the address bar holds it, sent encoded. */
const paramOf = (id: string) => ({ id: encodeURIComponent(id) });

/** How to pay one of my orders, for exactly its amount due (in satang from here on). */
export async function fetchPayment(id: string, signal?: AbortSignal) {
  const answer = await call(
    client.orders[':id'].payment.$get({ param: paramOf(id) }, { init: { signal } }),
  );
  return inSatang(answer, ['amountDue'] as const);
}

export type PaymentInSatang = Awaited<ReturnType<typeof fetchPayment>>;

/** Where the slip's picture is served (staff and the order's customer only, never cached). */
export function slipImageUrl(slipId: string): string {
  return `/api${client.slips[':id'].image.$path({ param: { id: slipId } })}`;
}

/** Sends a slip picture as `multipart/form-data` (field `file`); the order then waits for staff. */
export async function sendSlip(id: string, file: File) {
  return call(client.orders[':id'].slips.$post({ param: paramOf(id), form: { file } }));
}

/** A receipt answer with its amounts in satang. */
export function receiptInSatang(answer: Receipt) {
  return {
    ...inSatang(answer, [
      'discount',
      'shippingFee',
      'deliveryFee',
      'codFee',
      'amount',
      'exemptAmount',
      'taxableAmount',
      'vat',
    ] as const),
    lines: answer.lines.map((line) => inSatang(line, ['unitPrice', 'totalPrice'] as const)),
  };
}

export type ReceiptInSatang = ReturnType<typeof receiptInSatang>;

/** The receipt of a paid order, as issued. */
export async function fetchReceipt(id: string, signal?: AbortSignal): Promise<ReceiptInSatang> {
  return receiptInSatang(
    await call(client.orders[':id'].receipt.$get({ param: paramOf(id) }, { init: { signal } })),
  );
}
