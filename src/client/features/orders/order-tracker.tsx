import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { formatBaht } from '../../../shared/domain/money.ts';
import { stageIndex, type WorkflowStage } from '../../../shared/domain/order-lifecycle.ts';
import type { CustomerOrder } from './orders-api.ts';

/** Done, the one in progress, still to come, or where a cancelled order ended. */
export type TrackerState = 'done' | 'current' | 'pending' | 'ended';

const text = checkoutMessages.orders.steps;

/** One step of the customer's tracker. */
export interface TrackerStep {
  label: string;
  state: TrackerState;
  /** When it happened (ISO), for a step done. */
  at: string | null;
  /** Said under it: what the customer still has to do there. */
  note: string | null;
}

interface Draft {
  label: string;
  reached: boolean;
  at: string | null | undefined;
  note?: string | null;
}

/**
 * The customer's way of an order, in the order things happen: ordered, taken by the shop, paid
 * (not for cash on delivery: it is paid with the parcel), packed, handed to the carrier, then on
 * its way until it arrives. Steps reached are done, with their time; the first one not reached
 * is the current one. A cancelled or rejected order ends, in red, after the steps it reached;
 * a delivered one has every step done.
 */
export function trackerSteps(order: CustomerOrder): TrackerStep[] {
  const at = stageIndex(order.workflowStatus);
  const passed = (stage: WorkflowStage) => at >= stageIndex(stage);
  const cod = order.paymentMethod === 'cod';
  const delivered = order.status === 'delivered';
  const handedOver = delivered || order.status === 'shipped' || passed('courier');
  const drafts: Draft[] = [
    { label: text.ordered, reached: true, at: order.createdAt },
    { label: text.received, reached: passed('received'), at: order.orderReceivedAt },
    ...(cod
      ? []
      : [{ label: text.paid, reached: passed('payments'), at: order.paymentConfirmedAt }]),
    { label: text.packing, reached: passed('delivery'), at: order.deliveryStartedAt },
    {
      label: text.handedOver,
      reached: handedOver,
      at: order.shipment?.shippedAt ?? order.courierAssignedAt,
    },
    {
      label: delivered
        ? cod
          ? text.codDelivered
          : text.delivered
        : handedOver
          ? text.onTheWay
          : text.delivered,
      reached: delivered,
      at: order.shipment?.deliveredAt,
      note: cod && !delivered ? text.payCourier(formatBaht(order.amountDue)) : null,
    },
  ];
  const step = (draft: Draft, state: TrackerState): TrackerStep => ({
    label: draft.label,
    state,
    at: state === 'done' ? (draft.at ?? null) : null,
    note: state === 'done' ? null : (draft.note ?? null),
  });
  if (order.status === 'cancelled') {
    const end = order.orderRejected ? text.rejected : text.cancelled;
    return [
      ...drafts.filter((draft) => draft.reached).map((draft) => step(draft, 'done')),
      { label: end, state: 'ended', at: null, note: null },
    ];
  }
  const current = drafts.findIndex((draft) => !draft.reached);
  return drafts.map((draft, index) =>
    step(draft, draft.reached ? 'done' : index === current ? 'current' : 'pending'),
  );
}

const DOT: Record<TrackerState, string> = {
  done: 'bg-brand-700 text-white border-brand-700',
  current: 'bg-white text-brand-800 border-brand-700 ring-4 ring-brand-100',
  pending: 'bg-white text-stone-500 border-stone-300',
  ended: 'bg-red-600 text-white border-red-600',
};

/**
 * The customer's tracker: a column of steps on a phone (each with room for its time), a row from
 * a tablet up. The current step (or the end of a cancelled order) is `aria-current`.
 */
export function OrderTracker({ order }: { order: CustomerOrder }) {
  const steps = trackerSteps(order);
  const columns =
    steps.length === 6
      ? 'sm:grid-cols-6'
      : steps.length === 5
        ? 'sm:grid-cols-5'
        : 'sm:grid-cols-4';
  return (
    <div>
      <ol
        aria-label={checkoutMessages.orders.tracker}
        className={`flex flex-col gap-3 sm:grid sm:gap-1 ${columns}`}
      >
        {steps.map((item, index) => (
          <li
            key={item.label}
            aria-current={item.state === 'current' || item.state === 'ended' ? 'step' : undefined}
            className="relative flex items-start gap-3 sm:flex-col sm:items-center sm:gap-1 sm:text-center"
          >
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={`absolute -top-3 left-4 h-3 w-0.5 sm:top-4 sm:right-1/2 sm:left-auto sm:h-0.5 sm:w-full ${
                  item.state === 'ended'
                    ? 'bg-red-300'
                    : item.state === 'done' || item.state === 'current'
                      ? 'bg-brand-700'
                      : 'bg-stone-300'
                }`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-bold ${DOT[item.state]}`}
            >
              {item.state === 'ended' ? '✕' : item.state === 'done' ? '✓' : index + 1}
            </span>
            <span className="flex min-w-0 flex-col leading-snug sm:items-center">
              <span
                className={`text-sm ${
                  item.state === 'current'
                    ? 'font-bold text-brand-800'
                    : item.state === 'ended'
                      ? 'font-semibold text-red-700'
                      : 'text-stone-700'
                }`}
              >
                {item.label}
                <span className="sr-only"> ({checkoutMessages.orders.stepStates[item.state]})</span>
              </span>
              {item.at ? (
                <span className="text-xs text-stone-500">{formatThaiDateTime(item.at)}</span>
              ) : null}
              {item.note ? <span className="text-xs text-stone-600">{item.note}</span> : null}
            </span>
          </li>
        ))}
      </ol>
      {order.orderRejected ? (
        <p className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {checkoutMessages.orders.rejected}
          {order.rejectionReason ? `: ${order.rejectionReason}` : ''}
        </p>
      ) : null}
    </div>
  );
}
