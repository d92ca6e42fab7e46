import { adminMessages } from '../../../../shared/admin-messages.ts';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import type { OrderHistoryEntry } from '../../../../shared/contracts/admin-orders.ts';
import { formatBaht } from '../../../../shared/domain/money.ts';
import type { OrderStatus, WorkflowStage } from '../../../../shared/domain/order-lifecycle.ts';
import type { RefundMethod } from '../../../../shared/domain/refunds.ts';
import { refundMessages } from '../../../../shared/refund-messages.ts';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';

const text = adminMessages.transactions.history;

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
        parts.push(change.cancelled[1] ? text.itemCancelled : text.itemRestored);
      if (change.quantity[0] !== change.quantity[1])
        parts.push(text.itemQuantity(change.quantity[0], change.quantity[1]));
      return `${change.productName}: ${parts.join(', ')}`;
    })
    .join('; ');
}

/** One history line in words. */
export function describeEntry(entry: OrderHistoryEntry): string {
  const details = entry.details;
  switch (entry.action) {
    case 'workflow':
      return text.workflow(stageName(details.from), stageName(details.to));
    case 'confirm': {
      const confirmed = text.confirm((details.itemIds as unknown[] | undefined)?.length ?? 0);
      const cancelled = ((details.changes as ItemChange[] | undefined) ?? []).filter(
        (change) => change.cancelled[1],
      );
      if (cancelled.length === 0) return confirmed;
      const names = cancelled
        .map((change) => `${change.productName} × ${change.quantity[1]}`)
        .join(', ');
      return text.confirmCancelled(confirmed, cancelled.length, names);
    }
    case 'reject':
      return text.reject(String(details.reason ?? ''));
    case 'items':
      return text.items(describeItems((details.changes as ItemChange[] | undefined) ?? []));
    case 'create':
      return text.create;
    case 'update': {
      const changes = (details.changes ?? {}) as Record<string, [unknown, unknown]>;
      const parts = Object.entries(changes).map(([field, [from, to]]) =>
        field === 'status'
          ? text.editedStatus(statusName(from), statusName(to))
          : field === 'shippingAddress'
            ? text.fields.shippingAddress
            : text.editedField(text.fields[field] ?? field, String(from), String(to)),
      );
      return text.edited(parts.join(', '));
    }
    case 'payment':
      // Slip sent (by the customer), approved or refused (by staff): the move says which.
      if (details.decision === 'approve') return text.slipApproved;
      if (details.decision === 'reject') return text.slipRejected(String(details.reason ?? ''));
      return details.slipId ? text.slipSent : text.payment;
    case 'refund':
      return text.refund(
        formatBaht(Number(details.amountSatang ?? 0)),
        refundMessages.methods[details.method as RefundMethod] ?? String(details.method),
        String(details.reference ?? ''),
      );
    case 'cancel':
    case 'expire':
    case 'ship':
    case 'deliver':
    case 'delete':
      return text[entry.action];
  }
}

/** The order as it was placed: when, by whom, and through which channel. */
export interface PlacedOrder {
  createdAt: string;
  firstName: string;
  lastName: string;
  channel: string;
}

function HistoryLine({ says, by, at }: { says: string; by: string; at: string }) {
  return (
    <li className="rounded-lg border border-stone-200 px-3 py-2 text-sm">
      <p className="text-stone-900">{says}</p>
      <p className="text-xs text-stone-500">
        {by} · <time dateTime={at}>{formatAdminDateTime(at)}</time>
      </p>
    </li>
  );
}

/**
 * Who changed the order and how, newest first, ending with the order being placed (no history
 * row holds a customer's checkout; a phone order's "created" line says it instead).
 */
export function OrderHistory({
  history,
  placed,
}: {
  history: readonly OrderHistoryEntry[];
  placed?: PlacedOrder;
}) {
  const showPlaced = placed !== undefined && !history.some((entry) => entry.action === 'create');
  if (history.length === 0 && !showPlaced) {
    return <p className="text-sm text-stone-600">{text.none}</p>;
  }
  return (
    <ol aria-label={text.label} className="space-y-2">
      {history.map((entry) => (
        <HistoryLine
          key={entry.id}
          says={describeEntry(entry)}
          by={entry.actorName}
          at={entry.createdAt}
        />
      ))}
      {showPlaced ? (
        <HistoryLine
          says={text.placed(text.channels[placed.channel] ?? placed.channel)}
          by={`${placed.firstName} ${placed.lastName}`.trim() || text.customer}
          at={placed.createdAt}
        />
      ) : null}
    </ol>
  );
}
