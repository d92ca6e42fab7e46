import { describe, expect, it } from 'vitest';
import { buildAdminOrder } from '../../../../testing/factories/orders.ts';
import { changedItems, clickCancelIcon, draftQuantity, draftsFrom } from './item-drafts.ts';

describe('item drafts', () => {
  it('cancels on one click and restores on the third', () => {
    const live = { quantity: '2', cancelled: false, restoreClicks: 0 };
    const cancelled = clickCancelIcon(live);
    expect(cancelled).toEqual({ quantity: '2', cancelled: true, restoreClicks: 0 });
    const once = clickCancelIcon(cancelled);
    const twice = clickCancelIcon(once);
    expect([once.cancelled, twice.cancelled]).toEqual([true, true]);
    expect(clickCancelIcon(twice)).toEqual({ quantity: '2', cancelled: false, restoreClicks: 0 });
  });

  it('accepts whole quantities of 1 to 999 only', () => {
    const draft = (quantity: string) => ({ quantity, cancelled: false, restoreClicks: 0 });
    expect(['1', '999', ' 5 '].map((text) => draftQuantity(draft(text)))).toEqual([1, 999, 5]);
    expect(['0', '1000', '1.5', '', '-1'].map((text) => draftQuantity(draft(text)))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('sends only the lines that differ from the saved order', () => {
    const { items } = buildAdminOrder();
    const drafts = draftsFrom(items);
    expect(changedItems(items, drafts)).toEqual([]);
    const edited = { ...drafts, 12: { quantity: '4', cancelled: false, restoreClicks: 0 } };
    expect(changedItems(items, edited)).toEqual([{ id: 12, quantity: 4, cancelled: false }]);
  });
});
