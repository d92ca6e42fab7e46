import type {
  OrderTaxDocuments,
  TaxInvoiceRequest,
} from '../../../../shared/contracts/tax-documents.ts';
import { call, client } from '../../../lib/api.ts';

/** An order's tax documents: the full tax invoice, credit notes, where the receipt's PDF is. */
export function fetchTaxDocuments(orderId: string): Promise<OrderTaxDocuments> {
  const param = { id: encodeURIComponent(orderId) };
  return call(client.orders[':id']['tax-documents'].$get({ param }));
}

/** Asks for the order's full tax invoice (the customer, or staff on their behalf). */
export async function requestTaxInvoice(orderId: string, body: TaxInvoiceRequest) {
  const param = { id: encodeURIComponent(orderId) };
  const { taxInvoice } = await call(
    client.orders[':id']['tax-invoice'].$post({ param, json: body }),
  );
  return taxInvoice;
}
