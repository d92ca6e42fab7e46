import type { Executor } from '../db/client.ts';
import { listStockAlerts } from './stock-alerts.service.ts';

/**
 * What the catalogue holds about a customer (PDPA's right of access): their back-in-stock alerts,
 * waiting and told, newest first (decision 0051). Erasure needs nothing of its own here: the
 * alerts go with the account (`stock_alerts.user_id` … ON DELETE CASCADE).
 */
export function stockAlertsOf(db: Executor, userId: string) {
  return listStockAlerts(db, userId);
}
