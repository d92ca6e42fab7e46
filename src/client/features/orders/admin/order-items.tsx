import { adminMessages } from '../../../../shared/admin-messages.ts';
import { MAX_LINE_QUANTITY } from '../../../../shared/contracts/cart.ts';
import { formatBaht } from '../../../../shared/domain/money.ts';
import { nameWithSize } from '../../../../shared/domain/pack-sizes.ts';
import { clickCancelIcon, draftQuantity, type ItemDrafts, RESTORE_CLICKS } from './item-drafts.ts';
import type { OrderDetail } from './orders-api.ts';

const text = adminMessages.transactions.lines;

interface OrderItemsProps {
  items: readonly OrderDetail['items'][number][];
  drafts: ItemDrafts;
  onDraftsChange: (drafts: ItemDrafts) => void;
  ticked: ReadonlySet<number>;
  onTickedChange: (ticked: Set<number>) => void;
  /** False while a change is being saved, or once the items are locked. */
  editable: boolean;
  /** Why the items can no longer change (the paragraph `id` says it), or null while they may. */
  locked?: { id: string; reason: string } | null;
}

function CancelIcon({ restore }: { restore: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      {restore ? (
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M4 10h11a5 5 0 0 1 0 10h-3M4 10l4-4M4 10l4 4"
        />
      ) : (
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M6 7h12M10 7V5h4v2m-7 0 1 12h8l1-12"
        />
      )}
    </svg>
  );
}

/**
 * The order's lines with a tick box each (confirm and reject need one), the quantity (at least
 * 1) and the cancel icon: a cancelled line is greyed out and comes back after three clicks.
 */
export function OrderItems({
  items,
  drafts,
  onDraftsChange,
  ticked,
  onTickedChange,
  editable,
  locked = null,
}: OrderItemsProps) {
  if (items.length === 0) {
    return <p className="text-sm text-stone-600">{text.none}</p>;
  }
  const toggle = (id: number, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    onTickedChange(next);
  };
  return (
    <ul
      aria-label={text.label}
      className="divide-y divide-stone-100 rounded-lg border border-stone-200"
    >
      {items.map((item) => {
        const draft = drafts[item.id] ?? {
          quantity: String(item.quantity),
          cancelled: item.isCancelled,
          restoreClicks: 0,
        };
        const quantity = draftQuantity(draft);
        const lineTotal = quantity === null ? null : item.pricePerUnit * quantity;
        const quantityId = `item-${item.id}-quantity`;
        return (
          <li
            key={item.id}
            aria-label={item.productName}
            data-cancelled={draft.cancelled || undefined}
            className={`grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 px-3 py-3 sm:grid-cols-[auto_1fr_auto_auto_auto] ${
              draft.cancelled ? 'bg-stone-100 text-stone-400' : ''
            }`}
          >
            <input
              type="checkbox"
              aria-label={text.select(item.productName)}
              checked={ticked.has(item.id) && !draft.cancelled}
              disabled={draft.cancelled}
              onChange={(event) => toggle(item.id, event.target.checked)}
              className="size-5 accent-brand-700 disabled:cursor-not-allowed disabled:opacity-40"
            />
            <div className="min-w-0">
              <p className={`font-semibold ${draft.cancelled ? 'line-through' : 'text-stone-900'}`}>
                {nameWithSize(item.productName, item.variantLabel)}
              </p>
              <p className="text-sm">
                {text.perUnit(formatBaht(item.pricePerUnit))}
                {draft.cancelled ? (
                  <span className="ml-2 font-semibold text-stone-500">
                    {text.cancelled}
                    {draft.restoreClicks > 0
                      ? text.restoring(draft.restoreClicks, RESTORE_CLICKS)
                      : ''}
                  </span>
                ) : null}
              </p>
            </div>
            <div className="col-start-2 flex items-center gap-2 sm:col-start-auto">
              <label htmlFor={quantityId} className="text-sm">
                {text.quantity}
              </label>
              <input
                id={quantityId}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_LINE_QUANTITY}
                step={1}
                aria-label={text.quantityOf(item.productName)}
                aria-invalid={quantity === null || undefined}
                value={draft.quantity}
                disabled={!editable || draft.cancelled}
                title={locked?.reason}
                onChange={(event) =>
                  onDraftsChange({
                    ...drafts,
                    [item.id]: { ...draft, quantity: event.target.value },
                  })
                }
                className="w-20 rounded-lg border border-stone-300 px-2 py-1.5 text-right text-stone-900 aria-invalid:border-red-600 disabled:bg-stone-100 disabled:text-stone-400"
              />
            </div>
            <p className="col-start-3 row-start-1 text-right font-semibold tabular-nums sm:col-start-auto sm:row-start-auto">
              {lineTotal === null ? '–' : formatBaht(lineTotal)}
            </p>
            <button
              type="button"
              // A locked line's icon stays reachable (focus, hover, a long press) to say why it
              // does nothing; a change being saved only waits.
              disabled={!editable && !locked}
              aria-disabled={locked ? true : undefined}
              aria-describedby={locked?.id}
              title={locked?.reason}
              aria-label={
                draft.cancelled
                  ? text.restore(item.productName, RESTORE_CLICKS)
                  : text.cancel(item.productName)
              }
              onClick={() => {
                if (locked || !editable) return;
                const next = clickCancelIcon(draft);
                onDraftsChange({ ...drafts, [item.id]: next });
                if (next.cancelled) toggle(item.id, false);
              }}
              className={`col-start-3 grid size-10 place-items-center justify-self-end rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:text-stone-300 sm:col-start-auto ${
                locked
                  ? 'cursor-not-allowed text-stone-300'
                  : draft.cancelled
                    ? 'text-brand-800 hover:bg-brand-50'
                    : 'text-red-700 hover:bg-red-50'
              }`}
            >
              <CancelIcon restore={draft.cancelled} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
