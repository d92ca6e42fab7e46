import { beforeEach, describe, expect, it } from 'vitest';
import { lastSevenDays, useDashboardStore } from './dashboard-store.ts';

const state = () => useDashboardStore.getState();

beforeEach(() => {
  state().reset();
});

describe('dashboard filters', () => {
  it('starts on Statistics, all types and channels, the last 7 days, page 1', () => {
    expect(state()).toMatchObject({ tab: 'statistics', eventType: 'all', channel: 'all', page: 1 });
    expect(lastSevenDays(new Date('2026-03-10T20:00:00Z'))).toEqual({
      // 03:00 on 11 March in Bangkok: the range ends on the Bangkok day.
      startDate: '2026-03-05',
      endDate: '2026-03-11',
    });
  });

  it('goes back to page 1 whenever a filter changes', () => {
    const filters = [
      () => state().setEventType('cart_add'),
      () => state().setChannel('mobile'),
      () => state().setStartDate('2026-01-01'),
      () => state().setEndDate('2026-01-31'),
    ];
    for (const change of filters) {
      state().setPage(4, 10);
      expect(state().page).toBe(4);
      change();
      expect(state().page).toBe(1);
    }
  });

  it('keeps the page between 1 and the page count', () => {
    state().setPage(9, 3);
    expect(state().page).toBe(3);
    state().setPage(0, 3);
    expect(state().page).toBe(1);
    state().setPage(2, 0);
    expect(state().page).toBe(1);
  });

  it('refuses a range that ends before it starts, and changes nothing', () => {
    expect(state().setStartDate('2026-02-01')).toBe(true);
    expect(state().setEndDate('2026-02-10')).toBe(true);
    expect(state().setStartDate('2026-02-20')).toBe(false);
    expect(state()).toMatchObject({ startDate: '2026-02-01', endDate: '2026-02-10' });
    expect(state().setEndDate('2026-01-31')).toBe(false);
    expect(state()).toMatchObject({ startDate: '2026-02-01', endDate: '2026-02-10' });
    // One day is a range.
    expect(state().setEndDate('2026-02-01')).toBe(true);
  });
});
