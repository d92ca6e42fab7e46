import { createContext, useContext } from 'react';
import { stockAlertScreenMessages } from '../../../../shared/stock-alert-messages.ts';
import { useCall } from '../../../lib/use-call.ts';
import { fetchWaitingBySize } from '../stock-alerts-api.ts';

/** How many customers wait for each size, read once for the products page. */
const WaitingBySize = createContext<Map<number, number>>(new Map());

export function WaitingProvider({ children }: { children: React.ReactNode }) {
  const waiting = useCall((signal) => fetchWaitingBySize(signal), []);
  return <WaitingBySize value={waiting.data ?? new Map()}>{children}</WaitingBySize>;
}

/** "รอ 3 คน" under a product's stock: the customers waiting for any of its sold-out sizes. */
export function WaitingBadge({ variantIds }: { variantIds: readonly number[] }) {
  const waiting = useContext(WaitingBySize);
  const customers = variantIds.reduce((sum, id) => sum + (waiting.get(id) ?? 0), 0);
  if (customers === 0) return null;
  return (
    <span className="mt-1 block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
      {stockAlertScreenMessages.waitingBadge(customers)}
    </span>
  );
}
