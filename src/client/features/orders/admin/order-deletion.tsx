import { useId, useRef, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { orderStateOf } from '../../../../shared/contracts/orders.ts';
import { canMove } from '../../../../shared/domain/order-lifecycle.ts';
import { secondaryButtonClass } from '../../../components/ui/admin-list-toolbar.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormError } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { deleteOrder, type OrderDetail } from './orders-api.ts';

const text = adminMessages.transactions.deletion;

/** The foot's Delete without colours: allowed it is red, refused it is grey (never both). */
const deleteButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

const dangerButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600';

/**
 * What deleting the order does, from what it still holds: the units of its live lines go back
 * to the shelf and its code's use to the promotion, unless it was cancelled (which gave them
 * back already); the lifecycle's `delete` says the same.
 */
export function deletionText(order: OrderDetail): string {
  const holds = order.status !== 'cancelled';
  const units = holds
    ? order.items
        .filter((item) => !item.isCancelled && item.productId !== null)
        .reduce((sum, item) => sum + item.quantity, 0)
    : 0;
  return text.will(units, holds ? order.discountCode : null);
}

/**
 * Deleting an order (admin and root), at the foot of its detail, far from the list's View: an
 * order that never had money, a slip or a parcel is deleted after a question in Thai that says
 * what will happen; for any other the button stays, disabled, with the reason (it is cancelled
 * instead).
 */
export function OrderDeletion({
  order,
  onDeleted,
}: {
  order: OrderDetail;
  onDeleted: (id: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const saysId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const allowed = canMove(orderStateOf(order), 'delete', 'staff');
  const says = allowed ? deletionText(order) : adminMessages.transactions.refusals.HAS_HISTORY;

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await deleteOrder(order.id);
      setAsking(false);
      onDeleted(order.id);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : text.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      lang="th"
      aria-labelledby={headingId}
      className="space-y-2 rounded-xl border border-stone-200 p-4"
    >
      <h3 id={headingId} className="text-base font-bold text-stone-900">
        {text.title}
      </h3>
      <p id={saysId} className={`text-sm ${allowed ? 'text-red-900' : 'text-stone-600'}`}>
        {says}
      </p>
      <FormError message={asking ? null : error} />
      <div className="flex justify-end">
        <button
          type="button"
          // Refused, it stays reachable (focus, hover, a long press) and says why on its title.
          aria-disabled={allowed ? undefined : true}
          aria-describedby={saysId}
          title={allowed ? undefined : says}
          onClick={() => {
            if (allowed) setAsking(true);
          }}
          className={`${deleteButtonClass} ${
            allowed
              ? 'border-red-300 bg-white text-red-700 hover:bg-red-50'
              : 'cursor-not-allowed border-dashed border-stone-300 bg-stone-100 text-stone-500'
          }`}
        >
          {text.delete}
        </button>
      </div>
      {asking ? (
        <Dialog
          title={text.confirmTitle(order.id)}
          onClose={() => {
            if (!busy) setAsking(false);
          }}
          closeLabel={adminMessages.dialog.close}
          width="md"
          initialFocus={keep}
          busy={busy}
          footer={
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                ref={keep}
                type="button"
                className={secondaryButtonClass}
                disabled={busy}
                onClick={() => setAsking(false)}
              >
                {text.keep}
              </button>
              <button
                type="button"
                className={dangerButtonClass}
                disabled={busy}
                aria-busy={busy || undefined}
                onClick={() => void remove()}
              >
                {busy ? text.deleting : text.confirm}
              </button>
            </div>
          }
        >
          <div lang="th" className="space-y-3">
            <p className="text-stone-800">{deletionText(order)}</p>
            <FormError message={error} />
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
