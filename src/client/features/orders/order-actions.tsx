import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { orderStateOf } from '../../../shared/contracts/orders.ts';
import { canMove } from '../../../shared/domain/order-lifecycle.ts';
import { ApiError } from '../../lib/api.ts';
import { type CustomerOrder, moveMyOrder } from './orders-api.ts';

const text = checkoutMessages.orders;
const TONES = {
  go: 'bg-brand-700 text-white hover:bg-brand-800',
  ask: 'border border-red-300 text-red-700 hover:bg-red-50',
  stop: 'bg-red-600 text-white hover:bg-red-700',
  back: 'border border-stone-300 text-stone-700 hover:bg-stone-50',
} as const;

function ActionButton(props: {
  tone: keyof typeof TONES;
  disabled: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      disabled={props.disabled}
      onClick={props.onClick}
      className={`inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold leading-relaxed disabled:opacity-50 ${TONES[props.tone]}`}
    >
      {props.children}
    </button>
  );
}

/**
 * What the customer may do with an order now, asked of the lifecycle table: cancel it (with a
 * second tap to be sure) while it is unpaid and not yet confirmed, or say the parcel arrived.
 * After a move the page's orders are loaded again.
 */
export function OrderActions({ order }: { order: CustomerOrder }) {
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  // Busy for the order as it was when the move was sent: the order loaded again frees the buttons.
  const [sentFor, setSentFor] = useState<CustomerOrder | null>(null);
  const busy = sentFor === order;
  const [error, setError] = useState<string | null>(null);
  const state = orderStateOf(order);
  const cancellable = canMove(state, 'cancel', 'customer');
  const receivable = canMove(state, 'deliver', 'customer');
  if (!cancellable && !receivable) return null;

  const make = async (move: 'cancel' | 'delivered') => {
    setSentFor(order);
    setError(null);
    try {
      await moveMyOrder(order.id, move);
      await revalidator.revalidate();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : text.refusals.other);
      setSentFor(null);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {receivable ? (
        <ActionButton tone="go" disabled={busy} onClick={() => make('delivered')}>
          {text.received}
        </ActionButton>
      ) : null}
      {cancellable && !asking ? (
        <ActionButton tone="ask" disabled={busy} onClick={() => setAsking(true)}>
          {text.cancel}
        </ActionButton>
      ) : null}
      {cancellable && asking ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="float-left me-2 text-sm text-stone-800">{text.cancelConfirm}</legend>
          <ActionButton tone="stop" disabled={busy} onClick={() => make('cancel')}>
            {text.cancelYes}
          </ActionButton>
          <ActionButton tone="back" disabled={busy} onClick={() => setAsking(false)}>
            {text.cancelNo}
          </ActionButton>
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
