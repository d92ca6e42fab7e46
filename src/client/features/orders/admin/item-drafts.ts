import type {
  AdminOrderItem,
  ItemEditsRequest,
} from '../../../../shared/contracts/admin-orders.ts';
import { MAX_LINE_QUANTITY } from '../../../../shared/contracts/cart.ts';

/** Clicks on a cancelled line's icon that bring it back. */
export const RESTORE_CLICKS = 3;

/** What the drafts read of a saved line (no amounts). */
type SavedLine = Pick<AdminOrderItem, 'id' | 'quantity' | 'isCancelled'>;

/** A line as the staff member is editing it, before it is saved. */
export interface ItemDraft {
  /** As typed, so an empty box can be shown while typing. */
  quantity: string;
  cancelled: boolean;
  /** Clicks so far on a cancelled line's icon. */
  restoreClicks: number;
}

export type ItemDrafts = Record<number, ItemDraft>;

export function draftsFrom(items: readonly SavedLine[]): ItemDrafts {
  return Object.fromEntries(
    items.map((item) => [
      item.id,
      { quantity: String(item.quantity), cancelled: item.isCancelled, restoreClicks: 0 },
    ]),
  );
}

/**
 * The cancel icon: a live line is cancelled at once (greyed); a cancelled line comes back on the
 * third click.
 */
export function clickCancelIcon(draft: ItemDraft): ItemDraft {
  if (!draft.cancelled) return { ...draft, cancelled: true, restoreClicks: 0 };
  const clicks = draft.restoreClicks + 1;
  return clicks >= RESTORE_CLICKS
    ? { ...draft, cancelled: false, restoreClicks: 0 }
    : { ...draft, restoreClicks: clicks };
}

/** A whole number of 1 to 999, or null while the box holds anything else. */
export function draftQuantity(draft: ItemDraft): number | null {
  const value = Number(draft.quantity);
  return /^\d+$/.test(draft.quantity.trim()) && value >= 1 && value <= MAX_LINE_QUANTITY
    ? value
    : null;
}

/** The lines whose quantity or cancellation differs from the saved order. */
export function changedItems(
  items: readonly SavedLine[],
  drafts: ItemDrafts,
): ItemEditsRequest['items'] {
  return items.flatMap((item) => {
    const draft = drafts[item.id];
    if (!draft) return [];
    const quantity = draftQuantity(draft) ?? item.quantity;
    if (quantity === item.quantity && draft.cancelled === item.isCancelled) return [];
    return [{ id: item.id, quantity, cancelled: draft.cancelled }];
  });
}
