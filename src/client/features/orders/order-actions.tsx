import { useState } from 'react';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { type Order, orderStateOf } from '../../../shared/contracts/orders.ts';
import { canMove } from '../../../shared/domain/order-lifecycle.ts';
import { ApiError } from '../../lib/api.ts';
import { moveMyOrder } from './orders-api.ts';

const text = checkoutMessages.orders;
const button =
  'inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold leading-relaxed disabled:opacity-50';

/**
 * What the customer may do with an order now, asked of the lifecycle table: cancel it (with a
 * second tap to be sure) while it is unpaid and not yet confirmed, or say the parcel arrived.
 */
export function OrderActions({
  order,
  onMoved,
}: {
  order: Order;
  onMoved: (order: Order) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = orderStateOf(order);
  const cancellable = canMove(state, 'cancel', 'customer');
  const receivable = canMove(state, 'deliver', 'customer');
  if (!cancellable && !receivable) return null;

  const make = async (move: 'cancel' | 'delivered') => {
    setBusy(true);
    setError(null);
    try {
      onMoved(await moveMyOrder(order.id, move));
      setAsking(false);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : text.refusals.other);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {receivable ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => make('delivered')}
          className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {text.received}
        </button>
      ) : null}
      {cancellable && !asking ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => setAsking(true)}
          className={`${button} border border-red-300 text-red-700 hover:bg-red-50`}
        >
          {text.cancel}
        </button>
      ) : null}
      {cancellable && asking ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="float-left me-2 text-sm text-stone-800">{text.cancelConfirm}</legend>
          <button
            type="button"
            disabled={busy}
            onClick={() => make('cancel')}
            className={`${button} bg-red-600 text-white hover:bg-red-700`}
          >
            {text.cancelYes}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => setAsking(false)}
            className={`${button} border border-stone-300 text-stone-700 hover:bg-stone-50`}
          >
            {text.cancelNo}
          </button>
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
