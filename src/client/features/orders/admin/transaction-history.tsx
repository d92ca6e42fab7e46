import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import type { TransactionHistoryEntry } from '../../../../shared/contracts/admin-orders.ts';
import type { OrderStatus, WorkflowStage } from '../../../../shared/domain/order-lifecycle.ts';
import { formatAdminDateTime, pluralNoun } from '../../../lib/admin-format.ts';

const stageName = (stage: unknown) =>
  checkoutMessages.orders.stages[stage as WorkflowStage] ?? String(stage);
const statusName = (status: unknown) =>
  checkoutMessages.orders.statuses[status as OrderStatus] ?? String(status);

interface ItemChange {
  productName: string;
  quantity: [number, number];
  cancelled: [boolean, boolean];
}

function describeItems(changes: ItemChange[]): string {
  return changes
    .map((change) => {
      const parts: string[] = [];
      if (change.cancelled[0] !== change.cancelled[1])
        parts.push(change.cancelled[1] ? 'cancelled' : 'restored');
      if (change.quantity[0] !== change.quantity[1])
        parts.push(`quantity ${change.quantity[0]} → ${change.quantity[1]}`);
      return `${change.productName}: ${parts.join(', ')}`;
    })
    .join('; ');
}

/** One history line in words. */
export function describeEntry(entry: TransactionHistoryEntry): string {
  const details = entry.details;
  switch (entry.action) {
    case 'workflow':
      return `Moved the workflow from ${stageName(details.from)} to ${stageName(details.to)}`;
    case 'confirm': {
      const ticked = (details.itemIds as unknown[] | undefined)?.length ?? 0;
      const confirmed = `Confirmed the order (${ticked} ${pluralNoun(ticked, 'item')} ticked)`;
      const cancelled = ((details.changes as ItemChange[] | undefined) ?? []).filter(
        (change) => change.cancelled[1],
      );
      if (cancelled.length === 0) return confirmed;
      const names = cancelled
        .map((change) => `${change.productName} × ${change.quantity[1]}`)
        .join(', ');
      return `${confirmed} — cancelled the unticked ${pluralNoun(cancelled.length, 'line')}: ${names}`;
    }
    case 'reject':
      return `Rejected the order: ${String(details.reason ?? '')}`;
    case 'items':
      return `Saved item changes — ${describeItems((details.changes as ItemChange[] | undefined) ?? [])}`;
    case 'create':
      return 'Created the order by phone';
    case 'update': {
      const changes = (details.changes ?? {}) as Record<string, [unknown, unknown]>;
      const names: Record<string, string> = {
        username: 'username',
        shippingAddress: 'shipping address',
        totalAmount: 'total amount',
        status: 'status',
      };
      const parts = Object.entries(changes).map(([field, [from, to]]) =>
        field === 'status'
          ? `status ${statusName(from)} → ${statusName(to)}`
          : field === 'shippingAddress'
            ? 'shipping address'
            : `${names[field] ?? field} ${String(from)} → ${String(to)}`,
      );
      return `Edited ${parts.join(', ')}`;
    }
    case 'cancel':
      return 'The customer cancelled the order';
    case 'expire':
      return 'Cancelled by the shop: not paid in time';
    case 'payment':
      return 'Changed the payment';
    case 'ship':
      return 'Handed the order to the carrier';
    case 'deliver':
      return 'Marked the order delivered';
    case 'delete':
      return 'Deleted the order';
  }
}

/** Who changed the order and how, newest first. */
export function TransactionHistory({ history }: { history: readonly TransactionHistoryEntry[] }) {
  if (history.length === 0) {
    return <p className="text-sm text-stone-600">No changes yet.</p>;
  }
  return (
    <ol aria-label="Order history" className="space-y-2">
      {history.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-stone-200 px-3 py-2 text-sm">
          <p className="text-stone-900">{describeEntry(entry)}</p>
          <p className="text-xs text-stone-500">
            {entry.actorName} ·{' '}
            <time dateTime={entry.createdAt}>{formatAdminDateTime(entry.createdAt)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
