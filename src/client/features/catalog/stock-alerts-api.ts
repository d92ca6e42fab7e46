import type { StockAlert, StockAlertList } from '../../../shared/contracts/stock-alerts.ts';
import { call, client } from '../../lib/api.ts';

/** Asks to be told when the pack size is back (the product's first size when none is named). */
export function askStockAlert(productId: number, variantId?: number): Promise<StockAlert> {
  return call(
    client.products[':id']['stock-alerts'].$post({
      param: { id: String(productId) },
      json: variantId === undefined ? {} : { variantId },
    }),
  );
}

/** The customer's alerts: waiting ones and the ones that said the size is back. */
export function fetchMyStockAlerts(signal?: AbortSignal): Promise<StockAlertList> {
  return call(client.me['stock-alerts'].$get({}, { init: { signal } }));
}

export async function removeStockAlert(id: number): Promise<void> {
  await call(client.me['stock-alerts'][':id'].$delete({ param: { id: String(id) } }));
}

/** How many customers wait for each size (the back office's products list). */
export async function fetchWaitingBySize(signal?: AbortSignal): Promise<Map<number, number>> {
  const { items } = await call(client.admin['stock-alerts'].$get({}, { init: { signal } }));
  return new Map(items.map((item) => [item.variantId, item.customers]));
}
